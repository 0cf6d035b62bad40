import { business, type PageProps } from 'site-kit';
import { serviceBySlug } from '../data/services';
import styles from './ServicePage.module.css';

export default function ServicePage({ slug, host }: PageProps<{ slug: string }>) {
  const service = serviceBySlug(slug);
  if (!service) return null;
  return (
    <article className={styles.hero}>
      <h1>{service.title}</h1>
      <p>{service.description}</p>
      <a href={business.phone.href}>Call {business.phone.display}</a>
      <host.Island
        id="forms/CallbackForm"
        props={{ serviceName: service.title, formTitle: `Get ${service.title} help`, ctaText: 'Call me back' }}
      />
    </article>
  );
}
