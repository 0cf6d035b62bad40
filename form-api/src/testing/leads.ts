/** Leads for unit tests: every field set, optional ones empty, overridable. */
import { emptyAttribution, type Lead, type StoredLead } from '@site-kit/forms';
import type { TapProvenance } from '../calls/store';
import type { CallTap } from '../calls/tap';
import type { Arrival } from '../report/sources';

/** A valid contact lead as the schema produces it. */
export const testLead = (name = 'Ana', overrides: Partial<Lead> = {}): Lead => ({
  formType: 'contact',
  name,
  phone: '(314) 555-0100',
  email: null,
  address: null,
  service: '',
  message: 'hello',
  isEmergency: false,
  isNewCustomer: true,
  ...overrides,
});

/** The same lead as it is stored and read back. */
export const storedLead = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  ...emptyAttribution(),
  ...testLead(),
  id: '0b7f6a9e-2f4c-4f0e-9d8a-3c1b2a4d5e6f',
  createdAt: '2025-01-01T12:00:00.000Z',
  handledAt: null,
  heldAt: null,
  ...overrides,
});

/** Where a lead from a Google ad came from: the page it was sent from, and how the visit came. */
export const fromGoogleAd = {
  pagePath: '/contact',
  pageTitle: 'Contact Us | Gateway Locksmith',
  landingPath: '/locksmith-clayton-mo',
  referrerHost: 'www.google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
} satisfies Partial<StoredLead>;

/** A visit that landed on the home page directly. */
export const testArrival = (overrides: Partial<Arrival> = {}): Arrival => ({
  landingPath: '/',
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  hasGclid: false,
  ...overrides,
});

/** A tap on the header's call button of the home page, by the early script. */
export const testTap = (overrides: Partial<CallTap> = {}): CallTap => ({
  ...testArrival(),
  placement: 'header',
  pagePath: '/',
  transport: 'beacon',
  ...overrides,
});

/** A verified tap from one documentation network. */
export const testProvenance: TapProvenance = { verified: true, network: '203.0.113.0/24' };
