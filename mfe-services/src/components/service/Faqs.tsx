import type { Service } from '../../content/types';
import styles from './Faqs.module.css';

/** Questions as native disclosure widgets: they open and close without JavaScript. */
export function Faqs({ service, alt }: { service: Service; alt: boolean }) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby="faq-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="faq-title" className="section-title">
          {service.title}: common questions
        </h2>
        {service.faqs.map((faq) => (
          <details key={faq.question} className={styles.item}>
            <summary className={styles.question}>{faq.question}</summary>
            <p className={styles.answer}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
