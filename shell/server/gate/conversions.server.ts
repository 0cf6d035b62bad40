/**
 * Form conversions of posts made without JavaScript (issue 34): the native post's 303 names the lead
 * in a signed, short-lived token (`?conversion=`), and the page it lands on pushes the same
 * dataLayer event as the live form, once. The token is the gate's word that this browser posted
 * that lead: anyone may open `?submitted=contact`, but only a post the gate forwarded and form-api
 * stored gets a token, it expires after CONVERSION_MINUTES, and the page drops it from the address
 * (history.replaceState) and remembers the lead (localStorage), so a reload, Back or a shared link
 * does not count again. Signed with the page-proof key under a label of its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { analyticsEvents, type FormType } from '@site-kit/forms';
import { type Conversion, conversionSchema } from '../renderer/protocol.server';

export { CONVERSION_PARAM } from '../../src/page-contract/conversion-script';
export const CONVERSION_MINUTES = 10;

export class Conversions {
  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token for a lead the gate just saw stored. */
  sign(formType: FormType, lead: string, service: string | undefined): string {
    const payload = Buffer.from(
      JSON.stringify({
        f: formType,
        l: lead,
        // A service the page could not push (not one of the form's values) is left out, not the event.
        s: service && conversionSchema.shape.service.safeParse(service).success ? service : '',
        t: Math.floor(this.now() / 1000),
      }),
    ).toString('base64url');
    return `${payload}.${this.#mac(payload)}`;
  }

  /** The conversion a valid, unexpired token names; null for anything else. */
  verify(token: unknown): Conversion | null {
    if (typeof token !== 'string' || token.length > 400) return null;
    const [payload = '', mac = ''] = token.split('.');
    const expected = Buffer.from(this.#mac(payload), 'base64url');
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let parsed: { f?: unknown; l?: unknown; s?: unknown; t?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const { f, l, s, t } = parsed;
    if (typeof t !== 'number') return null;
    const age = this.now() - t * 1000;
    if (age < -60_000 || age > CONVERSION_MINUTES * 60_000) return null;
    const conversion = conversionSchema.safeParse({
      event: typeof f === 'string' ? analyticsEvents[f as FormType] : undefined,
      formType: f,
      ...(s ? { service: s } : {}),
      lead: l,
    });
    return conversion.success ? conversion.data : null;
  }

  #mac(payload: string): string {
    return createHmac('sha256', this.key)
      .update(`form-conversion\n${payload}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}
