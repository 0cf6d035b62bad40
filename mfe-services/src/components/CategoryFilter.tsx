import { filterServices, SERVICES_INDEX_PATH } from '../content/services';
import { type ServiceCategory, serviceCategories } from '../content/types';
import styles from './CategoryFilter.module.css';

const choices: readonly { id: ServiceCategory | null; label: string }[] = [
  { id: null, label: 'All' },
  ...serviceCategories,
];

/**
 * Id of the section that holds the filter and the cards. Filter links point at it: the shell
 * scrolls to the top on every navigation unless the URL has a hash, and a page loaded without
 * JavaScript should open at the list, not at the hero, after a choice.
 */
export const SERVICES_LIST_ID = 'services-list';

/**
 * Category choices as plain links (`?category=<id>`), so filtering works without JavaScript and a
 * filtered list can be shared. Each choice is a page load (links load documents, decision PF11).
 */
export function CategoryFilter({ current }: { current: ServiceCategory | null }) {
  return (
    <nav className={styles.filter} aria-label="Filter services by category">
      <ul className={styles.list}>
        {choices.map(({ id, label }) => {
          const count = filterServices(id).length;
          return (
            <li key={label}>
              <a
                className={styles.choice}
                href={`${SERVICES_INDEX_PATH}${id === null ? '' : `?category=${id}`}#${SERVICES_LIST_ID}`}
                aria-current={id === current ? 'true' : undefined}
                data-category={id ?? 'all'}
              >
                {label}
                <span className={styles.count}>
                  {count}
                  <span className="visually-hidden">{count === 1 ? ' service' : ' services'}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
