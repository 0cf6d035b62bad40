import { business, claims } from '@site-kit/brand';
import { useSiteData } from '../app/SiteData';
import { ContactLines } from '../components/ContactLines';
import { useFederation } from '../federation/context';
import { DeferredRegion } from '../federation/DeferredRegion';
import { Link } from '../navigation/links';
import { Brand } from './Brand';
import styles from './Footer.module.css';
import { FooterMap } from './FooterMap';
import { ReviewPlatformLinks } from './ReviewPlatformLinks';

const social = [
  { label: 'Facebook', href: business.social.facebook },
  { label: 'Instagram', href: business.social.instagram },
  { label: 'LinkedIn', href: business.social.linkedin },
  { label: 'YouTube', href: business.social.youtube },
] as const;

const quickLinks = [
  { label: 'Home', path: '/' },
  { label: 'All Services', path: '/services' },
  { label: 'About Us', path: '/about' },
  { label: 'Customer Reviews', path: '/reviews' },
  { label: 'Service Areas', path: '/service-areas' },
  { label: 'Contact', path: '/contact' },
  { label: 'Get a Quote', path: '/#quote' },
] as const;

// Whole strings: React's server HTML separates the parts of a string built in JSX with `<!-- -->`.
const blurb = `Licensed, bonded and insured mobile locksmiths serving St. Louis and the Metro East since ${business.foundedYear}. Lockouts, rekeying, new locks and car keys, 24 hours a day, 7 days a week, holidays included.`;
const seoParagraph = `${business.name} is a 24/7 mobile locksmith for St. Louis City, St. Louis County, St. Charles County and the Illinois Metro East. Our technicians answer car lockouts, house lockouts and business lockouts in about ${claims.responseMinutes} minutes, rekey and install residential and commercial locks, program key fobs and transponder keys, extract broken keys, repair ignitions and open safes, with upfront pricing and no hidden fees.`;

/** The footer: server HTML that never hydrates, but for its parts (the reviews widget, the map). */
export function Footer() {
  const { nav } = useSiteData();
  const { host } = useFederation();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section className={styles.about} aria-label={business.name}>
          <Brand inverse />
          <p className={styles.blurb}>{blurb}</p>
          <ul className={styles.social} aria-label="Social media">
            {social.map((item) => (
              <li key={item.label}>
                <a href={item.href} rel="noopener" className={styles.socialLink}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className={styles.column} aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-areas">
          <h2 id="footer-areas" className={styles.heading}>
            Primary Service Areas
          </h2>
          <ul className={styles.list}>
            {nav['areas-primary'].map((area) => (
              <li key={area.path}>
                <Link to={area.path}>{area.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ContactLines className={styles.contact} withArea placement="footer" />
        </section>
      </div>
      <div className={`container split ${styles.wide}`}>
        <section className={styles.reviews} aria-labelledby="footer-reviews">
          <h2 id="footer-reviews" className={styles.heading}>
            Customer Reviews
          </h2>
          {/* The widget's footer placement, or without a widget the summary alone: an island brings its
              styles into every page, and the summary needs none of the widget's (PF13). */}
          {host.config.reviewsWidget ? (
            <host.Island id="reviews/ReviewsWidget" props={{ placement: 'footer' }} fallback={null} />
          ) : (
            <host.Island id="reviews/ReviewsSummary" fallback={null} />
          )}
          <ReviewPlatformLinks className={styles.platforms} />
        </section>
        <section className={styles.map} aria-label="Service area map">
          <DeferredRegion name="footer-map">
            <FooterMap />
          </DeferredRegion>
        </section>
      </div>
      <div className={`container ${styles.seo}`}>
        <p>{seoParagraph}</p>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            © <span>{new Date().getFullYear()}</span>
            {` ${business.legalName}. All rights reserved.`}
          </p>
          <ul className={styles.legal}>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/service-areas">Sitemap</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
