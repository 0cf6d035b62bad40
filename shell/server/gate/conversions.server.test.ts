import { describe, expect, it } from 'vitest';
import { CONVERSION_MINUTES, Conversions } from './conversions.server';

describe('Conversions', () => {
  const at = Date.parse('2026-12-01T12:00:00Z');
  const LEAD = '9f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';

  it("names the live form's event and fields for a token it signed, within its minutes", () => {
    let now = at;
    const conversions = new Conversions('key', () => now);
    const token = conversions.sign('callback', LEAD, 'car-lockout');
    expect(conversions.verify(token)).toEqual({
      event: 'service_page_form_submit',
      formType: 'callback',
      service: 'car-lockout',
      lead: LEAD,
    });
    expect(conversions.verify(conversions.sign('contact', LEAD, undefined))).toEqual({
      event: 'contact_form_submit',
      formType: 'contact',
      lead: LEAD,
    });
    now = at + CONVERSION_MINUTES * 60_000 + 1000;
    expect(conversions.verify(token)).toBeNull();
  });

  it('refuses a forged, tampered or foreign token, and anything that is not one', () => {
    const conversions = new Conversions('key', () => at);
    const token = conversions.sign('contact', LEAD, undefined);
    const [payload = '', mac = ''] = token.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ f: 'emergency', l: LEAD, s: '', t: at / 1000 })).toString('base64url')}.${mac}`;
    for (const bad of [
      tampered,
      `${payload}.AAAAAAAAAAAAAAAAAAAAAA`,
      new Conversions('another key', () => at).sign('contact', LEAD, undefined),
      'forged',
      '',
      undefined,
      ['a', 'b'],
      'x'.repeat(500),
    ])
      expect(conversions.verify(bad), String(bad)).toBeNull();
  });
});
