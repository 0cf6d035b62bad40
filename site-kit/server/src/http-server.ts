/**
 * The HTTP server every server of the site listens with (the shell, form-api, each remote's
 * origin), with the same deadlines on what a client sends: its headers within HEADERS_MS, the whole
 * request (a form's body included) within REQUEST_MS. A client that dribbles bytes to hold a
 * connection open is cut off then (checked every CHECK_EVERY_MS; Node's own default is 30 s, which
 * would let one linger a minute). An answer may take longer: these bound only what the client sends.
 */
import http, { type RequestListener, type Server } from 'node:http';

export interface RequestDeadlines {
  headersMs: number;
  requestMs: number;
  checkEveryMs: number;
}

/** A form's 16 KB on a weak phone connection takes seconds; 20 s is ample, and a dribble ends within 21. */
export const REQUEST_DEADLINES: RequestDeadlines = { headersMs: 10_000, requestMs: 20_000, checkEveryMs: 1_000 };

function createHttpServer(listener: RequestListener, deadlines = REQUEST_DEADLINES): Server {
  return http.createServer(
    {
      headersTimeout: deadlines.headersMs,
      requestTimeout: deadlines.requestMs,
      connectionsCheckingInterval: deadlines.checkEveryMs,
    },
    listener,
  );
}

/** Listen on `port` and `host` with the deadlines; resolves once listening. */
export function listenHttp(
  listener: RequestListener,
  port: number,
  host: string,
  deadlines = REQUEST_DEADLINES,
): Promise<Server> {
  const server = createHttpServer(listener, deadlines);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
