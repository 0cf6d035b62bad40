/**
 * The cities team's route table: /service-areas and one page per city, with each page's head,
 * JSON-LD, breadcrumb label and place in the shell's frame lists.
 */

import { business, claims } from '@site-kit/brand';
import type { RouteEntry, RoutesModule, SiteContext } from '@site-kit/contract';
import { cities, cityLabel, cityPath, counties, listedCities, placeName } from './places/directory';
import { framePlacements } from './places/links';
import { cityMeta } from './places/meta';
import { cityPageLinks, QUOTE_FORM_PAGE } from './places/services';
import type { CityProfile } from './places/types';
import { cityLocksmithJsonLd, cityWebPageJsonLd } from './seo/city-jsonld';

const serviceAreasRoute: RouteEntry = {
  path: '/service-areas',
  module: './ServiceAreasPage',
  head: {
    title: `Locksmith Service Areas in St. Louis, MO & Metro East IL | ${business.shortName}`,
    description: `${business.name} serves ${claims.citiesServed}+ cities within ${claims.serviceRadiusMiles} miles of St. Louis: ${listedCities.length} city pages plus ${counties.length} counties in Missouri and Illinois, 24/7.`,
    keywords: ['locksmith service areas', 'St. Louis County locksmith', 'Metro East locksmith', 'locksmith near me'],
    jsonLd: [],
  },
  breadcrumb: 'Service Areas',
  sitemap: true,
  nav: { lists: ['primary'], label: 'Areas', order: 50 },
  links: [QUOTE_FORM_PAGE],
};

/** Reads only the profile and meta text: this module ships to the browser, the pages' copy does not. */
function cityRoute(profile: CityProfile, site: SiteContext): RouteEntry {
  const city = { ...profile, ...cityMeta[profile.slug] };
  const placement = framePlacements.findIndex((entry) => entry.slug === city.slug);
  const frame = framePlacements[placement];
  return {
    path: cityPath(city.slug),
    module: './CityPage',
    props: { slug: city.slug },
    head: {
      title: `${city.metaTitle} | ${business.shortName}`,
      description: city.metaDescription,
      keywords: [
        `locksmith ${placeName(city)}`,
        `emergency locksmith ${city.cityName}`,
        `car lockout ${city.cityName}`,
        `lock rekeying ${city.cityName}`,
        ...city.zipCodes.map((zip) => `locksmith ${zip}`),
      ],
      jsonLd: [cityLocksmithJsonLd(city, site), cityWebPageJsonLd(city, site)],
    },
    breadcrumb: cityLabel(city),
    sitemap: true,
    links: cityPageLinks,
    ...(frame ? { nav: { lists: frame.lists, label: frame.label, order: placement } } : {}),
  };
}

export const routes = (site: SiteContext): readonly RouteEntry[] => [
  serviceAreasRoute,
  ...cities.map((city) => cityRoute(city, site)),
];

const routesModule: RoutesModule = { routes };
export default routesModule;
