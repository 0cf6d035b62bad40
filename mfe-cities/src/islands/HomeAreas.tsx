import { claims } from '@site-kit/brand';
import { CityLinkList } from '../components/CityLinkList';
import { ServiceRadiusMap } from '../components/ServiceRadiusMap';
import { countiesByState, countyPhrase, stateNames } from '../places/coverage';
import { extendedCoverage, listedCities } from '../places/directory';
import styles from './HomeAreas.module.css';

/** The home page's #service-areas section: the listed cities, the extra counties and a map. */
export default function HomeAreas() {
  return (
    <section id="service-areas" className="section" aria-labelledby="home-areas-title">
      <div className="container">
        <h2 id="home-areas-title" className="section-title">
          Service Areas Across Greater St. Louis
        </h2>
        <p className="lead">
          Mobile locksmiths in {claims.citiesServed}+ cities within {claims.serviceRadiusMiles} miles of downtown St.
          Louis, on both sides of the Mississippi.
        </p>
        <div className={`split ${styles.layout}`}>
          <div>
            <h3>{listedCities.length} Cities We Serve Every Day</h3>
            <CityLinkList
              label="Cities we serve"
              links={listedCities.map((city) => ({ slug: city.slug, label: city.cityName }))}
            />
            <div className={styles.extra}>
              <h3>Extra Coverage Within {claims.serviceRadiusMiles} Miles</h3>
              <ul className="check-list">
                {countiesByState(extendedCoverage).map((group) => (
                  <li key={group.state}>
                    <strong>{stateNames[group.state]}:</strong> {countyPhrase(group.names)}
                  </li>
                ))}
              </ul>
            </div>
            <a className="btn btn-ghost" href="/service-areas">
              View All Service Areas
            </a>
          </div>
          <ServiceRadiusMap />
        </div>
      </div>
    </section>
  );
}
