/**
 * The headers helmet sets, captured once from helmet itself, so the JSON fast path answers with
 * exactly the headers the Express routes get from the same middleware.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet()({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}
