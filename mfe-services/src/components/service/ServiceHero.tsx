import { CallButton, Icon } from '@site-kit/brand/ui';
import type { HostApi } from '@site-kit/contract';
import { categoryLabel } from '../../content/services';
import type { Service } from '../../content/types';
import { QuoteLink } from '../QuoteLink';
import { TrustLine } from '../TrustLine';
import styles from './ServiceHero.module.css';

/** Title, tagline, three badges, call and quote buttons, and the callback form beside them. */
export function ServiceHero({ service, host }: { service: Service; host: HostApi }) {
  return (
    <section className={styles.hero} aria-labelledby="service-title">
      <div className={`container ${styles.grid}`}>
        <div>
          <p className="eyebrow">{categoryLabel(service.category)} locksmith · 24/7</p>
          <h1 id="service-title" className={styles.title}>
            {service.title} in St. Louis
          </h1>
          <p className={styles.tagline}>{service.tagline}</p>
          <ul className="badge-list" aria-label="Highlights">
            {service.badges.map((badge) => (
              <li key={badge} className="badge">
                <Icon name="check" />
                {badge}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <CallButton placement="service-hero" />
            <QuoteLink />
          </div>
          <TrustLine />
        </div>
        <div className={styles.form}>
          <host.Island
            id="forms/CallbackForm"
            props={{ serviceName: service.title, formTitle: service.form.title, ctaText: service.form.cta }}
          />
        </div>
      </div>
    </section>
  );
}
