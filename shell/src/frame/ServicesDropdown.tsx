import { timings } from '@site-kit/brand';
import { Icon } from '@site-kit/brand/ui';
import type { CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../navigation/links';
import type { NavLink } from '../page-contract/payload';
import styles from './Header.module.css';
import { MENU_ATTRIBUTE } from './menu-script';

export const SERVICES_MENU_ID = 'services-menu';

/**
 * Desktop "Services" menu, never hydrated (decision PF10): pointing at it with a mouse or pen shows
 * it and it hides 150 ms after the pointer leaves (CSS); a click, a tap or Enter opens it as a
 * popover, which an outside click, Escape, another click or tap on the button, or focus leaving it
 * closes (the browser's popover and the page's inline script, menu-script.ts).
 */
export function ServicesDropdown({ services }: { services: readonly NavLink[] }) {
  const { pathname } = useLocation();
  const current = pathname === '/services' || pathname.startsWith('/services/');
  const closeDelay = { '--menu-close-delay': `${timings.dropdownCloseMs}ms` } as CSSProperties;
  return (
    <li className={styles.dropdown} style={closeDelay} {...{ [MENU_ATTRIBUTE]: '' }}>
      <button
        type="button"
        className={`${styles.navLink} ${styles.trigger} ${current ? styles.current : ''}`}
        popoverTarget={SERVICES_MENU_ID}
      >
        Services
        <Icon name="chevronDown" className={styles.chevron} />
      </button>
      <ul id={SERVICES_MENU_ID} className={styles.dropdownMenu} popover="auto">
        {services.map((service) => (
          <li key={service.path}>
            <Link to={service.path} className={styles.dropdownLink}>
              {service.label}
            </Link>
          </li>
        ))}
        <li className={styles.dropdownAll}>
          <Link to="/services" className={styles.dropdownLink}>
            View All Services
            <Icon name="arrowRight" />
          </Link>
        </li>
      </ul>
    </li>
  );
}
