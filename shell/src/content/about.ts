import { business, claims } from '@site-kit/brand';
import type { IconName } from '@site-kit/brand/ui';

export const aboutStory: readonly string[] = [
  `${business.name} started in ${business.foundedYear} with one van, one locksmith and a promise that still runs the company: answer every call, day or night, and quote the real price before we drive.`,
  `St. Louis is a city of old brick two-flats with skeleton-key mortise locks, new-build subdivisions with smart deadbolts, and cars whose keys cost more than a month of bus fare. Our technicians carry the tools and blanks for all of it, so most jobs are finished on the first visit.`,
  `Today our mobile vans cover ${claims.citiesServed}+ cities within about ${claims.serviceRadiusMiles} miles of downtown, on both sides of the river. We are still locally owned, and we still pick up the phone at 3 a.m.`,
];

export const aboutValues: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Licensed and insured',
    text: 'Every technician is licensed, bonded, insured and background-checked. You can ask to see credentials at the door, and you should.',
  },
  {
    icon: 'award',
    title: 'Professional excellence',
    text: 'Ongoing training on new vehicle systems, high-security cylinders and smart locks, and the right tool for each lock instead of a drill.',
  },
  {
    icon: 'users',
    title: 'Customer focused',
    text: 'Upfront pricing, honest arrival times and a real person on the phone. If a repair is cheaper than a replacement, we tell you.',
  },
  {
    icon: 'wrench',
    title: 'Expert technicians',
    text: 'Years of hands-on work on cars, homes, storefronts and safes. Transponder programming, rekeying and master-key systems are everyday jobs.',
  },
];

/** Trade and community memberships shown on /about (names as the organisations style them). */
export const aboutMemberships: readonly string[] = [
  'ALOA Security Professionals Association',
  'Safe & Vault Technicians Association (SAVTA)',
  'Better Business Bureau of Eastern Missouri & Southern Illinois',
  'St. Louis Regional Chamber',
  'Home Builders Association of St. Louis & Eastern Missouri',
  'National Locksmith Automobile Association',
];
