/**
 * The one HTML document every page of the shell is sent in: the rendered pages, the error page, and
 * the short pages for teams (a preview link's refusal, the development page of remotes) alike. The head's skeleton (charset, viewport, theme colour, icon) and the inlined stylesheets are
 * written here only; what differs is passed in.
 */
import { escapeHtml } from '@site-kit/brand';
import { ROOT_ELEMENT_ID } from '../../src/page-contract/payload';

/** The brand colour (tokens.css `--color-brand`) for the browser's own chrome. */
const THEME_COLOR = '#0b3a66';

export interface InlinedStyle {
  /** The file's public URL: the CSS loaders in the browser find it in place and do not fetch it (none for a page's own). */
  href?: string;
  css: string;
}

export interface DocumentParts {
  /** Scripts that must run first, before anything else in <head> (the early script; none on the error page). */
  first?: string;
  /** Title, meta and link tags of the page. */
  head: string;
  styles: readonly InlinedStyle[];
  /** Markup first in <body>, before the root (the tag manager's frame for browsers without JavaScript). */
  bodyStart?: string;
  /** The root element's content: the rendered app. */
  root: string;
  /** After the root: structured data, the payload, the entry scripts. */
  tail?: string;
}

export function htmlDocument({ first = '', head, styles, bodyStart = '', root, tail = '' }: DocumentParts): string {
  return (
    `<!doctype html><html lang="en-US"><head><meta charset="utf-8">${first}` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    head +
    `<meta name="theme-color" content="${THEME_COLOR}"><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    styles.map((style) => `<style${style.href ? ` data-href="${style.href}"` : ''}>${style.css}</style>`).join('') +
    `</head><body>${bodyStart}<div id="${ROOT_ELEMENT_ID}">${root}</div>${tail}</body></html>`
  );
}

/**
 * A short page for a team, never a visitor's (not indexed, no site frame): its title as the heading's,
 * its own few styles, and `body` as given (escaped by the caller).
 */
export const teamPage = ({ title, css, body }: { title: string; css: string; body: string }): string =>
  htmlDocument({
    head: `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>`,
    styles: [{ css }],
    root: body,
  });
