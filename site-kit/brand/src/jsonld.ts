/**
 * schema.org building blocks for the business, so every page describes it the same way. URLs use
 * the canonical www host from `business.domain` (route tables are built before SITE_URL is known).
 */

import type { JsonObject } from '@site-kit/contract';
import { business, claims } from './business.js';

export const siteOrigin = `https://${business.domain}`;
export const organizationId = `${siteOrigin}/#organization`;
export const localBusinessId = `${siteOrigin}/#locksmith`;

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
export function locksmithJsonLd(extra: JsonObject = {}): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Locksmith',
    '@id': localBusinessId,
    name: business.name,
    url: `${siteOrigin}/`,
    telephone: business.phone.e164,
    email: business.email,
    image: `${siteOrigin}/og/gateway-locksmith-1200x630.jpg`,
    logo: `${siteOrigin}/brand/logo-512.png`,
    priceRange: business.priceRange,
    address: postalAddress,
    geo: geoCoordinates(),
    openingHoursSpecification: [openAllDay],
    areaServed: serviceArea(),
    paymentAccepted: business.paymentMethods.join(', '),
    foundingDate: String(business.foundedYear),
    parentOrganization: { '@id': organizationId },
    ...extra,
  };
}
