/**
 * Structured data for the services pages. The route tables are static, so URLs use the business's
 * canonical domain; `@id` matches the Organization record the shell adds to every page.
 */

import { business, openAllDay, organizationId, postalAddress, serviceArea, siteOrigin } from '@site-kit/brand';
import type { JsonObject } from '@site-kit/contract';
import { servicePath, services } from './content/services';
import type { PriceRange, Service } from './content/types';

export const absoluteUrl = (path: string): string => `${siteOrigin}${path}`;

export const provider: JsonObject = {
  '@type': 'Locksmith',
  '@id': organizationId,
  name: business.name,
  telephone: business.phone.e164,
  url: `${siteOrigin}/`,
  priceRange: business.priceRange,
  address: postalAddress,
};

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

export function serviceJsonLd(service: Service): JsonObject {
  const url = absoluteUrl(servicePath(service.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.meta.description,
    url,
    provider,
    areaServed,
    hoursAvailable: openAllDay,
    ...(service.price ? { offers: offer(service.price, url) } : {}),
  };
}

/** The index page lists every service page (an ItemList of their URLs). */
export function servicesListJsonLd(): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${business.name} services`,
    itemListElement: services.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: service.title,
      url: absoluteUrl(servicePath(service.slug)),
    })),
  };
}
