/**
 * Passes a browser's request to the child shell that serves it (pool.server.ts), as it came, less
 * the cookie that chose the child: the child serves the request as its own and never passes it on.
 */
import http from 'node:http';
import type { Request, Response } from 'express';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);

export interface PassOptions {
  /** The cookie that chose the child. */
  dropCookie: string;
  /** Pages are this browser's alone: `Cache-Control: private, no-store` on every HTML answer (previews). */
  privatePages?: boolean;
}

export function passTo(target: string, req: Request, res: Response, { dropCookie, privatePages }: PassOptions): void {
  const base = new URL(target);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  const cookies = withoutCookie(req.headers.cookie, dropCookie);
  if (cookies) headers.cookie = cookies;
  else delete headers.cookie;
  const upstream = http.request(
    { hostname: base.hostname, port: base.port, method: req.method, path: req.originalUrl, headers },
    (response) => {
      const responseHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(response.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined) responseHeaders[name] = value;
      if (privatePages && String(response.headers['content-type'] ?? '').startsWith('text/html'))
        responseHeaders['cache-control'] = 'private, no-store';
      res.writeHead(response.statusCode ?? 502, responseHeaders);
      response.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else res.status(502).type('text/plain').send(`The shell serving this browser failed: ${error.message}`);
  });
  req.pipe(upstream);
}

/**
 * A Cookie header without one cookie. The others stay byte for byte as they were sent: decoding and
 * encoding them again would change values a cookie library never wrote (`+`, `/`, `=`, quotes).
 */
export function withoutCookie(cookieHeader: string | undefined, name: string): string {
  return (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && pair.split('=', 1)[0]?.trim() !== name)
    .join('; ');
}
