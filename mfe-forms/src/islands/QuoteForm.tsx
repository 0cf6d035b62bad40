import type { IslandProps } from '@site-kit/contract';
import { LeadForm } from '../form/LeadForm';

/** Home #quote section: a quote request with the service address. */
export default function QuoteForm({ formTitle, host }: IslandProps<{ formTitle?: string }>) {
  return <LeadForm formType="quote" host={host} title={formTitle} />;
}
