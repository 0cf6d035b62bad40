import { claims } from '@site-kit/brand';
import styles from './RatingSummary.module.css';
import { StarRating } from './StarRating';

/**
 * One line: five stars, how many verified five-star reviews, a link to the reviews page. A plain
 * link: links load documents (PF11), and the footer's summary on every page need not load the router.
 */
export function RatingSummary() {
  return (
    <p className={styles.summary}>
      <StarRating rating={5} />
      <span>
        {`${claims.verifiedFiveStarReviews}+ verified five-star reviews. `}
        <a href="/reviews">Read customer reviews</a>
      </span>
    </p>
  );
}
