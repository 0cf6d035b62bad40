/**
 * schema.org building blocks for the business, so every page describes it the same way. URLs are
 * built from the site's run-time URL (`siteUrl`, the shell's SITE_URL), so a staging site
 * describes itself, not production.
 */

import type { JsonObject } from '@site-kit/contract';
import { business, claims } from './business.js';

/** The `@id` of the Organization record the shell puts on every page. */
export const organizationId = (siteUrl: string): string => `${siteUrl}/#organization`;
export const localBusinessId = (siteUrl: string): string => `${siteUrl}/#locksmith`;

export const postalAddress: JsonObject = {
  '@type': 'PostalAddress',
  streetAddress: business.address.street,
  addressLocality: business.address.city,
  addressRegion: business.address.region,
  postalCode: business.address.postalCode,
  addressCountry: business.address.country,
};

export const geoCoordinates = (latitude: number = business.geo.latitude, longitude: number = business.geo.longitude) =>
  ({ '@type': 'GeoCoordinates', latitude, longitude }) satisfies JsonObject;

export const openAllDay: JsonObject = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '00:00',
  closes: '23:59',
};

/** The service radius (about 40 miles) around a point, as schema.org wants it. */
export const serviceArea = (latitude: number = business.geo.latitude, longitude: number = business.geo.longitude) =>
  ({
    '@type': 'GeoCircle',
    geoMidpoint: geoCoordinates(latitude, longitude),
    geoRadius: claims.serviceRadiusMeters,
  }) satisfies JsonObject;

/** The business as a Locksmith (a LocalBusiness subtype). */
export function locksmithJsonLd(siteUrl: string, extra: JsonObject = {}): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Locksmith',
    '@id': localBusinessId(siteUrl),
    name: business.name,
    url: `${siteUrl}/`,
    telephone: business.phone.e164,
    email: business.email,
    image: `${siteUrl}/og/gateway-locksmith-1200x630.jpg`,
    logo: `${siteUrl}/brand/logo-512.png`,
    priceRange: business.priceRange,
    address: postalAddress,
    geo: geoCoordinates(),
    openingHoursSpecification: [openAllDay],
    areaServed: serviceArea(),
    paymentAccepted: business.paymentMethods.join(', '),
    foundingDate: String(business.foundedYear),
    parentOrganization: { '@id': organizationId(siteUrl) },
    ...extra,
  };
}
