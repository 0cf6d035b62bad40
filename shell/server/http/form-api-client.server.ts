/**
 * The shell's one client of form-api: the /api proxy and the no-JavaScript form posts both send
 * through it, on one keep-alive agent, with one timeout.
 */
import http from 'node:http';

// Idle sockets are dropped before form-api's keep-alive timeout (Node's 5 s) closes them, so a
// request is never written into a socket the other end is closing.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** How long form-api may stay silent on a request before it counts as failed. */
export const FORM_API_TIMEOUT_MS = 15_000;

export interface FormApiRequest {
  method: string;
  /** Path and query on form-api (`/api/submissions`). */
  path: string;
  headers: http.OutgoingHttpHeaders;
  timeoutMs?: number;
}

/**
 * A request to form-api at `target`; `onResponse` gets the answer as it arrives. The caller writes
 * the body (`end(body)`) and listens for `error` (a timeout is one).
 */
export function formApiRequest(
  target: string,
  { method, path, headers, timeoutMs = FORM_API_TIMEOUT_MS }: FormApiRequest,
  onResponse: (response: http.IncomingMessage) => void,
): http.ClientRequest {
  const base = new URL(target);
  const request = http.request(
    {
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method,
      path,
      headers,
      agent,
      timeout: timeoutMs,
    },
    onResponse,
  );
  request.on('timeout', () => request.destroy(new Error('form-api timed out')));
  return request;
}

/** A request with its whole body, and form-api's whole answer as a fetch Response; rejects when form-api cannot answer. */
export function sendToFormApi(target: string, request: FormApiRequest & { body: string }): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = formApiRequest(
      target,
      { ...request, headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === 'string') headers.set(name, value);
          const status = response.statusCode ?? 502;
          // A Response of 204, 205 or 304 may carry no body at all (the constructor throws on an empty one).
          const body = NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
