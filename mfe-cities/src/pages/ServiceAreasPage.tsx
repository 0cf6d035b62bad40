import { Link } from 'react-router-dom';
import { cities, cityPath } from '../data/cities';

export default function ServiceAreasPage() {
  return (
    <section>
      <h1>Service Areas</h1>
      <ul>
        {cities.map((city) => (
          <li key={city.slug}>
            <Link to={cityPath(city)}>{city.cityName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
