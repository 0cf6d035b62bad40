import { Link } from 'react-router-dom';
import type { IslandProps } from 'site-kit';
import { services } from '../data/services';

export default function HomeServices({ limit }: IslandProps<'services/HomeServices'>) {
  return (
    <section aria-labelledby="home-services-title">
      <h2 id="home-services-title">Our Services</h2>
      <ul>
        {services.slice(0, limit).map((service) => (
          <li key={service.slug}>
            <Link to={`/services/${service.slug}`}>{service.title}</Link>
          </li>
        ))}
      </ul>
      <Link to="/services">View All Services</Link>
    </section>
  );
}
