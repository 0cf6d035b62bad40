import { MapFacade } from '@site-kit/brand/ui';
import { placeName } from '../../places/directory';
import type { CityPageParams } from '../../places/types';
import styles from './city.module.css';

export function LocalArea({ city }: { city: CityPageParams }) {
  const place = placeName(city);
  return (
    <section className="section section-alt" aria-labelledby="city-area-title">
      <div className="container">
        <h2 id="city-area-title" className="section-title">
          Where We Work in {city.cityName}
        </h2>
        <p className="lead">Neighborhoods, landmarks and zip codes our technicians cover every day.</p>
        <div className="grid grid-3">
          <div className="card">
            <h3>Neighborhoods</h3>
            <ul className="check-list">
              {city.neighborhoods.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>Landmarks</h3>
            <ul className="check-list">
              {city.landmarks.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>Zip Codes</h3>
            <ul className="badge-list">
              {city.zipCodes.map((zip) => (
                <li key={zip} className="badge">
                  {zip}
                </li>
              ))}
            </ul>
            <p className={styles.muted}>
              {city.county}, {city.stateName}
            </p>
          </div>
        </div>
        <div className={styles.map}>
          <MapFacade place={place} zoom={13} caption={`Our service area around ${city.cityName}`} />
        </div>
      </div>
    </section>
  );
}
