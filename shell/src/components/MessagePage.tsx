import { business } from '@site-kit/brand';
import { CallButton, Icon } from '@site-kit/brand/ui';
import type { ReactNode } from 'react';
import { Link } from '../navigation/links';
import styles from './MessagePage.module.css';

const helpfulLinks = [
  { label: 'Home', path: '/' },
  { label: 'All locksmith services', path: '/services' },
  { label: 'Service areas', path: '/service-areas' },
  { label: 'Contact us', path: '/contact' },
] as const;

/** Body of the 404 and 503 pages: what happened, the phone, and where to go next. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.message} aria-labelledby="message-title">
      <div className={`container ${styles.inner}`}>
        <Icon name="key" className={styles.icon} size={48} />
        <h1 id="message-title">{title}</h1>
        <div className={styles.text}>{children}</div>
        <CallButton placement="message-page" label={`Locked out? Call ${business.shortName}`} className={styles.call} />
        <nav aria-label="Helpful links">
          <ul className={styles.links}>
            {helpfulLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
