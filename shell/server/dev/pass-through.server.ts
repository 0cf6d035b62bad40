/** Passes an overriding browser's request to its own shell process, as it came, less the override cookie. */
import http from 'node:http';
import type { Request, Response } from 'express';
import { withoutOverrides } from './overrides.server';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

export function passTo(target: string, req: Request, res: Response): void {
  const base = new URL(target);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  headers.cookie = withoutOverrides(req.headers.cookie);
  const upstream = http.request(
    { hostname: base.hostname, port: base.port, method: req.method, path: req.originalUrl, headers },
    (response) => {
      const responseHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(response.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined) responseHeaders[name] = value;
      res.writeHead(response.statusCode ?? 502, responseHeaders);
      response.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else res.status(502).type('text/plain').send(`The shell for this browser's remotes failed: ${error.message}`);
  });
  req.pipe(upstream);
}
