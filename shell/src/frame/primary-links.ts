/**
 * The header's top-level links (desktop and the mobile menu) are the payload's `nav.primary`: each
 * section's landing page declares its own in its route table (nav list 'primary', with an order),
 * and the site index merges these, the shell's own, with them by order.
 */
export const shellPrimaryLinks = [
  { label: 'Home', path: '/', order: 10 },
  { label: 'About', path: '/about', order: 30 },
  { label: 'Contact', path: '/contact', order: 60 },
] as const;

/** The header link that opens the `services` list as a menu rather than navigating. */
export const SERVICES_MENU_PATH = '/services';
