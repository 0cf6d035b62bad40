/**
 * Forwards /api/* and the owner's /owner/* to form-api so the browser talks to one origin. Bodies
 * stream through untouched; the visitor's address travels in X-Forwarded-For for form-api's rate
 * limit, and the host the browser asked for in X-Forwarded-Host (form-api checks Origin against it).
 */
import http from 'node:http';
import type { RequestHandler, Response } from 'express';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** Set only by the shell's own no-JavaScript form forwarder; a browser must not claim it. */
const SHELL_ONLY = new Set(['x-submission-transport']);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** What a browser gets when form-api cannot answer. */
export type Unavailable = (res: Response) => void;

const apiUnavailable: Unavailable = (res) => {
  res.status(502).json({ success: false, error: 'Failed to submit form. Please try again.' });
};

export function apiProxy(
  target: string,
  timeoutMs = 15_000,
  unavailable: Unavailable = apiUnavailable,
): RequestHandler {
  const base = new URL(target);
  return (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && !SHELL_ONLY.has(name)) headers[name] = value;
    }
    const forwardedFor = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [forwardedFor, req.socket.remoteAddress].filter(Boolean).join(', ');
    headers['x-forwarded-proto'] = req.protocol;
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    const upstream = http.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: req.originalUrl,
        headers,
        agent,
        timeout: timeoutMs,
      },
      (response) => {
        const responseHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) responseHeaders[name] = value;
        }
        res.writeHead(response.statusCode ?? 502, responseHeaders);
        response.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('form-api timed out')));
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      unavailable(res);
    });
    req.pipe(upstream);
  };
}
