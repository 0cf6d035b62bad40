import { FaqSection } from '@site-kit/brand/ui';
import type { PageProps } from '@site-kit/contract';
import { ClosingCta } from '../components/ClosingCta';
import { Benefits } from '../components/service/Benefits';
import { InfoBlock } from '../components/service/InfoBlock';
import { RelatedServices } from '../components/service/RelatedServices';
import { ServiceHero } from '../components/service/ServiceHero';
import { serviceBySlug } from '../content/services';

/** One service page; `slug` comes from the route table, so an unknown one is a bug, not a 404. */
export default function ServicePage({ slug, host }: PageProps<{ slug: string }>) {
  const service = serviceBySlug(slug);
  if (!service) throw new Error(`No service with slug "${slug}"`);
  return (
    <>
      <ServiceHero service={service} host={host} />
      <Benefits service={service} />
      {service.info.map((block, index) => (
        <InfoBlock key={block.title} block={block} id={`info-${index + 1}`} alt={index % 2 === 0} />
      ))}
      <FaqSection
        id="faq-title"
        title={`${service.title}: common questions`}
        items={service.faqs}
        group="service-faq"
        alt={service.info.length % 2 === 0}
      />
      <RelatedServices service={service} />
      <ClosingCta title={service.closing.title} text={service.closing.text} placement="service-cta" />
    </>
  );
}
