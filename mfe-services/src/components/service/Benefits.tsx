import { Icon } from '@site-kit/brand/ui';
import type { Service } from '../../content/types';
import styles from './Benefits.module.css';

export function Benefits({ service }: { service: Service }) {
  return (
    <section className="section" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title" className="section-title">
          {service.benefitsTitle}
        </h2>
        <ul className={`grid grid-4 ${styles.list}`}>
          {service.benefits.map((benefit) => (
            <li key={benefit.title} className="card">
              <div className={styles.head}>
                <span className={styles.icon}>
                  <Icon name={benefit.icon} />
                </span>
                <h3 className={styles.title}>{benefit.title}</h3>
              </div>
              <p className={styles.text}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
