/**
 * Structured data for the services pages, with URLs on the site's run-time URL (SITE_URL); the provider's
 * `@id` matches the Organization record the shell adds to every page.
 */

import { business, openAllDay, organizationId, postalAddress, serviceArea } from '@site-kit/brand';
import type { JsonObject, SiteContext } from '@site-kit/contract';
import { servicePath, services } from './content/services';
import type { PriceRange, Service } from './content/types';

const provider = ({ siteUrl }: SiteContext): JsonObject => ({
  '@type': 'Locksmith',
  '@id': organizationId(siteUrl),
  name: business.name,
  telephone: business.phone.e164,
  url: `${siteUrl}/`,
  priceRange: business.priceRange,
  address: postalAddress,
});

export const areaServed: readonly JsonObject[] = [
  { '@type': 'AdministrativeArea', name: 'Greater St. Louis metropolitan area (Missouri and Illinois)' },
  serviceArea(),
];

const offer = (price: PriceRange, url: string): JsonObject => ({
  '@type': 'Offer',
  url,
  priceCurrency: 'USD',
  priceSpecification: {
    '@type': 'UnitPriceSpecification',
    priceCurrency: 'USD',
    minPrice: price.min,
    maxPrice: price.max,
    unitText: price.unit,
  },
});

export function serviceJsonLd(service: Service, site: SiteContext): JsonObject {
  const url = `${site.siteUrl}${servicePath(service.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.meta.description,
    url,
    provider: provider(site),
    areaServed,
    hoursAvailable: openAllDay,
    ...(service.price ? { offers: offer(service.price, url) } : {}),
  };
}

/** The index page lists every service page (an ItemList of their URLs). */
export function servicesListJsonLd({ siteUrl }: SiteContext): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${business.name} services`,
    itemListElement: services.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: service.title,
      url: `${siteUrl}${servicePath(service.slug)}`,
    })),
  };
}
