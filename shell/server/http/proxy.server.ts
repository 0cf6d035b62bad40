/**
 * Forwards /api/* to form-api so the browser talks to one origin. form-api trusts this one hop
 * (decision H13): it gets exactly one X-Forwarded-For address, the client as the shell knows it under
 * TRUST_PROXY (whatever the client itself claimed is dropped), and the host and scheme the browser
 * asked for (form-api checks a lead's Origin against them).
 *
 * A body is read whole, up to BODY_LIMIT_BYTES, before form-api sees it (decision H5): a declared
 * Content-Length over the cap is answered 413 at once, a chunked body stops being read at the cap,
 * and what form-api gets is at most a few kilobytes sent in one write with its length. Streaming
 * the body instead let form-api answer early (413, 415, 429) and close while the body was still
 * being written; the failed write then turned its answer into a 502.
 */
import type http from 'node:http';
import { FAILED_SUBMIT_MESSAGE, HTML_TRANSPORT_HEADER, SIGNAL_PROOF_HEADER } from '@site-kit/forms';
import { BODY_TOO_LARGE_MESSAGE } from '@site-kit/server';
import type { RequestHandler } from 'express';
import getRawBody from 'raw-body';
import { formApiRequest } from './form-api-client.server';

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
  // The body is forwarded whole, with its own length: nothing to wait for.
  'expect',
  'content-length',
]);

/**
 * Set only by the shell itself: the no-JavaScript forwarder's marker, and who the client is. What a
 * client sends under these names is dropped.
 */
const SHELL_ONLY = new Set([
  HTML_TRANSPORT_HEADER,
  SIGNAL_PROOF_HEADER,
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
]);

export interface ApiProxyOptions {
  bodyLimitBytes: number;
  timeoutMs?: number;
  /**
   * Headers the shell itself adds to a request it forwards, from the request and its body as read
   * (the call tap's page proof, issue 33): the gate's word, which form-api believes from it alone.
   */
  vouch?: (req: Parameters<RequestHandler>[0], body: Buffer | undefined) => Record<string, string>;
}

export function apiProxy(target: string, options: ApiProxyOptions): RequestHandler {
  return async (req, res) => {
    let body: Buffer | undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      try {
        body = await getRawBody(req, { length: req.headers['content-length'], limit: options.bodyLimitBytes });
      } catch (error) {
        const tooLarge = (error as { type?: string }).type === 'entity.too.large';
        // Read and drop the rest while the client finishes writing: closing with unread data would
        // reset the connection, and the client could lose the answer.
        req.resume();
        res
          .status(tooLarge ? 413 : 400)
          .json({ success: false, error: tooLarge ? BODY_TOO_LARGE_MESSAGE : 'Malformed request body' });
        return;
      }
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && !SHELL_ONLY.has(name)) headers[name] = value;
    }
    Object.assign(headers, options.vouch?.(req, body));
    headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    if (req.host) headers['x-forwarded-host'] = req.host;
    if (body) headers['content-length'] = body.length;
    const upstream = formApiRequest(
      target,
      { method: req.method, path: req.originalUrl, headers, timeoutMs: options.timeoutMs },
      (response) => {
        const responseHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) responseHeaders[name] = value;
        }
        if (response.headers['content-length']) responseHeaders['content-length'] = response.headers['content-length'];
        res.writeHead(response.statusCode ?? 502, responseHeaders);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.status(502).json({ success: false, error: FAILED_SUBMIT_MESSAGE });
    });
    upstream.end(body);
  };
}
