import { CallButton } from './CallButton';
import styles from './CallToAction.module.css';

/** The closing band of a page: a heading, one line, the call button. */
export function CallToAction({
  id,
  title,
  text,
  tone = 'brand',
}: {
  id: string;
  title: string;
  text: string;
  /** 'action' is the orange band (the home page's last word); 'brand' the navy one. */
  tone?: 'brand' | 'action';
}) {
  return (
    <section className={`${styles.cta} ${styles[tone]}`} aria-labelledby={id}>
      <div className={`container ${styles.inner}`}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <CallButton label="Call Now" className={tone === 'action' ? styles.invertedButton : ''} />
      </div>
    </section>
  );
}
