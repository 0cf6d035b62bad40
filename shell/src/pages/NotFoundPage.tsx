import { Link } from 'react-router-dom';
import { business } from 'site-kit';

export function NotFoundPage() {
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        The page you asked for is not here. If you are locked out, call{' '}
        <a className="call-link" href={business.phone.href}>
          {business.phone.display}
        </a>{' '}
        now: a locksmith is on call 24/7.
      </p>
      <ul className="link-list">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/services">All locksmith services</Link>
        </li>
        <li>
          <Link to="/service-areas">Service areas</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
      </ul>
    </section>
  );
}
