/** The header's top-level links (Services is the dropdown, rendered separately). */
export const primaryLinks = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about' },
  { label: 'Reviews', path: '/reviews' },
  { label: 'Areas', path: '/service-areas' },
  { label: 'Contact', path: '/contact' },
] as const;
