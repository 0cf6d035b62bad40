import { business } from '@site-kit/brand';
import { Icon } from '@site-kit/brand/ui';
import styles from './ReviewPlatformLinks.module.css';

const platforms = [
  { label: 'Google', href: business.reviewPlatforms.google },
  { label: 'Facebook', href: business.reviewPlatforms.facebook },
  { label: 'Yelp', href: business.reviewPlatforms.yelp },
] as const;

/** "Read our reviews on Google / Facebook / Yelp" (footer and home). */
export function ReviewPlatformLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`${styles.links} ${className}`} aria-label="Our reviews on other sites">
      {platforms.map((platform) => (
        <li key={platform.label}>
          <a href={platform.href} rel="noopener" className={styles.link}>
            <Icon name="star" />
            {`Reviews on ${platform.label}`}
          </a>
        </li>
      ))}
    </ul>
  );
}
