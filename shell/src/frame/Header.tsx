import { business } from '@site-kit/brand';
import { CallButton } from '@site-kit/brand/ui';
import { useSiteData } from '../app/SiteData';
import { NavLink } from '../navigation/links';
import { Brand } from './Brand';
import styles from './Header.module.css';
import { MobileMenuButton } from './MobileMenu';
import { SERVICES_MENU_PATH } from './primary-links';
import { ServicesDropdown } from './ServicesDropdown';

const navClass = ({ isActive }: { isActive: boolean }) => `${styles.navLink} ${isActive ? styles.current : ''}`;

/**
 * Sticky header: brand, main navigation (desktop), the call link (always), the menu button (mobile).
 * Server HTML that never hydrates: its menus work with no script.
 */
export function Header() {
  const { nav } = useSiteData();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Brand />
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.menu}>
            {nav.primary.map((link) =>
              link.path === SERVICES_MENU_PATH ? (
                <ServicesDropdown key={link.path} services={nav.services} />
              ) : (
                <li key={link.path}>
                  <NavLink to={link.path} end={link.path === '/'} className={navClass}>
                    {link.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <CallButton placement="header" className={styles.call}>
          <span className={styles.callLabel}>Call </span>
          <span className={styles.callNumber}>{business.phone.display}</span>
        </CallButton>
        <MobileMenuButton />
      </div>
    </header>
  );
}
