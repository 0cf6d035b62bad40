/**
 * The document head for a route, serialized into the server HTML: every page is a document of its
 * own (links load the next page), so the head is only ever written by the server.
 */

import { business, escapeHtml, jsonForScript } from '@site-kit/brand';
import type { JsonObject, PageHead } from '@site-kit/contract';

export const DEFAULT_OG_IMAGE = '/og/gateway-locksmith-1200x630.jpg';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; json: JsonObject };

export interface HeadDocument {
  title: string;
  tags: HeadTag[];
}

export interface HeadContext {
  siteUrl: string;
  path: string;
  /** Extra site-wide records (Organization, BreadcrumbList) appended after the page's own. */
  siteJsonLd: readonly JsonObject[];
}

export const absoluteUrl = (siteUrl: string, path: string): string => `${siteUrl}${path === '/' ? '/' : path}`;

export function buildHead(head: PageHead, { siteUrl, path, siteJsonLd }: HeadContext): HeadDocument {
  const canonical = absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, head.ogImage ?? DEFAULT_OG_IMAGE);
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });
  const { latitude, longitude } = business.geo;
  return {
    title: head.title,
    tags: [
      meta({ name: 'description', content: head.description }),
      meta({ name: 'keywords', content: head.keywords.join(', ') }),
      meta({ name: 'robots', content: head.robots ?? 'index,follow' }),
      link({ rel: 'canonical', href: canonical }),
      link({ rel: 'alternate', hreflang: 'en-US', href: canonical }),
      link({ rel: 'alternate', hreflang: 'x-default', href: canonical }),
      meta({ property: 'og:type', content: head.ogType ?? 'website' }),
      meta({ property: 'og:site_name', content: business.name }),
      meta({ property: 'og:locale', content: 'en_US' }),
      meta({ property: 'og:title', content: head.title }),
      meta({ property: 'og:description', content: head.description }),
      meta({ property: 'og:url', content: canonical }),
      meta({ property: 'og:image', content: image }),
      meta({ property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) }),
      meta({ property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) }),
      meta({ property: 'og:image:alt', content: `${business.name}: 24/7 mobile locksmith in St. Louis` }),
      meta({ name: 'twitter:card', content: 'summary_large_image' }),
      meta({ name: 'twitter:title', content: head.title }),
      meta({ name: 'twitter:description', content: head.description }),
      meta({ name: 'twitter:image', content: image }),
      meta({ name: 'geo.region', content: `US-${business.address.region}` }),
      meta({ name: 'geo.placename', content: business.address.city }),
      meta({ name: 'geo.position', content: `${latitude};${longitude}` }),
      meta({ name: 'ICBM', content: `${latitude}, ${longitude}` }),
      ...[...head.jsonLd, ...siteJsonLd].map((json): HeadTag => ({ tag: 'script', json })),
    ],
  };
}

/** <title>, meta and link tags for <head>. */
export function headToHtml({ title, tags }: HeadDocument): string {
  const parts = [`<title>${escapeHtml(title)}</title>`];
  for (const tag of tags) {
    if (tag.tag !== 'script') {
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
        .join(' ');
      parts.push(`<${tag.tag} ${attrs}>`);
    }
  }
  return parts.join('');
}

/**
 * The JSON-LD records, written at the end of <body>: search engines read them anywhere, and the
 * first bytes of the page stay free for what the visitor sees first.
 */
export function structuredDataToHtml({ tags }: HeadDocument): string {
  return tags
    .map((tag) =>
      tag.tag === 'script' ? `<script type="application/ld+json">${jsonForScript(tag.json)}</script>` : '',
    )
    .join('');
}
