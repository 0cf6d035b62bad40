import { business, discountLine } from '@site-kit/brand';
import { CallButton } from './CallButton';
import styles from './ClosingCta.module.css';
import { QuoteLink } from './QuoteLink';

/** The closing call to action every services page ends with. */
export function ClosingCta({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.cta} aria-labelledby="closing-cta-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="closing-cta-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <CallButton />
          <QuoteLink inverse />
        </div>
        <p className={styles.offer}>
          {discountLine} (not combinable with other offers). {business.hours.label}.
        </p>
      </div>
    </section>
  );
}
