import { business } from '@site-kit/brand';
import { Link } from '../navigation/links';
import styles from './Brand.module.css';

/** The logo mark (the favicon's key) and the name, linking home. */
export function Brand({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" className={`${styles.brand} ${inverse ? styles.inverse : ''}`}>
      <svg className={styles.mark} viewBox="0 0 64 64" width="40" height="40" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b3a66" />
        <circle cx="26" cy="30" r="11" fill="none" stroke="#fff" strokeWidth="6" />
        <path d="M34 38l14 14m-6-6 5-5m-10 0 4-4" stroke="#f5b301" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>
        {business.name}
        <span className={styles.tagline}>Mobile Locksmith · St. Louis</span>
      </span>
    </Link>
  );
}
