import { CallButton, Icon } from '@site-kit/brand/ui';
import { useSiteData } from '../app/SiteData';
import { Link, NavLink } from '../navigation/links';
import styles from './MobileMenu.module.css';
import { SERVICES_MENU_PATH } from './primary-links';

export const MOBILE_MENU_ID = 'mobile-menu';

/** Invoker commands (`commandfor`/`command`): HTML the type definitions do not know yet. */
const command = (action: 'show-modal' | 'close') => ({ commandfor: MOBILE_MENU_ID, command: action }) as object;

/** The header's menu button (phones): opens the menu by an invoker command, no script. */
export function MobileMenuButton() {
  return (
    <button type="button" className={styles.toggle} aria-haspopup="dialog" {...command('show-modal')}>
      <Icon name="menu" />
      <span className="visually-hidden">Open menu</span>
    </button>
  );
}

/**
 * The slide-in menu for phones, with no script (decision PF10): a modal <dialog> that the menu
 * button opens and the close button closes by invoker commands, that Escape and a tap beside it
 * (`closedby="any"`) close too, which keeps focus inside while open and gives it back to the menu
 * button after. Main links, an expandable services list (<details>), the service-areas summary and
 * Call Now. A link loads the next page, which starts with the menu closed. Browsers without invoker
 * commands or `closedby` get both from the entry (frame-polyfills.ts). It sits at the end of the
 * page: a modal dialog shows in the top layer wherever it is, and the first screen's bytes stay the
 * page's own.
 */
export function MobileMenu() {
  const { nav } = useSiteData();
  return (
    <dialog id={MOBILE_MENU_ID} className={styles.panel} aria-label="Site menu" closedby="any">
      <div className={styles.top}>
        <span className={styles.title}>Menu</span>
        {/* biome-ignore lint/a11y/noAutofocus: the HTML spec's way to name the control a modal dialog focuses when it opens. */}
        <button type="button" className={styles.close} autoFocus {...command('close')}>
          <Icon name="close" />
          <span className="visually-hidden">Close menu</span>
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className={styles.links}>
          {nav.primary.map((link) =>
            link.path === SERVICES_MENU_PATH ? (
              <li key={link.path}>
                <details className={styles.services}>
                  <summary className={styles.link}>
                    {link.label}
                    <Icon name="chevronDown" className={styles.chevron} />
                  </summary>
                  <ul className={styles.sublinks}>
                    {nav.services.map((service) => (
                      <li key={service.path}>
                        <Link to={service.path} className={styles.sublink}>
                          {service.label}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link to={link.path} className={styles.sublink}>
                        View All Services
                      </Link>
                    </li>
                  </ul>
                </details>
              </li>
            ) : (
              <li key={link.path}>
                <NavLink to={link.path} end={link.path === '/'} className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <section className={styles.areas} aria-labelledby="mobile-areas-title">
        <h2 id="mobile-areas-title" className={styles.areasTitle}>
          Service Areas
        </h2>
        <ul className={styles.areaList}>
          {nav['areas-summary'].map((area) => (
            <li key={area.path}>
              <Link to={area.path}>{area.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.note}>
        <Icon name="clock" />
        24/7 Emergency Service Available
      </p>
      <CallButton placement="mobile-menu" label="Call Now" className="btn-block" />
    </dialog>
  );
}
