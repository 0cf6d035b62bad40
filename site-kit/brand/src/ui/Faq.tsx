import type { ReactNode } from 'react';
import styles from './Faq.module.css';
import { Icon } from './Icon.js';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqListProps {
  items: readonly FaqItem[];
  /** The `name` the items share: the browser keeps one item of the group open at a time. */
  group: string;
  /** Open the first item on arrival (the home page's accordion). */
  openFirst?: boolean;
}

/**
 * The FAQ accordion, built on <details name>: it opens and closes and handles the keyboard with or
 * without JavaScript. Each question is an <h3> so the questions are in the page's outline.
 */
export function FaqList({ items, group, openFirst = false }: FaqListProps) {
  return (
    <div className={styles.list}>
      {items.map((item, index) => (
        <details key={item.question} name={group} className={styles.item} open={openFirst && index === 0}>
          <summary className={styles.summary}>
            <h3 className={styles.question}>{item.question}</h3>
            <Icon name="chevronDown" className={styles.chevron} />
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export interface FaqSectionProps extends FaqListProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  /** The tinted background, for alternating sections. */
  alt?: boolean;
}

/** A page's FAQ section: its heading, an optional line, the accordion. */
export function FaqSection({ id, title, lead, alt = false, ...list }: FaqSectionProps) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {lead ? <p className="lead">{lead}</p> : null}
        <FaqList {...list} />
      </div>
    </section>
  );
}
