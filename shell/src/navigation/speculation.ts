/**
 * Navigation between the site's pages is the browser's own (decision PF11): a link loads the next
 * page's server HTML, which paints alone, like the first. Speculation rules make that instant where
 * the browser has them (Chromium): the page a visitor points at or touches is prerendered, so the
 * click shows a page already laid out. Elsewhere a link is a plain page load.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          // The shell's own switches (a preview's link and its way out, development mode's pages):
          // a prerender would run them, and keep the cookie they set, on a mere pointing.
          { not: { href_matches: '/__*' } },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules exactly as the entry adds them: the CSP allows this text by its hash. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);

export function addSpeculationRules(doc: Document = document): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const script = doc.createElement('script');
  script.type = 'speculationrules';
  script.textContent = SPECULATION_RULES_TEXT;
  doc.head.append(script);
}
