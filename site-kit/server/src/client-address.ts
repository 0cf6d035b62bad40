/**
 * Who the client is. TRUST_PROXY names the peers allowed to say it (X-Forwarded-For, and the host and
 * scheme the client asked for): the same variable, read with the same schema, in the shell and in
 * form-api. Everyone else is the client, whatever headers it sends. Default: loopback only (a TLS
 * proxy on the same machine, and the shell in front of form-api).
 */
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

/** Is this peer (an IP address) allowed to name the client? */
export type TrustsPeer = (address: string) => boolean;

export interface TrustedProxies {
  /** As configured, for the log and the README's examples. */
  description: string;
  trusts: TrustsPeer;
}

/** proxy-addr's names for address ranges (Express documents the same for `trust proxy`). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: a comma-separated list of addresses, CIDR ranges (`10.0.0.0/8`, `2001:db8::/32`) and
 * the names loopback, linklocal and uniquelocal; `none` trusts nobody. A count of hops or `true`
 * ("everyone") is refused: either would let a client name itself.
 */
export const trustProxy = z
  .string()
  .default('loopback')
  .transform((value, ctx): TrustedProxies => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const list = entries.length === 1 && entries[0] === 'none' ? [] : entries;
    const invalid = list.find((entry) => !RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
    if (invalid !== undefined || entries.length === 0) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `"${invalid ?? value}" is not an address, a CIDR range, loopback, linklocal, uniquelocal or none`,
      });
      return z.NEVER;
    }
    const compiled = proxyAddr.compile(list);
    return { description: list.join(',') || 'none', trusts: (address) => compiled(address, 0) };
  });

function isAddressOrRange(entry: string): boolean {
  try {
    proxyAddr.compile(entry);
    return /[.:]/.test(entry);
  } catch {
    return false;
  }
}

/**
 * Express's `trust proxy` for a server behind any number of trusted proxies (the shell behind a CDN
 * and a load balancer): the client is the nearest address, from the right of X-Forwarded-For, that
 * is not a trusted proxy.
 */
export const trustChain =
  ({ trusts }: TrustedProxies) =>
  (address: string): boolean =>
    trusts(address);

/**
 * Express's `trust proxy` for a server with exactly one proxy in front (form-api behind the shell,
 * the owner inbox behind its TLS proxy): a trusted peer's last X-Forwarded-For entry is the client,
 * and nothing before it is read.
 */
export const trustOneHop =
  ({ trusts }: TrustedProxies) =>
  (address: string, hop: number): boolean =>
    hop === 0 && trusts(address);

/**
 * The client's network, the unit every signal is counted by (issue 33): an IPv4 address's /24, an
 * IPv6 address's /48 (an IPv4-mapped IPv6 address is its IPv4 form). A carrier's NAT puts many
 * phones behind one such network, and one person with a /48 has 2^80 addresses: counting networks,
 * not addresses, is what keeps one stranger from passing for many. An unreadable address is its own
 * network ('unknown').
 */
export function clientNetwork(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped?.[1] ?? address;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return 'unknown';
  const groups = expandIpv6(ip.split('%')[0] ?? '');
  if (!groups) return 'unknown';
  return `${groups.slice(0, 3).join(':')}::/48`;
}

/** The eight groups of an IPv6 address (without leading zeros), or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
