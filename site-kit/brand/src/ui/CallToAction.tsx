import type { ReactNode } from 'react';
import { CallButton } from './CallButton.js';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  text: ReactNode;
  /** The call button's `data-placement`. */
  placement: string;
  /** The call button's words before the number. */
  callLabel?: string;
  /** 'brand' is the navy band; 'action' the orange one (the home page's last word). */
  tone?: 'brand' | 'action';
  /** Actions after the call button, such as the app's quote link (links belong to the app's router). */
  children?: ReactNode;
  /** Small print under the actions. */
  note?: ReactNode;
}

/** The closing band of a page: a heading, one line, the call button first, then the other actions. */
export function CallToAction({
  id,
  title,
  text,
  placement,
  callLabel,
  tone = 'brand',
  children,
  note,
}: CallToActionProps) {
  return (
    <section className={`${styles.cta} ${styles[tone]}`} aria-labelledby={id}>
      <div className={`container ${styles.inner}`}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <CallButton
            placement={placement}
            label={callLabel}
            className={tone === 'action' ? styles.invertedButton : undefined}
          />
          {children}
        </div>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
    </section>
  );
}
