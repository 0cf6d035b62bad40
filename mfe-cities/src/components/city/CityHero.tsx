import { business, claims, discountLine } from '@site-kit/brand';
import { CallButton, Icon } from '@site-kit/brand/ui';
import { placeName } from '../../places/directory';
import { QUOTE_FORM_LINK } from '../../places/services';
import type { CityPageParams } from '../../places/types';
import { CityScene } from '../CityScene';
import styles from './city.module.css';

export function CityHero({ city }: { city: CityPageParams }) {
  return (
    <section className={styles.hero} aria-labelledby="city-title">
      <div className={`container ${styles.heroInner}`}>
        <p className={styles.heroEyebrow}>
          {city.county}, {city.stateName}
        </p>
        <h1 id="city-title">
          {business.hours.short} Locksmith in {placeName(city)}
        </h1>
        <p className={styles.heroLead}>
          Locked out, lost a key or need new locks in {city.cityName}? A licensed, bonded and insured technician can be
          with you in about {claims.responseMinutes} minutes, day or night, holidays included.
        </p>
        <div className={styles.heroActions}>
          <CallButton placement="city-hero" />
          <a className={`btn ${styles.heroQuote}`} href={QUOTE_FORM_LINK}>
            Get a Free Quote
          </a>
        </div>
        <p className={styles.heroOffer}>
          <Icon name="tag" /> {discountLine}
        </p>
      </div>
      <CityScene illustration={city.heroImage} className={styles.heroScene} />
    </section>
  );
}
