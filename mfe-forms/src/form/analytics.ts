/** Analytics after a successful submit: one event in window.dataLayer (no personal data in it). */
import { analyticsEvents, type FormType } from '@site-kit/forms';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function trackSubmission(formType: FormType, service: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: analyticsEvents[formType], formType, ...(service ? { service } : {}) });
}
