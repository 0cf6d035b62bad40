import type { PageHead } from '@site-kit/contract';
import { describe, expect, it } from 'vitest';
import { buildHead, headToHtml, structuredDataToHtml } from './head-tags';
import { breadcrumbTrail, hasOwnBreadcrumb, siteJsonLd, titleCase } from './site-jsonld';

const head: PageHead = {
  title: 'Car Lockout <Fast> & "Safe"',
  description: 'Locked out? We open cars without damage.',
  keywords: ['car lockout', 'locksmith'],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Service', name: 'Car </script> Lockout' }],
};

describe('buildHead', () => {
  const doc = buildHead(head, { siteUrl: 'https://www.example.com', path: '/services/car-lockout', siteJsonLd: [] });
  const html = headToHtml(doc) + structuredDataToHtml(doc);

  it('emits exactly one title and one absolute www canonical', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/services/car-lockout">');
  });

  it('escapes text and attributes, and keeps JSON-LD from closing its script', () => {
    // One escaper for text and attributes: quotes are escaped in the title too (the browser shows the same title).
    expect(html).toContain('<title>Car Lockout &lt;Fast&gt; &amp; &quot;Safe&quot;</title>');
    expect(html).toContain('content="Car Lockout &lt;Fast&gt; &amp; &quot;Safe&quot;"');
    expect(html).not.toContain('</script> Lockout');
    expect(html).toContain('\\u003c/script> Lockout');
  });

  it('has social, geo, robots and alternate-language tags with a 1200x630 image', () => {
    expect(html).toContain('property="og:image:width" content="1200"');
    expect(html).toContain('property="og:image:height" content="630"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain('name="geo.region" content="US-MO"');
    expect(html).toContain('name="robots" content="index,follow"');
    expect(html).toContain('hreflang="en-US"');
    expect(html).toContain('hreflang="x-default"');
  });

  it('uses the root canonical with a trailing slash on the home page', () => {
    const home = headToHtml(buildHead(head, { siteUrl: 'https://www.example.com', path: '/', siteJsonLd: [] }));
    expect(home).toContain('href="https://www.example.com/"');
  });
});

describe('breadcrumbs', () => {
  const routes = { '/services': { remote: 'mfe_services' as const, module: './ServicesIndexPage', label: 'Services' } };

  it('starts at Home, uses known labels, and title-cases unknown segments', () => {
    expect(breadcrumbTrail('/services/car-lockout', routes)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Car Lockout', path: '/services/car-lockout' },
    ]);
    expect(titleCase('key-fob-programming')).toBe('Key Fob Programming');
    expect(titleCase('caf%C3%A9-keys')).toBe('Café Keys');
    // Not valid percent-encoding (a truncated UTF-8 escape): shown as it came, never thrown.
    expect(titleCase('%E0%A4%A')).toBe('%E0%A4%A');
    expect(breadcrumbTrail('/services/%E0%A4%A', {}).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Services',
      '%E0%A4%A',
    ]);
  });

  it('adds the Organization everywhere and a BreadcrumbList except on home or pages with their own', () => {
    expect(siteJsonLd('https://w.example', '/', head, routes, []).map((r) => r['@type'])).toEqual(['Organization']);
    expect(siteJsonLd('https://w.example', '/about', head, routes, []).map((r) => r['@type'])).toEqual([
      'Organization',
      'BreadcrumbList',
    ]);
    const own: PageHead = { ...head, jsonLd: [{ '@type': 'WebPage', breadcrumb: { '@type': 'BreadcrumbList' } }] };
    expect(hasOwnBreadcrumb(own)).toBe(true);
    expect(siteJsonLd('https://w.example', '/x', own, routes, []).map((r) => r['@type'])).toEqual(['Organization']);
  });
});
