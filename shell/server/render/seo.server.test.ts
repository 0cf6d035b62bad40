import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo.server';
import type { SiteIndex } from './site-index.server';

const route = (path: string, extra: { sitemap?: boolean; robots?: string } = {}) =>
  [
    path,
    {
      path,
      owner: 'shell' as const,
      sitemap: extra.sitemap ?? true,
      head: {
        title: path,
        description: '',
        keywords: [],
        jsonLd: [],
        ...(extra.robots ? { robots: extra.robots } : {}),
      },
      indexed: { remote: 'shell' as const, module: 'x', label: path },
    },
  ] as const;

describe('sitemap.xml and robots.txt', () => {
  const index = {
    routes: new Map([
      route('/about'),
      route('/'),
      route('/hidden', { sitemap: false }),
      route('/x', { robots: 'noindex' }),
    ]),
  } as unknown as SiteIndex;

  it('lists exactly the indexable routes as absolute URLs, home first', () => {
    const xml = sitemapXml(index, 'https://www.example.com');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.com/',
      'https://www.example.com/about',
    ]);
  });

  it('points robots at the sitemap', () => {
    expect(robotsTxt('https://www.example.com')).toContain('Sitemap: https://www.example.com/sitemap.xml');
    const lines = robotsTxt('https://www.example.com').split('\n');
    expect(lines).toContain('Disallow: /api/');
    // The inbox is on its own origin (F30): the public site's robots.txt does not point at it.
    expect(lines.filter((line) => line.includes('owner'))).toEqual([]);
  });
});
