/**
 * What a request's path means to the shell (decision H7). A path is read once, here, before any
 * route sees it: one that does not decode (a broken percent-escape, or a NUL) is a 400; an odd form
 * (backslashes, doubled slashes, dot segments, characters a URL escapes) is redirected to its plain
 * form on this site, so no page is ever rendered under a path that is not its own and no redirect
 * can leave the site. The query is never decoded strictly: URLSearchParams keeps a stray `%` as it
 * is, so a tracking parameter such as `utm_content=50%off` cannot cost a visitor the page.
 */

import type { Request } from 'express';
import { redirects } from '../../src/redirects';

export type PathVerdict = { kind: 'ok' } | { kind: 'redirect'; location: string } | { kind: 'bad' };

/** `rawUrl`: the request target as received (`/a/b?c`). */
export function checkPath(rawUrl: string): PathVerdict {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad' };
  }
  if (decoded.includes('\0') || !rawPath.startsWith('/')) return { kind: 'bad' };
  const plain = plainPath(rawPath);
  return plain === rawPath ? { kind: 'ok' } : { kind: 'redirect', location: `${plain}${search}` };
}

/** Backslashes are slashes, runs of slashes are one, dot segments resolved, as a browser would. */
export function plainPath(rawPath: string): string {
  const url = new URL('http://site.invalid/');
  url.pathname = rawPath.replace(/[\\/]+/g, '/');
  return url.pathname.replace(/\/{2,}/g, '/');
}

/** The request as a URL on the site's origin; the path is taken as a path, never as an authority. */
export function siteRequestUrl(rawUrl: string, siteUrl: string): URL {
  const queryAt = rawUrl.indexOf('?');
  const url = new URL(siteUrl);
  url.pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  url.search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  return url;
}

const redirectMap = new Map(redirects.map(({ from, to }) => [from, to]));

/** Spec redirects and trailing-slash normalisation, both permanent. */
export function redirectTarget(req: Request): string | null {
  const { pathname, search } = siteRequestUrl(req.originalUrl, 'http://site.invalid');
  const mapped = redirectMap.get(pathname.toLowerCase());
  if (mapped) return mapped;
  if (pathname.length > 1 && pathname.endsWith('/')) return `${pathname.replace(/\/+$/, '') || '/'}${search}`;
  return null;
}
