import { business, claims, discountLine, listText } from '@site-kit/brand';
import { CallButton, Icon } from '@site-kit/brand/ui';
import type { PageProps } from '@site-kit/contract';
import { PlatformLinks } from '../components/PlatformLinks';
import { TestimonialCard } from '../components/TestimonialCard';
import { reviewPlatforms } from '../content/platforms';
import { testimonials } from '../content/testimonials';
import styles from './ReviewsPage.module.css';

/** 'Google, Yelp and Facebook' */
const platformNames = listText(reviewPlatforms.map((platform) => platform.name));

/** The call and quote buttons, under the hero and again at the end. */
function CallActions({ placement }: { placement: string }) {
  return (
    <div className={styles.actions}>
      <CallButton placement={placement} />
      <a className="btn btn-ghost" href="/#quote">
        Get {claims.newCustomerDiscountPercent}% Off Quote
      </a>
    </div>
  );
}

export default function ReviewsPage({ host }: PageProps) {
  return (
    <>
      <section className={`section ${styles.hero}`} aria-labelledby="reviews-title">
        <div className="container">
          <span className="eyebrow">Trusted across St. Louis</span>
          <h1 id="reviews-title">Customer Reviews</h1>
          <p className="lead">
            What drivers, homeowners and businesses across St. Louis say about {business.name}:{' '}
            {claims.verifiedFiveStarReviews}+ verified five-star reviews since {business.foundedYear}.
          </p>
          <ul className="badge-list">
            <li className="badge">
              <Icon name="star" />
              {claims.verifiedFiveStarReviews}+ five-star reviews
            </li>
            <li className="badge">
              <Icon name="shield" />
              Licensed, bonded and insured
            </li>
            <li className="badge">
              <Icon name="clock" />
              {business.hours.label}
            </li>
          </ul>
          <CallActions placement="reviews-hero" />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title" className="section-title">
            What Our Customers Say
          </h2>
          <p className="lead">Reviews our customers posted on {platformNames}, in their own words.</p>
          <ul className={`grid grid-3 ${styles.cards}`}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {host.config.reviewsWidget ? (
        <section className="section" aria-labelledby="latest-reviews-title">
          <div className="container">
            <h2 id="latest-reviews-title" className="section-title">
              Latest Reviews
            </h2>
            <p className="lead">New reviews from {platformNames} as they come in.</p>
            <host.Island id="reviews/ReviewsWidget" props={{ placement: 'page' }} />
          </div>
        </section>
      ) : null}

      <section className="section section-alt" aria-labelledby="platforms-title">
        <div className="container">
          <h2 id="platforms-title" className="section-title">
            Read More or Leave a Review
          </h2>
          <p className="lead">
            Worked with us? A few words on your favourite platform help your neighbours find a locksmith they can trust.
          </p>
          <PlatformLinks />
        </div>
      </section>

      <section className={`section ${styles.cta}`} aria-labelledby="reviews-cta-title">
        <div className="container">
          <h2 id="reviews-cta-title">Need a Locksmith Now?</h2>
          <p className="lead">
            A licensed technician reaches most of St. Louis in about {claims.responseMinutes} minutes, day or night.{' '}
            {discountLine}.
          </p>
          <CallActions placement="reviews-end" />
        </div>
      </section>
    </>
  );
}
