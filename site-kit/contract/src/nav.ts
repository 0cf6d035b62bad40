/**
 * The lists in the shell's frame that a page can put itself in (`nav.lists` of its route entry).
 * The shell fills each list at run time from the route tables, sorted by `nav.order`, so a section
 * adds or renames its own links without a shell change.
 */
export const NAV_LISTS = [
  /** Header services dropdown and the mobile menu's services list. */
  'services',
  /** Mobile menu "service areas" summary. */
  'areas-summary',
  /** Footer "primary service areas" and the Organization record's areaServed. */
  'areas-primary',
  /**
   * The header's top-level links and the mobile menu's, beside the shell's own (Home 10, About 30,
   * Contact 60): a section's landing page declares its own header link and its place among them.
   */
  'primary',
] as const;

export type NavList = (typeof NAV_LISTS)[number];
