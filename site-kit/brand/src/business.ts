import { listText } from './text.js';

/**
 * The business facts, in one place. Every page, email and JSON-LD record reads them from here;
 * nothing else in the repository spells a phone number, a claim or the radius.
 *
 * The spec leaves the phone, name, domain and street address as placeholders ({phone}); the values
 * below are stand-ins recorded as decision P1 (docs/decisions.md; the 555-01xx range is reserved for fiction).
 */
export const business = {
  name: 'Gateway 24/7 Locksmith',
  legalName: 'Gateway 24/7 Locksmith LLC',
  shortName: 'Gateway Locksmith',
  /** Canonical www host; SITE_URL overrides it at run time on the server. */
  domain: 'www.gateway247locksmith.com',
  phone: {
    display: '(314) 555-0142',
    e164: '+13145550142',
    href: 'tel:+13145550142',
  },
  email: 'service@gateway247locksmith.com',
  address: {
    street: '2300 Locust Street',
    city: 'St. Louis',
    region: 'MO',
    regionName: 'Missouri',
    postalCode: '63103',
    country: 'US',
  },
  geo: { latitude: 38.6322, longitude: -90.2094 },
  /** The business's clock: lead emails and the owner's lists show times in it. */
  timeZone: 'America/Chicago',
  hours: {
    label: 'Open 24/7, including holidays',
    short: '24/7',
    schemaOpeningHours: 'Mo-Su 00:00-23:59',
  },
  foundedYear: 2010,
  priceRange: '$$',
  paymentMethods: ['Cash', 'Visa, Mastercard, American Express and Discover', 'Apple Pay', 'Google Pay'],
  social: {
    facebook: 'https://www.facebook.com/gateway247locksmith',
    instagram: 'https://www.instagram.com/gateway247locksmith',
    linkedin: 'https://www.linkedin.com/company/gateway247locksmith',
    youtube: 'https://www.youtube.com/@gateway247locksmith',
  },
  reviewPlatforms: {
    google: 'https://g.page/r/gateway247locksmith/review',
    facebook: 'https://www.facebook.com/gateway247locksmith/reviews',
    yelp: 'https://www.yelp.com/biz/gateway-24-7-locksmith-st-louis',
  },
} as const;

/** Marketing claims the spec lists, with the numbers kept as numbers so copy and JSON-LD agree. */
export const claims = {
  responseMinutes: 15,
  callbackMinutes: 15,
  newCustomerDiscountPercent: 10,
  yearsSince: business.foundedYear,
  verifiedFiveStarReviews: 500,
  citiesServed: 40,
  serviceRadiusMiles: 40,
  /** 40 miles in metres, the value the spec gives for structured data. */
  serviceRadiusMeters: 64374,
  /** One block of the original said 50 miles; we keep one figure (decisions C6, C7). */
  licensed: true,
  bonded: true,
  insured: true,
  noHiddenFees: true,
  upfrontPricing: true,
} as const;

/** Policy constants (spec point 9), used by /terms, /privacy and anywhere the copy mentions them. */
export const policy = {
  cancellationFeeAfterDispatch: 50,
  returnedCheckFee: 35,
  workmanshipWarrantyDays: 90,
  partsWarranty: "the manufacturer's warranty, typically one year",
  rescheduleNoticeHours: 2,
  privacyResponseHours: 48,
  termsUpdated: '2025-01-24',
  privacyUpdated: '2025-01',
} as const;

/** UI timings from the spec (section 9). */
export const timings = {
  successResetMs: 5000,
  dropdownCloseMs: 150,
  hashScrollMs: 100,
} as const;

export const yearsInBusiness = (now: Date = new Date()): number => now.getFullYear() - business.foundedYear;

/** The discount sentence used by the banner and offer boxes. */
export const discountLine = `New customers save ${claims.newCustomerDiscountPercent}% on all locksmith services`;

/** The discount's one condition (spec: "not combinable with other offers"), wherever the discount is offered. */
export const discountCondition = 'Not combinable with other offers.';

/** The payment methods in a sentence: 'Cash, Visa, Mastercard, American Express and Discover, Apple Pay or Google Pay'. */
export const paymentMethodsText = listText(business.paymentMethods, 'or');
