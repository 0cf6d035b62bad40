/**
 * What a city page offers: three service categories of six items each, linking to the services
 * team's pages by URL (never by import) where one exists, and the four services of the JSON-LD
 * offer catalog.
 */

import type { IconName } from '@site-kit/brand/ui';
import type { ServiceSlug } from '@site-kit/contract';

export { type ServiceSlug, servicePath, serviceSlugs } from '@site-kit/contract';

export interface ServiceItem {
  label: string;
  /** The service page that covers it; plain text when none does. */
  service?: ServiceSlug;
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
      { label: 'House lockouts', service: 'house-lockout' },
      { label: 'Lock rekeying', service: 'lock-rekeying' },
      { label: 'Deadbolt and lock installation', service: 'lock-installation' },
      { label: 'Smart lock installation', service: 'smart-lock-install' },
      { label: 'Key duplication', service: 'key-duplication' },
      { label: 'Garage and sliding-door locks' },
    ],
  },
  {
    id: 'automotive',
    title: 'Automotive',
    icon: 'car',
    blurb: 'Cars, trucks and SUVs',
    items: [
      { label: 'Car lockouts', service: 'car-lockout' },
      { label: 'Key fob programming', service: 'key-fob-programming' },
      { label: 'Ignition repair', service: 'ignition-repair' },
      { label: 'Broken key extraction', service: 'broken-key-extraction' },
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
      { label: 'Business lockouts', service: 'commercial-lockout' },
      { label: 'Safe opening', service: 'safe-unlocking' },
      { label: 'Rekeying after staff changes', service: 'lock-rekeying' },
      { label: 'Master key systems' },
      { label: 'Panic bars and exit devices' },
      { label: 'High-security and access control locks' },
    ],
  },
];

/** The four services of each city page's JSON-LD offer catalog. */
export const catalogServices: readonly { name: string; service: ServiceSlug }[] = [
  { name: 'Car Lockout Service', service: 'car-lockout' },
  { name: 'House Lockout Service', service: 'house-lockout' },
  { name: 'Lock Rekeying', service: 'lock-rekeying' },
  { name: 'Key Fob Programming', service: 'key-fob-programming' },
];
