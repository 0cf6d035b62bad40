import { Link } from 'react-router-dom';
import { business } from 'site-kit';

/** Body of a page whose owning remote is down (the server answers 503 with it). */
export function RemoteUnavailable() {
  return (
    <section className="page-message" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">This page is temporarily unavailable</h1>
      <p>
        We are fixing it right now. You can still reach a locksmith any time at{' '}
        <a className="call-link" href={business.phone.href}>
          {business.phone.display}
        </a>
        .
      </p>
      <ul className="link-list">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
        <li>
          <Link to="/about">About us</Link>
        </li>
      </ul>
    </section>
  );
}
