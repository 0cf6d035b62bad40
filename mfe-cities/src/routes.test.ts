import { business, claims } from '@site-kit/brand';
import type { JsonObject, NavList, RouteEntry } from '@site-kit/contract';
import { describe, expect, it } from 'vitest';
import { cities, cityPath, profileOf } from './places/directory';
import { cityPageLinks } from './places/services';
import { routes as routesFor } from './routes';

// A staging site: every URL in the table is built from the site's run-time URL (SITE_URL), not production's.
const site = { siteUrl: 'https://staging.gateway.test' };
const routes = routesFor(site);

const cityRoutes = routes.filter((route) => route.module === './CityPage');
const recordOf = (route: RouteEntry, type: string) =>
  route.head.jsonLd.find((record) => record['@type'] === type) as Record<string, unknown> | undefined;

/** The shell's rule (site-index.server.ts): entries of a list sorted by `order`. */
const frameList = (list: NavList) =>
  routes
    .filter((route) => route.nav?.lists.includes(list))
    .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
    .map((route) => [route.nav?.label, route.path]);

describe('route table', () => {
  it('serves /service-areas and one page per city, every path unique and in the sitemap', () => {
    expect(routes[0]?.path).toBe('/service-areas');
    expect(cityRoutes.map((route) => route.path)).toEqual(cities.map((city) => cityPath(city.slug)));
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    expect(routes.every((route) => route.sitemap)).toBe(true);
    expect(routes.map((route) => route.path)).not.toContain('/locksmith-st-louis-mo');
    for (const route of cityRoutes) expect(route.props).toEqual({ slug: route.path.replace('/locksmith-', '') });
  });

  it('gives every route a unique title and description', () => {
    const titles = routes.map((route) => route.head.title);
    const descriptions = routes.map((route) => route.head.description);
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
    expect(routes[0]?.head.description).toContain(`${claims.citiesServed}+ cities`);
  });

  it('labels breadcrumbs uniquely (the two O\u2019Fallons included)', () => {
    const labels = cityRoutes.map((route) => route.breadcrumb);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain("O'Fallon, MO");
    expect(labels).toContain("O'Fallon, IL");
  });

  it('declares each page’s links to other sections, and its own header link', () => {
    for (const route of cityRoutes) expect(route.links).toEqual(cityPageLinks);
    expect(routes[0]?.links).toEqual(['/']);
    expect(frameList('primary')).toEqual([['Areas', '/service-areas']]);
  });

  it('puts the spec eight, in order, in the mobile menu summary', () => {
    expect(frameList('areas-summary')).toEqual([
      ['St. Louis', '/locksmith-downtown-st-louis-mo'],
      ['Chesterfield', '/locksmith-chesterfield-mo'],
      ['Clayton', '/locksmith-clayton-mo'],
      ['St. Charles', '/locksmith-st-charles-mo'],
      ['Florissant', '/locksmith-florissant-mo'],
      ['Belleville', '/locksmith-belleville-il'],
      ['Maryland Heights', '/locksmith-maryland-heights-mo'],
      ["O'Fallon", '/locksmith-ofallon-mo'],
    ]);
  });

  it('puts nine Missouri and Illinois cities in the footer and the Organization areaServed', () => {
    const primary = frameList('areas-primary');
    expect(primary).toHaveLength(9);
    const states = primary.map(([, path]) => path?.slice(-2));
    expect(states).toContain('mo');
    expect(states).toContain('il');
    expect(new Set(primary.map(([label]) => label)).size).toBe(9);
  });
});

describe('city JSON-LD', () => {
  it('describes a Locksmith serving the city within the radius, open around the clock', () => {
    for (const route of cityRoutes) {
      const city = profileOf(route.props?.slug as never);
      const url = `${site.siteUrl}${route.path}`;
      const locksmith = recordOf(route, 'Locksmith');
      expect(locksmith).toMatchObject({
        '@context': 'https://schema.org',
        '@id': `${url}#locksmith`,
        url,
        name: business.name,
        telephone: business.phone.e164,
        email: business.email,
        priceRange: '$$',
        address: {
          '@type': 'PostalAddress',
          streetAddress: business.address.street,
          addressLocality: 'St. Louis',
          addressRegion: 'MO',
          postalCode: business.address.postalCode,
        },
        geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            opens: '00:00',
            closes: '23:59',
          },
        ],
      });
      const [area, circle] = (locksmith?.areaServed as JsonObject[] | undefined) ?? [];
      expect(area).toMatchObject(
        city.within
          ? { '@type': 'Place', name: city.cityName, containedInPlace: { '@type': 'City', name: city.within } }
          : { '@type': 'City', name: city.cityName, containedInPlace: { name: city.stateName } },
      );
      expect(circle).toEqual({
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: city.geo.latitude, longitude: city.geo.longitude },
        geoRadius: claims.serviceRadiusMeters,
      });
      const offers =
        (locksmith?.hasOfferCatalog as { itemListElement: JsonObject[] } | undefined)?.itemListElement ?? [];
      expect(offers).toHaveLength(4);
      for (const offer of offers) {
        expect(offer).toMatchObject({ '@type': 'Offer', itemOffered: { '@type': 'Service' } });
        const serviceUrl = String((offer.itemOffered as JsonObject).url);
        expect(cityPageLinks.map((page) => `${site.siteUrl}${page}`)).toContain(serviceUrl);
      }
    }
  });

  it('has a WebPage with its breadcrumb Home › Service Areas › city, published 2025-01-01', () => {
    for (const route of cityRoutes) {
      const page = recordOf(route, 'WebPage');
      const { siteUrl } = site;
      expect(page).toMatchObject({ datePublished: '2025-01-01', url: `${siteUrl}${route.path}` });
      expect(page?.breadcrumb).toEqual({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
          { '@type': 'ListItem', position: 2, name: 'Service Areas', item: `${siteUrl}/service-areas` },
          { '@type': 'ListItem', position: 3, name: route.breadcrumb, item: `${siteUrl}${route.path}` },
        ],
      });
    }
  });

  it('is plain JSON (it travels in the HTML)', () => {
    for (const route of routes) expect(JSON.parse(JSON.stringify(route.head.jsonLd))).toEqual(route.head.jsonLd);
  });
});
