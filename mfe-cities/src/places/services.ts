/**
 * What a city page offers: three service categories of six items each, linking to the services
 * team's pages by URL (never by import) where one exists, and the four services of the JSON-LD
 * offer catalog. Those URLs are the city pages' cross-links (`cityPageLinks`): the route table
 * declares them, and the shell refuses a version of either team that would leave one leading nowhere.
 */

import type { IconName } from '@site-kit/brand/ui';

export interface ServiceItem {
  label: string;
  /** The services team's page that covers it (its path); plain text when none does. */
  page?: string;
}

export interface ServiceCategory {
  id: 'residential' | 'automotive' | 'commercial';
  title: string;
  icon: IconName;
  blurb: string;
  items: readonly ServiceItem[];
}

export const serviceCategories: readonly ServiceCategory[] = [
  {
    id: 'residential',
    title: 'Residential',
    icon: 'home',
    blurb: 'Homes, apartments and condos',
    items: [
      { label: 'House lockouts', page: '/services/house-lockout' },
      { label: 'Lock rekeying', page: '/services/lock-rekeying' },
      { label: 'Deadbolt and lock installation', page: '/services/lock-installation' },
      { label: 'Smart lock installation', page: '/services/smart-lock-install' },
      { label: 'Key duplication', page: '/services/key-duplication' },
      { label: 'Garage and sliding-door locks' },
    ],
  },
  {
    id: 'automotive',
    title: 'Automotive',
    icon: 'car',
    blurb: 'Cars, trucks and SUVs',
    items: [
      { label: 'Car lockouts', page: '/services/car-lockout' },
      { label: 'Key fob programming', page: '/services/key-fob-programming' },
      { label: 'Ignition repair', page: '/services/ignition-repair' },
      { label: 'Broken key extraction', page: '/services/broken-key-extraction' },
      { label: 'Car key replacement' },
      { label: 'Transponder chip keys' },
    ],
  },
  {
    id: 'commercial',
    title: 'Commercial',
    icon: 'building',
    blurb: 'Offices, shops and warehouses',
    items: [
      { label: 'Business lockouts', page: '/services/commercial-lockout' },
      { label: 'Safe opening', page: '/services/safe-unlocking' },
      { label: 'Rekeying after staff changes', page: '/services/lock-rekeying' },
      { label: 'Master key systems' },
      { label: 'Panic bars and exit devices' },
      { label: 'High-security and access control locks' },
    ],
  },
];

/** The four services of each city page's JSON-LD offer catalog. */
export const catalogServices: readonly { name: string; page: string }[] = [
  { name: 'Car Lockout Service', page: '/services/car-lockout' },
  { name: 'House Lockout Service', page: '/services/house-lockout' },
  { name: 'Lock Rekeying', page: '/services/lock-rekeying' },
  { name: 'Key Fob Programming', page: '/services/key-fob-programming' },
];

/** The quote form, on the shell's home page: the cities' calls to action scroll to it. */
export const QUOTE_FORM_PAGE = '/';
export const QUOTE_FORM_LINK = `${QUOTE_FORM_PAGE}#quote`;

/** Every page of another section a city page links to: the home page (the quote form) and the service pages. */
export const cityPageLinks: readonly string[] = [
  ...new Set([
    QUOTE_FORM_PAGE,
    ...serviceCategories.flatMap((category) => category.items.flatMap((item) => (item.page ? [item.page] : []))),
    ...catalogServices.map((service) => service.page),
  ]),
];
