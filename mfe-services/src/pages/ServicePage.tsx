import { business, type PageProps } from 'site-kit';

export default function ServicePage({ slug, host }: PageProps<{ slug: string }>) {
  return (
    <article>
      <h1>Car Lockout Service</h1>
      <p>Placeholder page for {slug}.</p>
      <a href={business.phone.href}>Call {business.phone.display}</a>
      <host.Island id="forms/CallbackForm" props={{ serviceName: 'Car Lockout', formTitle: 'Request a callback', ctaText: 'Call me back' }} />
    </article>
  );
}
