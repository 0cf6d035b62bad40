import { business, claims } from 'site-kit';
import { placeName } from '../../places/directory';
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
            {placeName(city)} is {distanceText(milesFromBase(city.geo))} from our {business.address.city} base and well
            inside our {claims.serviceRadiusMiles}-mile service area. We come to you: the van carries the tools, key
            blanks and locks to finish most jobs on the first visit.
          </p>
        </div>
        <div className={styles.figure}>
          <CityScene illustration={city.cityImage} />
        </div>
      </div>
    </section>
  );
}
