import type { IslandProps } from '@site-kit/contract';
import { ServiceCard } from '../components/ServiceCard';
import { SERVICES_INDEX_PATH, services } from '../content/services';
import styles from './HomeServices.module.css';

/** The home page's services grid: the first `limit` services and a link to all of them. */
export default function HomeServices({ limit }: IslandProps<{ limit?: number }>) {
  return (
    <section className="section" aria-labelledby="home-services-title">
      <div className="container">
        <p className={`eyebrow ${styles.eyebrow}`}>What we do</p>
        <h2 id="home-services-title" className="section-title">
          Locksmith Services for Home, Car and Business
        </h2>
        <p className="lead">
          From a car lockout at midnight to a new deadbolt on Saturday morning, one call gets a licensed technician to
          your door with the right tools.
        </p>
        <ul className={`grid grid-3 ${styles.cards}`}>
          {services.slice(0, limit).map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <a className="btn btn-secondary" href={SERVICES_INDEX_PATH}>
            View All {services.length} Services
          </a>
        </p>
      </div>
    </section>
  );
}
