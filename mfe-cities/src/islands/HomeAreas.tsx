import { Link } from 'react-router-dom';
import { cities, cityPath } from '../data/cities';

export default function HomeAreas() {
  return (
    <section id="service-areas" aria-labelledby="home-areas-title">
      <h2 id="home-areas-title">Service Areas</h2>
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
