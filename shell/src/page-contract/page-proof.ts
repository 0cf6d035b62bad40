/**
 * The page proof (issue 33, point 1): a token the shell's gate signs and puts into every page it
 * serves, which the page's signals carry back (a client error report, a call tap), so that a signal
 * counts only if it refers to a page this site served recently. It proves no more than that someone
 * fetched a page of the site within PAGE_PROOF_HOURS: anyone can fetch one. It may be shared by every
 * visitor of a cached page. The browser only reads it; the key that signs it is the gate's alone.
 */

/** The `<meta name>` that carries the token in <head>. */
export const PAGE_PROOF_META = 'page-proof';

/** How a token looks: `<issued at, epoch seconds in base 36>.<signature, base64url>`. */
export const PAGE_PROOF_PATTERN = /^[0-9a-z]{1,10}\.[A-Za-z0-9_-]{16}$/;

/** The page's proof, or null on a page without one (the error page, a page of an older build). */
export function readPageProof(doc: Document = document): string | null {
  const content = doc.querySelector(`meta[name="${PAGE_PROOF_META}"]`)?.getAttribute('content') ?? null;
  return content !== null && PAGE_PROOF_PATTERN.test(content) ? content : null;
}
