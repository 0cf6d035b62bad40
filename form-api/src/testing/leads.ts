/** A stored lead for unit tests: every field set, optional ones empty, overridable. */
import { emptyAttribution, type StoredLead } from '@site-kit/forms';

export const storedLead = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  ...emptyAttribution(),
  id: '0b7f6a9e-2f4c-4f0e-9d8a-3c1b2a4d5e6f',
  createdAt: '2025-01-01T12:00:00.000Z',
  formType: 'contact',
  name: 'Ana',
  phone: '(618) 555-0100',
  email: null,
  address: null,
  service: '',
  message: 'hello',
  isEmergency: false,
  isNewCustomer: true,
  handledAt: null,
  heldAt: null,
  ...overrides,
});
