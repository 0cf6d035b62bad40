import { claims } from '@site-kit/brand';
import { distanceText } from '../../places/faqs';
import { milesFromBase } from '../../places/geo';
import type { CityPageParams } from '../../places/types';
import { CityScene } from '../CityScene';
import styles from './city.module.css';

export function CityIntro({ city }: { city: CityPageParams }) {
  return (
    <section className="section section-alt" aria-labelledby="city-intro-title">
      <div className={`container ${styles.split}`}>
        <div>
          <h2 id="city-intro-title">Your Mobile Locksmith in {city.cityName}</h2>
          <p className={styles.introText}>{city.intro}</p>
          <p>
            We come to you anywhere in our {claims.serviceRadiusMiles}-mile service area: the van carries the tools, key
            blanks and locks to finish most jobs on the first visit.
          </p>
        </div>
        <aside className={styles.glance} aria-labelledby="city-glance-title">
          <CityScene illustration={city.cityImage} />
          <h3 id="city-glance-title">{city.cityName} at a Glance</h3>
          <dl className={styles.facts}>
            <dt>County</dt>
            <dd>
              {city.county}, {city.stateName}
            </dd>
            <dt>Zip codes</dt>
            <dd>{city.zipCodes.join(', ')}</dd>
            <dt>From our base</dt>
            <dd>{distanceText(milesFromBase(city.geo))}</dd>
            <dt>Typical arrival</dt>
            <dd>about {claims.responseMinutes} minutes</dd>
          </dl>
        </aside>
      </div>
    </section>
  );
}
