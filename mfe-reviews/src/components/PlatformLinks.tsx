import { reviewPlatforms } from '../content/platforms';
import styles from './PlatformLinks.module.css';

/** Links to our profiles on the review platforms, in the spec's order: Google, Yelp, Facebook. */
export function PlatformLinks() {
  return (
    <ul className={styles.links}>
      {reviewPlatforms.map((platform) => (
        <li key={platform.id}>
          <a className="btn btn-secondary btn-block" href={platform.url} rel="noopener">
            {platform.name} Reviews
          </a>
        </li>
      ))}
    </ul>
  );
}
