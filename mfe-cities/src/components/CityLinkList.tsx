import { cityPath } from '../places/directory';
import type { CitySlug } from '../places/types';
import styles from './CityLinkList.module.css';

export interface CityLink {
  slug: CitySlug;
  label: string;
}

/** City page links as pills: wrap on a phone, each one a full tap target. */
export function CityLinkList({ links, label }: { links: readonly CityLink[]; label: string }) {
  return (
    <ul className={styles.pills} aria-label={label}>
      {links.map((link) => (
        <li key={link.slug}>
          <a className={styles.pill} href={cityPath(link.slug)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
