/**
 * Where a POST comes from, as the browser says it: the Origin header and Sec-Fetch-Site. A lead is
 * refused when either names another site (a page elsewhere filing leads through its visitors); an
 * absent Origin passes, since older browsers send none on a form post. The owner's actions require
 * it. Used by form-api (its API and the owner's inbox) and by the shell (its no-JavaScript form post).
 */

export interface PostSource {
  /** The Origin request header, as sent. */
  originHeader: string | undefined;
  /** The Sec-Fetch-Site request header, as sent. */
  secFetchSite: string | undefined;
}

/** What a visitor's browser is told when its post came from another site. */
export const FOREIGN_POST_MESSAGE = 'This form was sent from another site.';

/** Why the post is refused (for the log), or null when it may go on. */
export function foreignPostReason(
  { originHeader, secFetchSite }: PostSource,
  allowedOrigins: readonly string[],
  { originRequired = false }: { originRequired?: boolean } = {},
): string | null {
  if (secFetchSite === 'cross-site') return 'cross-site (Sec-Fetch-Site)';
  if (originHeader === undefined || originHeader === '') return originRequired ? 'no Origin' : null;
  return allowedOrigins.includes(originHeader) ? null : 'foreign Origin';
}
