import { Icon } from '@site-kit/brand/ui';
import { SERVICES_INDEX_PATH, serviceBySlug, servicePath } from '../../content/services';
import type { Service } from '../../content/types';
import styles from './RelatedServices.module.css';

export function RelatedServices({ service }: { service: Service }) {
  const related = service.related.flatMap((slug) => serviceBySlug(slug) ?? []);
  return (
    <section className="section" aria-labelledby="related-title">
      <div className="container">
        <h2 id="related-title" className="section-title">
          Related services
        </h2>
        <ul className={`grid grid-3 ${styles.list}`}>
          {related.map((other) => (
            <li key={other.slug}>
              <a className={`card ${styles.link}`} href={servicePath(other.slug)}>
                <Icon name={other.icon} />
                <span>
                  <span className={styles.title}>{other.title}</span>
                  <span className={styles.summary}>{other.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.all}>
          <a href={SERVICES_INDEX_PATH}>See all locksmith services</a>
        </p>
      </div>
    </section>
  );
}
