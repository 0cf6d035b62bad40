import { CallButton, Icon } from '@site-kit/brand/ui';
import { categoryLabel, servicePath } from '../content/services';
import type { Service } from '../content/types';
import styles from './ServiceCard.module.css';

/**
 * The service card of the index and the home grid (both place it under a section's h2): what the
 * service is, then Learn More and Call Now.
 */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className={`card ${styles.card}`} data-service={service.slug}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={service.icon} size={28} className={styles.iconSvg} />
        </span>
        <span className={styles.category}>{categoryLabel(service.category)}</span>
      </div>
      <h3 className={styles.title}>{service.title}</h3>
      <p className={styles.summary}>{service.description}</p>
      <ul className={`check-list ${styles.features}`}>
        {service.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a className="btn btn-secondary" href={servicePath(service.slug)}>
          Learn More<span className="visually-hidden"> about {service.title}</span>
        </a>
        <CallButton placement="service-card">
          Call Now<span className="visually-hidden"> about {service.title}</span>
        </CallButton>
      </div>
    </article>
  );
}
