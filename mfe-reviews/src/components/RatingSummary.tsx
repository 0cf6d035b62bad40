import { claims } from '@site-kit/brand';
import { Link } from 'react-router-dom';
import styles from './RatingSummary.module.css';
import { StarRating } from './StarRating';

/** One line: five stars, how many verified five-star reviews, a link to the reviews page. */
export function RatingSummary() {
  return (
    <p className={styles.summary}>
      <StarRating rating={5} />
      <span>
        {`${claims.verifiedFiveStarReviews}+ verified five-star reviews. `}
        <Link to="/reviews">Read customer reviews</Link>
      </span>
    </p>
  );
}
