import { CallButton } from '@site-kit/brand/ui';
import { useSearchParams } from 'react-router-dom';
import { CategoryFilter, SERVICES_LIST_ID } from '../components/CategoryFilter';
import { ClosingCta } from '../components/ClosingCta';
import { QuoteLink } from '../components/QuoteLink';
import { ServiceCard } from '../components/ServiceCard';
import { TrustLine } from '../components/TrustLine';
import { minutes } from '../content/facts';
import { categoryLabel, filterServices, parseCategory, services } from '../content/services';
import styles from './ServicesIndexPage.module.css';

/**
 * Every service as a card, filtered by `?category=`: read through the router, on the server and in the
 * browser alike (the page has nothing that wakes it today, so the browser does not download the router for it).
 */
export default function ServicesIndexPage() {
  const [searchParams] = useSearchParams();
  const category = parseCategory(searchParams.get('category'));
  const shown = filterServices(category);
  const scope = category === null ? '' : ` ${categoryLabel(category).toLowerCase()}`;
  return (
    <>
      <section className={styles.hero} aria-labelledby="services-title">
        <div className="container">
          <p className="eyebrow">Residential · Commercial · Automotive</p>
          <h1 id="services-title">Locksmith Services in St. Louis</h1>
          <p className="lead">
            {services.length} services from one mobile team, 24 hours a day: lockouts answered in about {minutes}, keys
            and fobs made at your door, and locks rekeyed, repaired or upgraded with upfront prices and no hidden fees.
          </p>
          <div className={styles.actions}>
            <CallButton placement="services-hero" />
            <QuoteLink />
          </div>
          <TrustLine />
        </div>
      </section>
      <section id={SERVICES_LIST_ID} className="section" aria-labelledby="services-list-title">
        <div className="container">
          <h2 id="services-list-title" className={styles.listTitle}>
            Find your service
          </h2>
          <CategoryFilter current={category} />
          <p className={styles.status} role="status">
            {`Showing ${shown.length}${scope} ${shown.length === 1 ? 'service' : 'services'}`}
          </p>
          <ul className={`grid grid-3 ${styles.cards}`}>
            {shown.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ClosingCta
        placement="services-cta"
        title="Not sure which service you need?"
        text="Describe the lock, the key or the door on the phone. We will tell you what it needs, what it costs and how soon we can be there."
      />
    </>
  );
}
