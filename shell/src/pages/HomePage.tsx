import { business, claims, discountCondition, discountLine } from '@site-kit/brand';
import { CallButton, CallToAction, FaqSection, Icon } from '@site-kit/brand/ui';
import { ContactLines } from '../components/ContactLines';
import { homeFaqs } from '../content/faq';
import { useFederation } from '../federation/context';
import { ReviewPlatformLinks } from '../frame/ReviewPlatformLinks';
import { Link } from '../navigation/links';
import styles from './HomePage.module.css';

const trust = [
  { icon: 'clock', text: `${claims.responseMinutes}-minute response` },
  { icon: 'shield', text: 'Licensed, bonded & insured' },
  { icon: 'award', text: `Trusted since ${business.foundedYear}` },
  { icon: 'star', text: `${claims.verifiedFiveStarReviews}+ five-star reviews` },
] as const;

/** The home page: its seven sections in the spec's order. */
export function HomePage() {
  const { host } = useFederation();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container split ${styles.heroInner}`}>
          <div className={styles.heroCopy}>
            <p className={styles.kicker}>
              <Icon name="zap" /> Open 24/7, holidays included
            </p>
            <h1 id="home-title" className={styles.title}>
              24/7 Mobile Locksmith in St. Louis
            </h1>
            <p className={styles.subtitle}>
              Locked out of your car, home or business? A licensed technician is on the way in about{' '}
              {claims.responseMinutes} minutes, anywhere within {claims.serviceRadiusMiles} miles of St. Louis, Missouri
              and Illinois.
            </p>
            <div className={styles.actions}>
              <CallButton placement="home-hero" label="Call Now" className={styles.heroCall} />
              <Link className={`btn btn-ghost ${styles.quoteLink}`} to="/#quote">
                <Icon name="tag" />
                Get {claims.newCustomerDiscountPercent}% Off Quote
              </Link>
            </div>
            <ul className={styles.trust}>
              {trust.map((item) => (
                <li key={item.text}>
                  <Icon name={item.icon} />
                  {item.text}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.heroForm}>
            <host.Island id="forms/EmergencyForm" props={{ formTitle: 'Request Emergency Help' }} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-reviews-title">
        <div className="container">
          <h2 id="home-reviews-title" className="section-title">
            What St. Louis Customers Say
          </h2>
          <p className="lead">
            {claims.verifiedFiveStarReviews}+ verified five-star reviews from drivers, homeowners and businesses across
            the metro.
          </p>
          <host.Island id="reviews/ReviewsWidget" props={{ placement: 'home' }} />
          <ReviewPlatformLinks className={styles.platforms} />
        </div>
      </section>

      <host.Island id="services/HomeServices" props={{ limit: 6 }} />

      <host.Island id="cities/HomeAreas" props={{}} />

      <FaqSection
        id="home-faq-title"
        title="Frequently Asked Questions"
        lead="Straight answers before you call."
        items={homeFaqs}
        group="home-faq"
        openFirst
        alt
      />

      <section id="quote" className="section" aria-labelledby="home-quote-title">
        <div className={`container split ${styles.quote}`}>
          <div>
            <h2 id="home-quote-title">Get a Free Quote</h2>
            <p className="lead">
              Tell us what you need and a locksmith calls you back with a firm price, usually within{' '}
              {claims.callbackMinutes} minutes. For an emergency, calling is fastest.
            </p>
            <ContactLines className={styles.contactList} placement="home-contact" />
            <aside className={styles.offer} aria-labelledby="home-offer-title">
              <h3 id="home-offer-title" className={styles.offerTitle}>
                <Icon name="tag" /> Special offer
              </h3>
              <p>{discountLine}. Mention this website when you call or tick "new customer" on the form.</p>
              <p className={styles.offerSmall}>{discountCondition} No hidden fees, ever.</p>
            </aside>
          </div>
          <div className={styles.quoteForm}>
            <host.Island id="forms/QuoteForm" props={{ formTitle: 'Request a Quote' }} />
          </div>
        </div>
      </section>

      <CallToAction
        id="home-cta-title"
        placement="home-cta"
        callLabel="Call Now"
        tone="action"
        title="Locked out right now?"
        text="Stay where you are. Call and a mobile locksmith heads your way, day or night."
      />
    </>
  );
}
