import { cityLabel, profileOf } from '../../places/directory';
import { nearbySlugs } from '../../places/links';
import type { CityPageParams } from '../../places/types';
import { CityLinkList } from '../CityLinkList';

export function NearbyAreas({ city }: { city: CityPageParams }) {
  const links = nearbySlugs(city.slug).map((slug) => ({ slug, label: cityLabel(profileOf(slug)) }));
  return (
    <section className="section" aria-labelledby="city-nearby-title">
      <div className="container">
        <h2 id="city-nearby-title">Nearby Areas We Serve</h2>
        <CityLinkList label={`Areas near ${city.cityName}`} links={links} />
        <a className="btn btn-ghost" href="/service-areas">
          View All Areas
        </a>
      </div>
    </section>
  );
}
