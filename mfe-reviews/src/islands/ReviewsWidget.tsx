import type { IslandProps } from '@site-kit/contract';
import { RatingSummary } from '../components/RatingSummary';
import { TestimonialCard } from '../components/TestimonialCard';
import { testimonials } from '../content/testimonials';
import type { WidgetPlacement } from '../widget/protocol';
import { ThirdPartyWidget } from '../widget/ThirdPartyWidget';
import { WidgetError } from '../widget/WidgetError';
import styles from './ReviewsWidget.module.css';

/** Featured on the home page when no widget is configured. */
const HOME_FEATURED_COUNT = 3;

/**
 * The third-party reviews widget for the home page, the footer and the reviews page. Without a
 * configured widget it shows our own testimonials instead and loads nothing (the shell then places
 * `ReviewsSummary` in the footer itself; the footer here is the same summary).
 */
export default function ReviewsWidget({ placement = 'page', host }: IslandProps<{ placement?: WidgetPlacement }>) {
  const widget = host.config.reviewsWidget;
  if (!widget) return placement === 'home' ? <FeaturedReviews /> : placement === 'footer' ? <RatingSummary /> : null;
  return (
    <ThirdPartyWidget
      placement={placement}
      className={styles[placement]}
      muted={placement !== 'footer'}
      scriptUrl={widget.scriptUrl}
      widgetId={widget.widgetId}
      errorNote={placement === 'page' ? <WidgetError /> : undefined}
    />
  );
}

/** No widget configured: our own reviews speak for themselves (the reviews page lists them all). */
function FeaturedReviews() {
  return (
    <div>
      <ul className={`grid grid-3 ${styles.cards}`}>
        {testimonials.slice(0, HOME_FEATURED_COUNT).map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <a className="btn btn-ghost" href="/reviews">
          Read all customer reviews
        </a>
      </p>
    </div>
  );
}
