import { Link } from 'react-router-dom';
import { discount } from '../content/facts';
import styles from './QuoteLink.module.css';

/** Link to the quote form on the home page (the shell scrolls to the `#quote` anchor). */
export function QuoteLink({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link className={inverse ? `btn btn-ghost ${styles.inverse}` : 'btn btn-ghost'} to="/#quote">
      Get {discount} Off Quote
    </Link>
  );
}
