import { discount } from '../content/facts';
import styles from './QuoteLink.module.css';

/** Link to the quote form on the home page (the browser scrolls to the `#quote` anchor). */
export function QuoteLink({ inverse = false }: { inverse?: boolean }) {
  return (
    <a className={inverse ? `btn btn-ghost ${styles.inverse}` : 'btn btn-ghost'} href="/#quote">
      Get {discount} Off Quote
    </a>
  );
}
