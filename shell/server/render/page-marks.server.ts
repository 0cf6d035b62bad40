/**
 * Marks set on a finished document, after the render: its page proof (issue 33) and a no-JavaScript
 * post's conversion (issue 34).
 */
import { CALL_TAPS_PATH, escapeHtml } from '@site-kit/brand';
import { PAGE_PROOF_FIELD } from '@site-kit/forms';
import { CONVERSION_META } from '../../src/page-contract/conversion-script';
import { PAGE_PROOF_META } from '../../src/page-contract/page-proof';

/** A call link's ping as every call link renders it (`PhoneLink`, React's attribute escaping). */
const CALL_PING_ATTRIBUTE = ` ping="${CALL_TAPS_PATH}?`;

/** A no-JavaScript post's success page: the event the early script pushes once (issue 34). */
export function withConversion(html: string, conversion: object): string {
  const meta = `<meta name="${CONVERSION_META}" content="${escapeHtml(JSON.stringify(conversion))}">`;
  return html.replace('<meta name="viewport"', `${meta}<meta name="viewport"`);
}

/**
 * The page with its proof (issue 33): a `<meta>` in <head> that the early script's call beacons and
 * the client error reporter read, and the same token first in every call link's ping, which the
 * browser sends without JavaScript. Done on the finished document, so the call links of every
 * section carry it, whatever build of site-kit rendered them. A page without a proof is unchanged.
 */
export function withPageProof(html: string, proof: string | null): string {
  if (!proof) return html;
  const meta = `<meta name="${PAGE_PROOF_META}" content="${proof}">`;
  return html
    .replace('<meta name="viewport"', `${meta}<meta name="viewport"`)
    .replaceAll(CALL_PING_ATTRIBUTE, `${CALL_PING_ATTRIBUTE}${PAGE_PROOF_FIELD}=${proof}&amp;`);
}
