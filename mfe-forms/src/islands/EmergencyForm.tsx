import type { IslandProps } from '@site-kit/contract';
import { LeadForm } from '../form/LeadForm';

/** Home hero: name, phone and what happened, for someone locked out right now. */
export default function EmergencyForm({ formTitle, host }: IslandProps<{ formTitle?: string }>) {
  return <LeadForm formType="emergency" host={host} title={formTitle} />;
}
