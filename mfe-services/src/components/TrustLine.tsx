import { business, claims } from '@site-kit/brand';
import { Icon } from '@site-kit/brand/ui';
import { radius } from '../content/facts';
import styles from './TrustLine.module.css';

/** The business's standing claims, in one short row under a hero. */
export function TrustLine() {
  const items = [
    { icon: 'shield', text: 'Licensed, bonded & insured' },
    { icon: 'calendar', text: `Serving St. Louis since ${business.foundedYear}` },
    { icon: 'star', text: `${claims.verifiedFiveStarReviews}+ verified five-star reviews` },
    { icon: 'mapPin', text: `${claims.citiesServed}+ cities within ${radius}` },
  ] as const;
  return (
    <ul className={styles.trust}>
      {items.map((item) => (
        <li key={item.text}>
          <Icon name={item.icon} />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
