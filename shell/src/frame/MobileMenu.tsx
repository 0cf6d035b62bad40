import { CallButton, Icon } from '@site-kit/brand/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSiteData } from '../app/SiteData';
import styles from './MobileMenu.module.css';
import { SERVICES_MENU_PATH } from './primary-links';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The slide-in menu for phones: main links, an expandable services list, the service-areas summary
 * and a Call Now button. While open, focus stays inside it; Escape, the close button, the backdrop
 * and any navigation close it.
 */
export function MobileMenu() {
  const { nav } = useSiteData();
  const [open, setOpen] = useState(false);
  // The panel is built on first use: without JavaScript the menu button cannot open it anyway (the
  // footer carries every link), and a page that never opens it saves its markup and hydration.
  const [built, setBuilt] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const servicesId = useId();

  // Any navigation (a link in the menu, back/forward) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks every navigation.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('menu-open', open);
    if (open) close.current?.focus();
    return () => root.classList.remove('menu-open');
  }, [open]);

  const shut = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      shut();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          if (built) {
            setOpen(true);
            return;
          }
          setBuilt(true);
          // One frame closed first, so the panel slides in rather than appearing.
          requestAnimationFrame(() => requestAnimationFrame(() => setOpen(true)));
        }}
      >
        <Icon name="menu" />
        <span className="visually-hidden">Open menu</span>
      </button>
      {built ? (
        <>
          <div className={styles.backdrop} data-open={open} onClick={shut} aria-hidden="true" />
          <div
            id="mobile-menu"
            ref={panel}
            className={styles.panel}
            data-open={open}
            role="dialog"
            aria-modal="true"
            aria-label="Site menu"
            inert={!open}
            onKeyDown={onKeyDown}
          >
            <div className={styles.top}>
              <span className={styles.title}>Menu</span>
              <button ref={close} type="button" className={styles.close} onClick={shut}>
                <Icon name="close" />
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className={styles.links}>
                {nav.primary.map((link) =>
                  link.path === SERVICES_MENU_PATH ? (
                    <li key={link.path}>
                      <button
                        type="button"
                        className={styles.link}
                        aria-expanded={servicesOpen}
                        aria-controls={servicesId}
                        onClick={() => setServicesOpen((value) => !value)}
                      >
                        {link.label}
                        <Icon name="chevronDown" className={styles.chevron} />
                      </button>
                      <ul id={servicesId} className={styles.sublinks} hidden={!servicesOpen}>
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
          </div>
        </>
      ) : null}
    </>
  );
}
