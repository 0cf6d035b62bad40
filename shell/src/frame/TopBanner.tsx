import { business, claims } from '@site-kit/brand';
import { Icon, PhoneLink } from '@site-kit/brand/ui';
import styles from './TopBanner.module.css';

/** The offer line on every page, always with a way to call. */
export function TopBanner() {
  return (
    <div className={styles.banner}>
      <p className={styles.text}>
        <Icon name="tag" className={styles.icon} />
        <span>
          <strong>{`New customers save ${claims.newCustomerDiscountPercent}%`}</strong> on all locksmith services
        </span>
        <PhoneLink className={styles.call} placement="banner">
          {`Call ${business.phone.display}`}
        </PhoneLink>
      </p>
    </div>
  );
}
