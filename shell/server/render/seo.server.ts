/** /sitemap.xml and /robots.txt from the merged route table. */
import { escapeHtml } from '@site-kit/brand';
import type { SiteIndex } from './site-index.server';

export function sitemapXml(index: SiteIndex, siteUrl: string): string {
  const urls = [...index.routes.values()]
    .filter((route) => route.sitemap && !(route.head.robots ?? '').includes('noindex'))
    .map((route) => route.path)
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
    .map((path) => `<url><loc>${escapeHtml(`${siteUrl}${path === '/' ? '/' : path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
