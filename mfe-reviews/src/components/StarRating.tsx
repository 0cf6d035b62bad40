import { Icon } from '@site-kit/brand/ui';
import { MAX_STARS, type StarCount } from '../content/testimonials';
import styles from './StarRating.module.css';

const positions = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

export const ratingLabel = (rating: StarCount): string => `${rating} out of ${MAX_STARS} stars`;

/** Stars drawn inline; assistive technology reads one phrase instead of five pictures. */
export function StarRating({ rating }: { rating: StarCount }) {
  return (
    <span className={styles.stars} role="img" aria-label={ratingLabel(rating)}>
      {positions.map((position) => (
        <Icon
          key={position}
          name="star"
          size={20}
          className={`${styles.star} ${position <= rating ? styles.filled : styles.empty}`}
        />
      ))}
    </span>
  );
}
