import { business, claims } from '@site-kit/brand';
import { CallToAction, Icon, MapFacade } from '@site-kit/brand/ui';
import { PageHero } from '../components/PageHero';
import { aboutMemberships, aboutStory, aboutValues } from '../content/about';
import { Link } from '../navigation/links';
import styles from './ContentPage.module.css';

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`Since ${business.foundedYear}`}
        title={`About ${business.name}`}
        lead={`Locally owned mobile locksmiths serving St. Louis and the Metro East around the clock since ${business.foundedYear}.`}
      />
      <section className="section" aria-labelledby="about-story">
        <div className={`container ${styles.narrow}`}>
          <h2 id="about-story">Our story</h2>
          {aboutStory.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="about-values">
        <div className="container">
          <h2 id="about-values" className="section-title">
            What we stand for
          </h2>
          <ul className={`grid grid-4 ${styles.cards}`}>
            {aboutValues.map((value) => (
              <li key={value.title} className="card">
                <Icon name={value.icon} className={styles.cardIcon} size={32} />
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="about-memberships">
        <div className="container">
          <h2 id="about-memberships" className="section-title">
            Memberships and associations
          </h2>
          <ul className={`grid grid-3 ${styles.memberships}`}>
            {aboutMemberships.map((name) => (
              <li key={name}>
                <Icon name="check" />
                {name}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="about-area">
        <div className={`container split ${styles.split}`}>
          <div>
            <h2 id="about-area">Where we work</h2>
            <p>
              From downtown St. Louis to Chesterfield, Florissant, Arnold and across the river to Belleville, our vans
              cover {claims.citiesServed}+ cities within about {claims.serviceRadiusMiles} miles.
            </p>
            <Link className="btn btn-secondary" to="/service-areas">
              See all service areas
            </Link>
          </div>
          <MapFacade
            place="St. Louis, Missouri"
            zoom={9}
            caption={`${claims.serviceRadiusMiles}-mile service radius`}
          />
        </div>
      </section>
      <CallToAction
        id="about-cta-title"
        placement="about-cta"
        callLabel="Call Now"
        title="Need a locksmith now?"
        text={`A technician can be with you in about ${claims.responseMinutes} minutes, 24/7.`}
      />
    </>
  );
}
