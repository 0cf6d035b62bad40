/**
 * The visitor's address as Express computes req.ip (proxy-addr): walk from the socket outwards
 * through X-Forwarded-For and stop at the first hop the `trust proxy` setting does not trust. The
 * JSON fast path uses it with Express's own compiled trust function, so both paths agree.
 */
import type { IncomingMessage } from 'node:http';

export type TrustFunction = (address: string, hop: number) => boolean;

export function clientIp(req: IncomingMessage, trust: TrustFunction): string {
  const addresses = [req.socket.remoteAddress ?? ''];
  const forwarded = req.headers['x-forwarded-for'];
  if (typeof forwarded === 'string') {
    const hops = forwarded.split(',').map((hop) => hop.trim());
    for (let index = hops.length - 1; index >= 0; index -= 1) addresses.push(hops[index]!);
  }
  for (let hop = 0; hop < addresses.length - 1; hop += 1) if (!trust(addresses[hop]!, hop)) return addresses[hop]!;
  return addresses[addresses.length - 1]!;
}
