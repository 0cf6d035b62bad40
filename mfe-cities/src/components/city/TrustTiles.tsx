import { business, claims } from '@site-kit/brand';
import { Icon, type IconName } from '@site-kit/brand/ui';
import styles from './city.module.css';

interface Tile {
  icon: IconName;
  title: string;
  text: string;
}

const tilesFor = (cityName: string): Tile[] => [
  {
    icon: 'clock',
    title: `${claims.responseMinutes}-Minute Response`,
    text: `A mobile technician heads to ${cityName} as soon as you hang up.`,
  },
  {
    icon: 'shield',
    title: 'Licensed, Bonded & Insured',
    text: 'Vetted technicians who show ID on arrival and stand behind their work.',
  },
  {
    icon: 'calendar',
    title: `Open ${business.hours.short}`,
    text: `${business.hours.label}. Upfront pricing, no hidden fees.`,
  },
  {
    icon: 'star',
    title: `${claims.verifiedFiveStarReviews}+ Five-Star Reviews`,
    text: `Serving homes, drivers and businesses since ${business.foundedYear}.`,
  },
];

export function TrustTiles({ cityName }: { cityName: string }) {
  return (
    <section className={styles.trust} aria-labelledby="city-trust-title">
      <div className="container">
        <h2 id="city-trust-title" className="visually-hidden">
          Why {cityName} calls us
        </h2>
        <ul className={`grid grid-4 ${styles.tiles}`}>
          {tilesFor(cityName).map((tile) => (
            <li key={tile.icon} className={styles.tile}>
              <Icon name={tile.icon} className={styles.tileIcon} />
              <div>
                <h3 className={styles.tileTitle}>{tile.title}</h3>
                <p>{tile.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
