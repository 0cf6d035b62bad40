import { business, discountLine } from '@site-kit/brand';
import { Icon } from '@site-kit/brand/ui';
import { Link } from 'react-router-dom';
import styles from './CallToAction.module.css';

/** The closing call to action: the phone first, the quote form second. */
export function CallToAction({ title, text }: { title: string; text: string }) {
  return (
    <section className={`section ${styles.cta}`} aria-labelledby="cities-cta-title">
      <div className="container">
        <h2 id="cities-cta-title">{title}</h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <a className="btn btn-call" href={business.phone.href}>
            <Icon name="phone" /> Call {business.phone.display}
          </a>
          <Link className={`btn ${styles.quote}`} to="/#quote">
            Get a Free Quote
          </Link>
        </div>
        <p className={styles.offer}>{discountLine}. Not combinable with other offers.</p>
      </div>
    </section>
  );
}
