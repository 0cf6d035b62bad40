import { Icon } from '@site-kit/brand/ui';
import type { ReactNode } from 'react';
import type { InfoBlock as InfoBlockData } from '../../content/types';
import styles from './InfoBlock.module.css';

/** One block of a service page's info section, drawn by its kind. */
export function InfoBlock({ block, id, alt }: { block: InfoBlockData; id: string; alt: boolean }) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      className={alt ? 'section section-alt' : 'section'}
      aria-labelledby={titleId}
      data-info-kind={block.kind}
    >
      <div className="container">
        {block.kind === 'warning' ? (
          <Warning block={block} titleId={titleId} />
        ) : (
          <>
            <h2 id={titleId} className="section-title">
              {block.title}
            </h2>
            {'intro' in block && block.intro ? <p className="lead">{block.intro}</p> : null}
            <div className={styles.body}>
              <Body block={block} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function Body({ block }: { block: Exclude<InfoBlockData, { kind: 'warning' }> }): ReactNode {
  switch (block.kind) {
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.itemTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul className={`check-list ${styles.columns}`}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'groups':
      return (
        <div className="grid grid-3">
          {block.groups.map((group) => (
            <div key={group.title} className="card">
              <h3 className={styles.itemTitle}>{group.title}</h3>
              <ul className="check-list">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
    case 'tiers':
      return (
        <div className="grid grid-3">
          {block.tiers.map((tier) => (
            <div key={tier.name} className={`card ${tier.recommended ? styles.recommended : ''}`}>
              {tier.recommended ? <p className={styles.ribbon}>Recommended</p> : null}
              <h3 className={styles.itemTitle}>{tier.name}</h3>
              <p className={styles.rating}>{tier.rating}</p>
              <p>{tier.text}</p>
            </div>
          ))}
        </div>
      );
    case 'products':
      return (
        <ul className={`grid grid-3 ${styles.plain}`}>
          {block.products.map((product) => (
            <li key={product.name} className="card">
              <h3 className={styles.itemTitle}>{product.name}</h3>
              <p>{product.text}</p>
            </li>
          ))}
        </ul>
      );
    case 'comparison':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <td />
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={block.columns[index]}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'text':
      return (
        <div className={styles.prose}>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
  }
}

/** A caution box: what not to do, and what to do instead. */
function Warning({ block, titleId }: { block: Extract<InfoBlockData, { kind: 'warning' }>; titleId: string }) {
  return (
    <div className={styles.warning}>
      <h2 id={titleId} className={styles.warningTitle}>
        <Icon name="alert" />
        {block.title}
      </h2>
      <p>{block.intro}</p>
      <ul className={styles.warningList}>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.advice}>{block.advice}</p>
    </div>
  );
}
