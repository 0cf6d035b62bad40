/**
 * The service pages' addresses, which other teams link to (city pages, the home grid). The page
 * content stays mfe-services' own; this is only the list of URLs the site promises to serve.
 */
export const serviceSlugs = [
  'car-lockout',
  'key-fob-programming',
  'key-duplication',
  'house-lockout',
  'lock-rekeying',
  'lock-installation',
  'commercial-lockout',
  'safe-unlocking',
  'broken-key-extraction',
  'ignition-repair',
  'smart-lock-install',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export const servicePath = (slug: ServiceSlug): string => `/services/${slug}`;
