import { business } from 'site-kit';
import { useFederation } from '../federation/FederationContext';

export function HomePage() {
  const { host } = useFederation();
  return (
    <>
      <section className="hero">
        <h1>24/7 Mobile Locksmith in St. Louis</h1>
        <a className="call-link" href={business.phone.href}>
          Call {business.phone.display}
        </a>
        <host.Island id="forms/EmergencyForm" props={{}} />
      </section>
      <host.Island id="services/HomeServices" props={{ limit: 6 }} />
    </>
  );
}
