import { Icon } from '@site-kit/brand/ui';
import { platformName } from '../content/platforms';
import { formatReviewDate, type Testimonial } from '../content/testimonials';
import { StarRating } from './StarRating';
import styles from './TestimonialCard.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={`card ${styles.card}`}>
      <StarRating rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{testimonial.name}</span>
        <span className={styles.meta}>
          {platformName(testimonial.platform)} review,{' '}
          <time dateTime={testimonial.date}>{formatReviewDate(testimonial.date)}</time>
        </span>
        {testimonial.verified ? (
          <span className={styles.verified}>
            <Icon name="check" size={16} />
            Verified customer
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
