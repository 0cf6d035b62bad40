import type { IslandProps } from '@site-kit/contract';
import { LeadForm } from '../form/LeadForm';

/**
 * Service pages: a call-back request for the page's service (sent as a hidden field). Keyed by the
 * service, so moving to another service page starts a fresh form with the new service.
 */
export default function CallbackForm({
  serviceName = 'locksmith service',
  formTitle,
  ctaText,
  host,
}: IslandProps<{ serviceName?: string; formTitle?: string; ctaText?: string }>) {
  return (
    <LeadForm
      key={serviceName}
      formType="callback"
      host={host}
      title={formTitle}
      submitLabel={ctaText}
      intro={`Leave your number and we will call you back about ${serviceName}.`}
      presets={{ service: serviceName }}
    />
  );
}
