import { business, claims } from '@site-kit/brand';
import { CallButton, Icon, MapFacade, PhoneLink } from '@site-kit/brand/ui';
import { PageHero } from '../components/PageHero';
import { useFederation } from '../federation/context';
import { Link } from '../navigation/links';
import styles from './ContentPage.module.css';

export function ContactPage() {
  const { host } = useFederation();
  return (
    <>
      <PageHero
        title="Contact Us"
        lead={`Call any time, day or night. For anything that can wait, send a message and we reply within ${claims.callbackMinutes} minutes during the day.`}
      >
        <CallButton placement="contact-hero" label="Call Now" />
      </PageHero>
      <section className="section" aria-label="Contact details and form">
        <div className={`container split ${styles.contactGrid}`}>
          <div>
            <h2>Reach a locksmith</h2>
            <ul className={styles.facts}>
              <li>
                <Icon name="phone" />
                <span>
                  <span className={styles.factLabel}>Phone</span>
                  <PhoneLink placement="contact-page" />
                </span>
              </li>
              <li>
                <Icon name="mail" />
                <span>
                  <span className={styles.factLabel}>Email</span>
                  <a href={`mailto:${business.email}`}>{business.email}</a>
                </span>
              </li>
              <li>
                <Icon name="clock" />
                <span>
                  <span className={styles.factLabel}>Hours</span>
                  {business.hours.label}
                </span>
              </li>
              <li>
                <Icon name="mapPin" />
                <span>
                  <span className={styles.factLabel}>Service area</span>
                  St. Louis City and County, St. Charles County, Jefferson County and the Illinois Metro East, about{' '}
                  {claims.serviceRadiusMiles} miles around downtown. <Link to="/service-areas">See all areas</Link>.
                </span>
              </li>
            </ul>
            <MapFacade place={`${business.address.city}, ${business.address.regionName}`} zoom={9} />
          </div>
          <div>
            <host.Island id="forms/ContactForm" props={{ formTitle: 'Send us a message' }} />
          </div>
        </div>
      </section>
    </>
  );
}
