/**
 * Structured data of a city page: a Locksmith (LocalBusiness subtype) serving the city within the
 * service radius, and the WebPage that carries the page's breadcrumb (so the shell adds none).
 */

import { business, geoCoordinates, openAllDay, organizationId, postalAddress, serviceArea } from '@site-kit/brand';
import type { JsonObject, SiteContext } from '@site-kit/contract';
import { cityLabel, cityPath, placeName } from '../places/directory';
import { catalogServices } from '../places/services';
import type { CityMeta, CityProfile } from '../places/types';

export const DATE_PUBLISHED = '2025-01-01';

/** A city, or a neighbourhood (Downtown, the Central West End) inside its city. */
function servedPlace(city: CityProfile): JsonObject {
  const state = { '@type': 'State', name: city.stateName };
  return city.within
    ? {
        '@type': 'Place',
        name: city.cityName,
        containedInPlace: { '@type': 'City', name: city.within, containedInPlace: state },
      }
    : { '@type': 'City', name: city.cityName, containedInPlace: state };
}

/**
 * Not site-kit's `locksmithJsonLd`: this record has its own `@id`, url and image, a per-city
 * areaServed and offer catalog, and leaves out logo, payment and founding date.
 */
export function cityLocksmithJsonLd(city: CityProfile, { siteUrl }: SiteContext): JsonObject {
  const url = `${siteUrl}${cityPath(city.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Locksmith',
    '@id': `${url}#locksmith`,
    name: business.name,
    url,
    image: `${siteUrl}/brand/logo-512.png`,
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    address: postalAddress,
    geo: geoCoordinates(),
    openingHoursSpecification: [openAllDay],
    areaServed: [servedPlace(city), serviceArea(city.geo.latitude, city.geo.longitude)],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `Locksmith services in ${placeName(city)}`,
      itemListElement: catalogServices.map(({ name, page }) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name, url: `${siteUrl}${page}` },
      })),
    },
    parentOrganization: { '@id': organizationId(siteUrl) },
  };
}

export function cityWebPageJsonLd(city: CityProfile & CityMeta, { siteUrl }: SiteContext): JsonObject {
  const url = `${siteUrl}${cityPath(city.slug)}`;
  const crumbs = [
    { name: 'Home', item: `${siteUrl}/` },
    { name: 'Service Areas', item: `${siteUrl}/service-areas` },
    { name: cityLabel(city), item: url },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: city.metaTitle,
    description: city.metaDescription,
    inLanguage: 'en-US',
    datePublished: DATE_PUBLISHED,
    about: { '@id': `${url}#locksmith` },
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  };
}
