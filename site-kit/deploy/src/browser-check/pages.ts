/**
 * Which pages the browser check opens: every route the version owns, the home page, and one page per
 * island of the version, wherever another section places it. Found from the site as the preview
 * serves it (decision P42): its sitemap, then every page's HTML (the paths its links lead to, and
 * the parts its boxes name), as a crawler sees it, so a route or a placement the new version adds
 * is found too.
 */
import { islandNamespace, pathMatchesPattern, type RemoteDefinition } from '@site-kit/contract';

/** What one page of the site holds. */
export interface SitePage {
  path: string;
  /** Island ids placed on it (`forms/CallbackForm`). */
  islands: string[];
  /** Every part's module (`mfe_cities/CityPage`, `mfe_forms/CallbackForm`). */
  modules: string[];
  /** Paths of this site it links to. */
  links: string[];
}

/** The paths a sitemap lists (its `<loc>`s, whatever host they name). */
export function sitemapPaths(xml: string): string[] {
  const paths: string[] = [];
  for (const [, loc = ''] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    try {
      paths.push(new URL(loc.replace(/&amp;/g, '&')).pathname);
    } catch {
      // Not a URL: nothing to open.
    }
  }
  return paths;
}

/** Paths a crawler does not open: the API, the shell's own tools, static files. */
const NOT_A_PAGE = /^\/(api|static)(\/|$)|^\/__|\.[a-z0-9]+$/i;

/** What a page's HTML says: its parts (from their boxes' attributes) and the paths its links lead to. */
export function readPage(path: string, html: string): SitePage {
  const values = (attribute: string) =>
    [...html.matchAll(new RegExp(`\\s${attribute}="([^"]+)"`, 'g'))].map((match) => match[1] ?? '');
  const links = new Set<string>();
  for (const [, href = ''] of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    // Same-site paths only: `/x`, never `//host` or another origin.
    if (!/^\/(?!\/)/.test(href)) continue;
    const linked = href.replace(/[?#].*$/, '').replace(/&amp;/g, '&');
    if (linked && !NOT_A_PAGE.test(linked)) links.add(linked);
  }
  return {
    path,
    islands: [...new Set(values('data-island'))],
    modules: [...new Set(values('data-part-module'))],
    links: [...links],
  };
}

/**
 * The pages to open for `remote`, in order: the home page, every page it owns (by the registry's
 * patterns), then for each of its islands the first page that places it (the home page first).
 */
export function pagesToCheck(remote: RemoteDefinition, pages: readonly SitePage[]): string[] {
  const byPath = [...pages].sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
  const owned = byPath
    .filter((page) => remote.owns.some((pattern) => pathMatchesPattern(pattern, page.path)))
    .map((page) => page.path);
  const namespace = `${islandNamespace(remote)}/`;
  const islandPages = new Map<string, string>();
  for (const page of byPath)
    for (const island of page.islands)
      if (island.startsWith(namespace) && !islandPages.has(island)) islandPages.set(island, page.path);
  return [...new Set(['/', ...owned, ...islandPages.values()])];
}

export interface CrawlOptions {
  siteUrl: string;
  /** The preview cookie: the crawl sees the previewed site. */
  cookie: string;
  /** Pages read at most (a site that links on forever is cut here). */
  maxPages?: number;
  timeoutMs?: number;
}

/** Every page of the site reachable from its sitemap and the home page, read over HTTP, a few at a time. */
export async function crawlSite({
  siteUrl,
  cookie,
  maxPages = 400,
  timeoutMs = 15_000,
}: CrawlOptions): Promise<SitePage[]> {
  const get = (path: string) =>
    fetch(new URL(path, `${siteUrl}/`), {
      headers: { cookie, accept: 'text/html,application/xml' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  const sitemap = await get('/sitemap.xml');
  if (!sitemap.ok) await sitemap.body?.cancel();
  const queue = ['/', ...(sitemap.ok ? sitemapPaths(await sitemap.text()) : [])];
  const seen = new Set(queue);
  const pages: SitePage[] = [];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await get(path);
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
        await response.body?.cancel();
        continue;
      }
      const page = readPage(path, await response.text());
      pages.push(page);
      for (const link of page.links) {
        if (seen.has(link) || seen.size >= maxPages) continue;
        seen.add(link);
        queue.push(link);
      }
    }
  };
  // Four at a time; a worker that finds the queue empty ends while others may still add to it.
  let running: Promise<void>[] = [];
  do {
    running = Array.from({ length: Math.min(4, queue.length) }, worker);
    await Promise.all(running);
  } while (queue.length > 0);
  return pages;
}
