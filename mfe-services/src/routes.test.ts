import { business, claims } from '@site-kit/brand';
import type { JsonObject } from '@site-kit/contract';
import { describe, expect, it } from 'vitest';
import { services } from './content/services';
import routesModule from './routes';

// A staging site: every URL in the table is built from the site's run-time URL (SITE_URL), not production's.
const site = { siteUrl: 'https://staging.gateway.test' };
const routes = routesModule.routes(site);
const [servicesIndexRoute, ...serviceRoutes] = routes;

const record = (jsonLd: readonly JsonObject[], type: string): Record<string, unknown> => {
  const found = jsonLd.find((item) => item['@type'] === type);
  if (!found) throw new Error(`no ${type} record`);
  return found as Record<string, unknown>;
};

describe('route table', () => {
  it('has /services and one route per service, all in the sitemap, exposed as the default export', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/services',
      ...services.map((service) => `/services/${service.slug}`),
    ]);
    expect(servicesIndexRoute?.module).toBe('./ServicesIndexPage');
    for (const route of serviceRoutes) expect(route.module).toBe('./ServicePage');
    expect(routes.every((route) => route.sitemap)).toBe(true);
  });

  it('lists the 11 service pages in the services nav in the spec order, labelled by title', () => {
    const listed = routes.filter((route) => route.nav?.lists.includes('services'));
    expect(listed).toHaveLength(11);
    const ordered = [...listed].sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0));
    expect(ordered.map((route) => route.path)).toEqual(services.map((service) => `/services/${service.slug}`));
    expect(ordered.map((route) => route.nav?.label)).toEqual(services.map((service) => service.title));
    expect(new Set(listed.map((route) => route.nav?.order)).size).toBe(11);
  });

  it('declares its own header link, the Services menu, between Home and About', () => {
    expect(routes.filter((route) => route.nav?.lists.includes('primary')).map((route) => route.path)).toEqual([
      '/services',
    ]);
    expect(servicesIndexRoute?.nav).toEqual({ lists: ['primary'], label: 'Services', order: 20 });
  });

  it('gives breadcrumb labels for Home › Services › Title and passes the slug to the page', () => {
    expect(servicesIndexRoute?.breadcrumb).toBe('Services');
    serviceRoutes.forEach((route, index) => {
      expect(route.breadcrumb).toBe(services[index]?.title);
      expect(route.props).toEqual({ slug: services[index]?.slug });
    });
  });

  it('has unique titles (60 characters at most, with the brand) and descriptions of 120-160 characters', () => {
    const titles = routes.map((route) => route.head.title);
    const descriptions = routes.map((route) => route.head.description);
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.head.title, route.path).toMatch(new RegExp(` \\| ${business.shortName}$`));
      expect(route.head.title.length, route.head.title).toBeLessThanOrEqual(60);
      expect(route.head.description.length, route.path).toBeGreaterThanOrEqual(120);
      expect(route.head.description.length, route.path).toBeLessThanOrEqual(160);
      expect(route.head.keywords.length, route.path).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('JSON-LD', () => {
  const { siteUrl } = site;

  it('describes each service with the business as provider, the metro as area served, and its URL', () => {
    for (const route of serviceRoutes) {
      const service = record(route.head.jsonLd, 'Service');
      expect(service['@context']).toBe('https://schema.org');
      expect(service.url).toBe(`${siteUrl}${route.path}`);
      expect(service.name).toBe(route.breadcrumb);
      expect(service.provider).toMatchObject({
        '@type': 'Locksmith',
        '@id': `${siteUrl}/#organization`,
        name: business.name,
        telephone: business.phone.e164,
        url: `${siteUrl}/`,
      });
      expect(service.areaServed).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: expect.stringMatching(/St\. Louis/) }),
          {
            '@type': 'GeoCircle',
            geoMidpoint: { '@type': 'GeoCoordinates', ...business.geo },
            geoRadius: claims.serviceRadiusMeters,
          },
        ]),
      );
    }
  });

  it('has offers only where a price is published: lock rekeying at $25-$50 per lock', () => {
    const withOffers = serviceRoutes.filter((route) => 'offers' in record(route.head.jsonLd, 'Service'));
    expect(withOffers.map((route) => route.path)).toEqual(['/services/lock-rekeying']);
    const offers = record(withOffers[0]?.head.jsonLd ?? [], 'Service').offers;
    expect(offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      priceSpecification: { minPrice: 25, maxPrice: 50, priceCurrency: 'USD', unitText: 'per lock' },
    });
  });

  it('lists every service page on the index', () => {
    const list = record(servicesIndexRoute?.head.jsonLd ?? [], 'ItemList');
    expect((list.itemListElement as { url: string }[]).map((item) => item.url)).toEqual(
      serviceRoutes.map((route) => `${siteUrl}${route.path}`),
    );
  });

  it('is plain JSON (what the shell serializes is what the route holds)', () => {
    for (const route of routes) expect(JSON.parse(JSON.stringify(route.head.jsonLd))).toEqual(route.head.jsonLd);
  });
});
