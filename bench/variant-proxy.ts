/**
 * One local proxy in front of the site that serves variants of it on ports of their own, the same
 * way: `page` is the site as it is; `no-js` is the same HTML with every <script> element removed (the
 * limit for a server-rendered page: what the visitor would get with no JavaScript at all); more
 * variants may name another site (a baseline build, for an A/B). Every HTML page is fetched
 * uncompressed from its site, changed or not, then compressed here the same way (brotli 11, once per
 * page and variant); everything else passes through as its server sent it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compress = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

export interface Variant {
  /** The site this variant fronts (`http://127.0.0.1:4000`). */
  upstream: string;
  /** Removes every <script> element from HTML pages. */
  stripScripts: boolean;
}

export interface VariantProxy {
  /** Each variant's base URL on the proxy. */
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/** The HTML with every <script> element gone: inline, JSON data, JSON-LD, external. */
export const withoutScripts = (html: string): string => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

export async function startVariantProxy(variants: Record<string, Variant>): Promise<VariantProxy> {
  const servers: http.Server[] = [];
  const urls: Record<string, string> = {};
  for (const [name, variant] of Object.entries(variants)) {
    const pages = new Map<string, Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>>();
    const server = http.createServer((req, res) => {
      const url = `${variant.upstream}${req.url ?? '/'}`;
      const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
      if (!wantsHtml) {
        passThrough(url, req, res);
        return;
      }
      let page = pages.get(url);
      if (!page) {
        page = fetchPage(url, variant.stripScripts);
        pages.set(url, page);
      }
      page.then(
        async ({ status, headers, body }) => {
          const accepted = req.headers['accept-encoding'] ?? '';
          const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
          const sent = encoding ? await encoded(body, encoding) : body;
          res.writeHead(status, {
            ...headers,
            ...(encoding ? { 'content-encoding': encoding } : {}),
            'content-length': String(sent.length),
          });
          res.end(sent);
        },
        (error: unknown) => res.writeHead(502).end(String(error)),
      );
    });
    const encodings = new WeakMap<Buffer, Map<string, Promise<Buffer>>>();
    const encoded = (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> => {
      let cache = encodings.get(body);
      if (!cache) {
        cache = new Map();
        encodings.set(body, cache);
      }
      let result = cache.get(encoding);
      if (!result) {
        result =
          encoding === 'br'
            ? compress.br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : compress.gzip(body, { level: 9 });
        cache.set(encoding, result);
      }
      return result;
    };
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    urls,
    stop: () =>
      Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(
        () => undefined,
      ),
  };
}

async function fetchPage(url: string, stripScripts: boolean) {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity', accept: 'text/html' },
    redirect: 'manual',
  });
  const text = await response.text();
  const headers: http.IncomingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'etag'].includes(name))
      headers[name] = value;
  });
  return { status: response.status, headers, body: Buffer.from(stripScripts ? withoutScripts(text) : text) };
}

/** Anything but a page: the upstream's answer, bytes and headers as they are. */
function passThrough(url: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: new URL(url).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}
