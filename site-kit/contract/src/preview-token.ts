/**
 * A preview of a remote's version (issue 28): one token names the remote, the version and when the
 * preview ends, signed with the shell's PREVIEW_SECRET (HMAC-SHA256). The preview link carries it
 * and the cookie the link sets is the same token, so neither can be made, changed or prolonged
 * without the secret. `remote-deploy` signs links with the same variable (decision P41).
 *
 * It lives in the contract (server-side only, `@site-kit/contract/preview-token`) because it is the one
 * thing the teams' deploy tool and the shell's gate must agree on byte for byte; it is the contract's
 * one file that needs `node:crypto` (biome.json exempts it from the zod-only rule).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type RemoteName, remoteByName, VERSION_PATTERN } from './registry.js';

/** The shell's preview link (`/__preview?token=…&to=/page`) and the page that ends a preview. */
export const PREVIEW_PATH = '/__preview';
export const PREVIEW_LEAVE_PATH = `${PREVIEW_PATH}/leave`;
/** The browser's preview cookie: the link's token. */
export const PREVIEW_COOKIE = 'site-preview';

/** PREVIEW_SECRET: at least 32 characters; unset or empty means no previews at all. */
export const previewSecret = z
  .string()
  .min(32, 'must be at least 32 characters (openssl rand -base64 32)')
  .optional()
  .or(z.literal('').transform(() => undefined));

export interface Preview {
  remote: RemoteName;
  version: string;
  /** When the preview ends (epoch ms, whole seconds). */
  expiresAt: number;
}

const TOKEN_PATTERN = /^([a-z][a-z0-9_]*)\.([0-9a-f]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = (remote: string, version: string, expires: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(`site-preview\n${remote}\n${version}\n${expires}`).digest();

/** `<remote>.<version>.<expires, epoch s>.<signature>`: safe in a URL and in a cookie as it is. */
export function signPreview(preview: Preview, secret: string): string {
  const expires = String(Math.floor(preview.expiresAt / 1000));
  const mac = signature(preview.remote, preview.version, expires, secret).toString('base64url');
  return `${preview.remote}.${preview.version}.${expires}.${mac}`;
}

/** The longest a preview link may live (`PREVIEW_HOURS` at most): 30 days. */
export const MAX_PREVIEW_HOURS = 24 * 30;

/**
 * The preview a token names, or null when it is not one: malformed, signed with another secret,
 * changed, naming no remote of the registry, or expired (a forged or stale cookie is ignored).
 */
export function readPreview(token: string | undefined, secret: string | null, now = Date.now()): Preview | null {
  if (!token || !secret) return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, remote = '', version = '', expires = '', mac = ''] = match;
  // The cheap checks first: a stale or foreign cookie costs no HMAC. A link that says it lives
  // longer than any deploy may sign is not one this site made.
  const expiresAt = Number(expires) * 1000;
  const known = remoteByName(remote);
  if (!known || !VERSION_PATTERN.test(version) || expiresAt <= now) return null;
  if (expiresAt > now + MAX_PREVIEW_HOURS * 3_600_000) return null;
  const expected = signature(remote, version, expires, secret);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { remote: known.name, version, expiresAt };
}

/** The link that opens a preview at `shellUrl` and lands on `path`. */
export function previewLink(shellUrl: string, token: string, path = '/'): string {
  const url = new URL(PREVIEW_PATH, `${shellUrl}/`);
  url.searchParams.set('token', token);
  if (path !== '/') url.searchParams.set('to', path);
  return url.href;
}
