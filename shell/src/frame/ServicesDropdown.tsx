import { timings } from '@site-kit/brand';
import { Icon } from '@site-kit/brand/ui';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavLink } from '../app/payload';
import styles from './Header.module.css';
import { useDisclosure } from './useDisclosure';

/** Desktop "Services" menu: hover or click opens it; it closes 150 ms after the pointer leaves. */
export function ServicesDropdown({ services }: { services: readonly NavLink[] }) {
  const container = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { open, show, hide, hideLater, toggle } = useDisclosure({
    closeDelayMs: timings.dropdownCloseMs,
    container,
    trigger,
  });
  const { pathname } = useLocation();
  const current = pathname === '/services' || pathname.startsWith('/services/');

  return (
    <li ref={container} className={styles.dropdown} data-open={open} onMouseEnter={show} onMouseLeave={hideLater}>
      <button
        ref={trigger}
        type="button"
        className={`${styles.navLink} ${current ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={toggle}
      >
        Services
        <Icon name="chevronDown" className={styles.chevron} />
      </button>
      <ul id="services-menu" className={styles.dropdownMenu}>
        {services.map((service) => (
          <li key={service.path}>
            <Link to={service.path} className={styles.dropdownLink} onClick={hide}>
              {service.label}
            </Link>
          </li>
        ))}
        <li className={styles.dropdownAll}>
          <Link to="/services" className={styles.dropdownLink} onClick={hide}>
            View All Services
            <Icon name="arrowRight" />
          </Link>
        </li>
      </ul>
    </li>
  );
}
