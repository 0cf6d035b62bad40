import { Icon } from '@site-kit/brand/ui';
import type { Faq } from '../content/faq';
import styles from './Faq.module.css';

/**
 * An accordion built on <details name>: the browser keeps one item open at a time and handles the
 * keyboard, with or without JavaScript.
 */
export function FaqList({ items, group }: { items: readonly Faq[]; group: string }) {
  return (
    <div className={styles.list}>
      {items.map((item, index) => (
        <details key={item.question} name={group} className={styles.item} open={index === 0}>
          <summary className={styles.question}>
            <span>{item.question}</span>
            <Icon name="chevronDown" className={styles.chevron} />
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
