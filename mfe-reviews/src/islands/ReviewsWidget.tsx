import { claims, timings } from '@site-kit/brand';
import { Icon } from '@site-kit/brand/ui';
import type { IslandProps } from '@site-kit/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PlatformLinks } from '../components/PlatformLinks';
import { StarRating } from '../components/StarRating';
import { TestimonialCard } from '../components/TestimonialCard';
import { testimonials } from '../content/testimonials';
import { loadingMessages, widgetError } from '../widget/messages';
import { useNearViewport } from '../widget/near-viewport';
import { afterPathChange } from '../widget/path-change';
import type { ReviewsWidgetApi, WidgetPlacement } from '../widget/protocol';
import { loadReviewsWidget } from '../widget/script-loader';
import styles from './ReviewsWidget.module.css';

/** Start fetching the script this far before the placement scrolls into view. */
export const WIDGET_ROOT_MARGIN = '400px 0px';

/** Featured on the home page when no widget is configured. */
const HOME_FEATURED_COUNT = 3;

type WidgetState = 'loading' | 'loaded' | 'error';

/**
 * The third-party reviews widget for the home page, the footer and the reviews page. Without a
 * configured widget it shows our own testimonials instead and loads nothing.
 */
export default function ReviewsWidget({ placement = 'page', host }: IslandProps<{ placement?: WidgetPlacement }>) {
  const widget = host.config.reviewsWidget;
  if (!widget) return <StaticReviews placement={placement} />;
  return <ThirdPartyWidget placement={placement} scriptUrl={widget.scriptUrl} widgetId={widget.widgetId} />;
}

interface ThirdPartyWidgetProps {
  placement: WidgetPlacement;
  scriptUrl: string;
  widgetId: string;
}

function ThirdPartyWidget({ placement, scriptUrl, widgetId }: ThirdPartyWidgetProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<ReviewsWidgetApi | null>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const near = useNearViewport(frameRef, WIDGET_ROOT_MARGIN);

  useEffect(() => {
    if (!near) return;
    let active = true;
    const render = (api: ReviewsWidgetApi) => {
      const mount = mountRef.current;
      if (!active || !mount) return;
      api.init(mount, { widgetId, placement });
      apiRef.current = api;
      setState('loaded');
    };
    loadReviewsWidget(scriptUrl)
      .then(render)
      .catch((error: unknown) => {
        if (!active) return;
        // A warning, not an error: the page still works (placeholder or fallback links).
        console.warn(`[reviews] widget unavailable on ${placement}: ${String(error)}`);
        setState('error');
      });
    return () => {
      active = false;
    };
  }, [near, scriptUrl, widgetId, placement]);

  useEffect(
    () =>
      afterPathChange(window, timings.reviewsReinitMs, () => {
        const api = apiRef.current;
        const mount = mountRef.current;
        if (!api || !mount) return;
        try {
          api.init(mount, { widgetId, placement });
        } catch (error) {
          console.warn(`[reviews] widget re-initialisation failed on ${placement}: ${String(error)}`);
        }
      }),
    [widgetId, placement],
  );

  const showError = state === 'error' && placement === 'page';
  return (
    <div
      ref={frameRef}
      className={`${styles.widget} ${styles[placement]}`}
      data-reviews-widget-state={state}
      aria-busy={state === 'loading'}
    >
      {state === 'loaded' || showError ? null : (
        <p className={styles.placeholder} role="status">
          <Icon name="star" className={`icon ${styles.placeholderIcon}`} />
          {loadingMessages[placement]}
        </p>
      )}
      {showError ? (
        <div className={styles.error} role="alert">
          <p>
            <strong>{widgetError.title}</strong> - {widgetError.text}
          </p>
          <PlatformLinks />
        </div>
      ) : null}
      {/* The widget renders into this element; React never gives it children. */}
      <div ref={mountRef} className={styles.mount} data-reviews-widget-mount={widgetId} />
    </div>
  );
}

/** No widget configured: our own reviews speak for themselves (the reviews page lists them all). */
function StaticReviews({ placement }: { placement: WidgetPlacement }) {
  if (placement === 'page') return null;
  if (placement === 'footer') {
    return (
      <p className={styles.summary}>
        <StarRating rating={5} />
        <span>
          {claims.verifiedFiveStarReviews}+ verified five-star reviews. <Link to="/reviews">Read customer reviews</Link>
        </span>
      </p>
    );
  }
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
        <Link className="btn btn-ghost" to="/reviews">
          Read all customer reviews
        </Link>
      </p>
    </div>
  );
}
