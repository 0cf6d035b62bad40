import { Icon } from '@site-kit/brand/ui';
import { serviceCategories } from '../../places/services';
import styles from './city.module.css';

export function ServiceCategories({ cityName }: { cityName: string }) {
  return (
    <section className="section" aria-labelledby="city-services-title">
      <div className="container">
        <h2 id="city-services-title" className="section-title">
          Locksmith Services in {cityName}
        </h2>
        <p className="lead">Residential, automotive and commercial lock work, done on site.</p>
        <div className="grid grid-3">
          {serviceCategories.map((category) => (
            <article key={category.id} className="card" aria-labelledby={`category-${category.id}`}>
              <div className={styles.categoryHead}>
                <Icon name={category.icon} className={styles.categoryIcon} />
                <div>
                  <h3 id={`category-${category.id}`} className={styles.categoryTitle}>
                    {category.title}
                  </h3>
                  <p className={styles.categoryBlurb}>{category.blurb}</p>
                </div>
              </div>
              <ul className={styles.items}>
                {category.items.map((item) => (
                  <li key={item.label}>
                    {item.page ? (
                      <a className={styles.item} href={item.page}>
                        {item.label}
                        <Icon name="chevronRight" />
                      </a>
                    ) : (
                      <span className={styles.item}>{item.label}</span>
                    )}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
