import { business, claims } from '@site-kit/brand';
import { CallButton, Icon } from '@site-kit/brand/ui';
import { CallToAction } from '../components/CallToAction';
import { CityLinkList } from '../components/CityLinkList';
import { ServiceRadiusMap } from '../components/ServiceRadiusMap';
import { countiesByState, stateNames } from '../places/coverage';
import { cities, cityLabel, cityPath, counties, listedCities, otherCities } from '../places/directory';
import styles from './ServiceAreasPage.module.css';

const unlistedPages = cities.filter((city) => !city.listed);

export default function ServiceAreasPage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="areas-title">
        <div className="container">
          <p className="eyebrow">Missouri &amp; Illinois</p>
          <h1 id="areas-title">Locksmith Service Areas</h1>
          <p className="lead">
            Mobile locksmiths in {claims.citiesServed}+ cities within {claims.serviceRadiusMiles} miles of downtown St.
            Louis, on both sides of the river. {business.hours.label}.
          </p>
          <CallButton placement="areas-hero" />
        </div>
      </section>

      <section className="section" aria-labelledby="areas-cities-title">
        <div className="container">
          <h2 id="areas-cities-title" className="section-title">
            {listedCities.length} Cities We Serve Every Day
          </h2>
          <p className="lead">Each has its own page with local neighborhoods, landmarks and zip codes.</p>
          <ul className={`grid grid-3 ${styles.cards}`} aria-labelledby="areas-cities-title">
            {listedCities.map((city) => (
              <li key={city.slug} className={`card ${styles.card}`}>
                <h3 className={styles.cardTitle}>{cityLabel(city)}</h3>
                <p className={styles.county}>{city.county}</p>
                <p>{city.summary}</p>
                <a className={styles.cardLink} href={cityPath(city.slug)}>
                  Locksmith in {city.cityName} <Icon name="arrowRight" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="areas-counties-title">
        <div className="container">
          <h2 id="areas-counties-title" className="section-title">
            Counties We Cover
          </h2>
          <div className="grid grid-2">
            {countiesByState(counties).map((group) => (
              <div key={group.state} className="card">
                <h3>{stateNames[group.state]}</h3>
                <ul className="check-list">
                  {group.names.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="areas-more-title">
        <div className={`container split ${styles.more}`}>
          <div>
            <h2 id="areas-more-title">More Cities We Serve</h2>
            <CityLinkList
              label="More city pages"
              links={unlistedPages.map((city) => ({ slug: city.slug, label: cityLabel(city) }))}
            />
            <p>
              Also: {otherCities.map((city) => `${city.name}, ${city.stateAbbr}`).join('; ')}. Not listed? If you are
              within {claims.serviceRadiusMiles} miles of St. Louis, call: we very likely cover you.
            </p>
          </div>
          <ServiceRadiusMap />
        </div>
      </section>

      <CallToAction
        placement="areas-cta"
        title="Locked Out Anywhere in the Area?"
        text={`One call reaches a technician on either side of the river, ${business.hours.label.toLowerCase()}.`}
      />
    </>
  );
}
