import { claims } from '@site-kit/brand';
import type { IslandProps } from '@site-kit/contract';
import { Link } from 'react-router-dom';
import { StarRating } from '../components/StarRating';
import { ThirdPartyWidget } from '../widget/ThirdPartyWidget';
import styles from './FooterReviews.module.css';

/**
 * The footer's reviews, on every page: the third-party widget when one is configured, else a
 * one-line rating summary. An island of its own, apart from `ReviewsWidget`, so every page carries
 * only the styles of what the footer shows (decision PF13).
 */
export default function FooterReviews({ host }: IslandProps) {
  const widget = host.config.reviewsWidget;
  if (widget)
    return (
      <ThirdPartyWidget
        placement="footer"
        className={styles.footer}
        scriptUrl={widget.scriptUrl}
        widgetId={widget.widgetId}
      />
    );
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
