import { PageHero } from '../components/PageHero';
import type { LegalSection } from '../content/legal';
import styles from './ContentPage.module.css';

/** A policy page: hero, "last updated" line and numbered sections. */
export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageHero title={title} />
      <section className="section">
        <div className={`container ${styles.legal}`}>
          <p className={styles.updated}>Last updated: {updated}</p>
          {sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item.slice(0, 32)}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
