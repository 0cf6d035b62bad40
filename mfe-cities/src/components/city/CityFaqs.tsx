import { Icon } from '@site-kit/brand/ui';
import { cityFaqs } from '../../places/faqs';
import type { CityPageParams } from '../../places/types';
import styles from './city.module.css';

/** Native disclosure widgets: they open and close before (and without) JavaScript. */
export function CityFaqs({ city }: { city: CityPageParams }) {
  return (
    <section className="section section-alt" aria-labelledby="city-faq-title">
      <div className={`container ${styles.faqs}`}>
        <h2 id="city-faq-title" className="section-title">
          {city.cityName} Locksmith FAQ
        </h2>
        {cityFaqs(city).map((faq) => (
          <details key={faq.question} className={styles.faq}>
            <summary>
              <h3>{faq.question}</h3>
              <Icon name="chevronDown" className={styles.chevron} />
            </summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
