import { business, type RouteEntry, type RoutesModule } from 'site-kit';
import { cities, cityPath } from './data/cities';

export const routes: RouteEntry[] = [
  {
    path: '/service-areas',
    module: './ServiceAreasPage',
    head: {
      title: `Service Areas | ${business.shortName}`,
      description: 'Cities and counties we serve across Missouri and Illinois.',
      keywords: ['service areas'],
      jsonLd: [],
    },
    breadcrumb: 'Service Areas',
    sitemap: true,
  },
  ...cities.map(
    (city, index): RouteEntry => ({
      path: cityPath(city),
      module: './CityPage',
      props: { slug: city.slug },
      head: {
        title: `Locksmith in ${city.cityName}, ${city.stateAbbr} | ${business.shortName}`,
        description: `24/7 mobile locksmith in ${city.cityName}, ${city.stateAbbr}: lockouts, rekeying and new locks, with a technician on the way in minutes.`,
        keywords: [`locksmith ${city.cityName}`],
        jsonLd: [],
      },
      breadcrumb: city.cityName,
      sitemap: true,
      nav: { lists: ['areas-summary', 'areas-primary'], label: city.cityName, order: index },
    }),
  ),
];

const routesModule: RoutesModule = { routes };
export default routesModule;
