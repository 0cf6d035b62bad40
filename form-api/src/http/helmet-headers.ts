/**
 * The headers helmet sets, captured once from helmet itself: the JSON fast path and the Express
 * routes both answer with this one set, without running helmet per request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API only answers JSON and CSV: nothing it sends may load anything, run anything or be framed.
 */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
};

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
  helmet(helmetOptions)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}
