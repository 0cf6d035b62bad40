import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { business, discountLine } from 'site-kit';
import { useSiteData } from '../app/SiteData';

export function Frame({ children }: { children: ReactNode }) {
  const { nav } = useSiteData();
  return (
    <>
      <div className="top-banner">
        {discountLine}. <a href={business.phone.href}>Call {business.phone.display}</a>
      </div>
      <header className="site-header">
        <Link to="/">{business.name}</Link>
        <nav aria-label="Main">
          <Link to="/services">Services</Link>
          <ul>
            {nav.services.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <a className="call-link" href={business.phone.href}>
          {business.phone.display}
        </a>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <p>
          © {new Date().getFullYear()} {business.name}
        </p>
      </footer>
    </>
  );
}
