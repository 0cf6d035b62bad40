/**
 * A reverse proxy that can be told to answer slowly: put in front of a remote origin, it turns a
 * healthy remote into a slow one (and back) without touching the remote.
 */
import http, { type Server } from 'node:http';

export class SlowProxy {
  delayMs = 0;
  #server: Server | null = null;

  constructor(
    readonly target: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const target = new URL(this.target);
    this.#server = http.createServer((req, res) => {
      setTimeout(() => {
        const upstream = http.request(
          { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
          (response) => {
            res.writeHead(response.statusCode ?? 502, response.headers);
            response.pipe(res);
          },
        );
        upstream.on('error', () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        req.pipe(upstream);
      }, this.delayMs);
    });
    await new Promise<void>((resolve) => this.#server?.listen(this.port, '127.0.0.1', () => resolve()));
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
}
