import { Link } from 'react-router-dom';
import { services } from '../data/services';

export default function ServicesIndexPage() {
  return (
    <section>
      <h1>Locksmith Services</h1>
      <ul>
        {services.map((service) => (
          <li key={service.slug}>
            <Link to={`/services/${service.slug}`}>{service.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
