import type { IslandProps } from '@site-kit/contract';
import { LeadForm } from '../form/LeadForm';

/** /contact: a message, with the service of interest optional. */
export default function ContactForm({ formTitle, host }: IslandProps<{ formTitle?: string }>) {
  return <LeadForm formType="contact" host={host} title={formTitle} />;
}
