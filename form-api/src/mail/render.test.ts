import { emptyAttribution } from '@site-kit/forms';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../db/submissions';
import { escapeHtml, oneLine, renderOwnerEmail } from './render';

const addresses = { from: 'website@example.test', ownerEmail: 'owner@example.test' };
const submission = (overrides: Partial<StoredSubmission> = {}): StoredSubmission => ({
  ...emptyAttribution(),
  id: '0b7f6a9e-2f4c-4f0e-9d8a-3c1b2a4d5e6f',
  formType: 'quote',
  name: 'Dana Smith',
  phone: '(314) 555-0123',
  email: 'dana@example.com',
  address: '63103',
  service: 'safe-vault',
  message: 'Two safes.\nOne is stuck.',
  isEmergency: false,
  isNewCustomer: true,
  createdAt: '2025-01-01T12:00:00.000Z',
  ...overrides,
});

/** Build the real MIME message nodemailer would send, and read it back like a mail client. */
async function roundTrip(email: ReturnType<typeof renderOwnerEmail>) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message, envelope } = (await transport.sendMail(email)) as {
    message: Buffer;
    envelope: { from: string; to: string[] };
  };
  return { parsed: await simpleParser(message), raw: message.toString(), envelope };
}

describe('owner emails', () => {
  it('subject says form type, service and emergency', () => {
    expect(renderOwnerEmail('notification', submission(), addresses).subject).toBe(
      'Quote request: Safe & Vault Services from Dana Smith',
    );
    expect(renderOwnerEmail('notification', submission({ isEmergency: true }), addresses).subject).toBe(
      '[EMERGENCY] Quote request: Safe & Vault Services from Dana Smith',
    );
    const callback = submission({ formType: 'callback', service: 'Key Fob Programming', isEmergency: true });
    expect(renderOwnerEmail('notification', callback, addresses).subject).toBe(
      '[EMERGENCY] Service callback request: Key Fob Programming from Dana Smith',
    );
    expect(renderOwnerEmail('notification', submission({ formType: 'contact', service: '' }), addresses).subject).toBe(
      'Contact message: No service chosen from Dana Smith',
    );
  });

  it('the emergency alert is a distinct email that leads with the call', () => {
    const emergency = submission({ formType: 'emergency', service: 'car-lockout', isEmergency: true });
    const alert = renderOwnerEmail('emergency_alert', emergency, addresses);
    const notification = renderOwnerEmail('notification', emergency, addresses);
    expect(alert.subject).toBe('EMERGENCY ALERT: Car Lockout for Dana Smith, call (314) 555-0123 now');
    expect(alert.messageId).not.toBe(notification.messageId);
    expect(alert.html).toContain('href="tel:+13145550123"');
    expect(alert.text.split('\n')[0]).toBe('EMERGENCY: Dana Smith needs help now. Call (314) 555-0123.');
    expect(alert.headers.Importance).toBe('high');
  });

  it('goes from MAIL_FROM to OWNER_EMAIL, replying to the customer only when an email was given', async () => {
    const withEmail = await roundTrip(renderOwnerEmail('notification', submission(), addresses));
    expect(withEmail.parsed.from?.value[0]?.address).toBe('website@example.test');
    expect(withEmail.parsed.to && 'value' in withEmail.parsed.to && withEmail.parsed.to.value[0]?.address).toBe(
      'owner@example.test',
    );
    expect(withEmail.parsed.replyTo?.value[0]?.address).toBe('dana@example.com');
    const without = await roundTrip(renderOwnerEmail('notification', submission({ email: null }), addresses));
    expect(without.parsed.replyTo).toBeUndefined();
  });

  it('has a plain-text and an HTML body with every field', async () => {
    const { parsed } = await roundTrip(renderOwnerEmail('notification', submission(), addresses));
    for (const value of ['Dana Smith', '(314) 555-0123', 'dana@example.com', '63103', 'Safe & Vault Services']) {
      expect(parsed.text).toContain(value);
    }
    expect(parsed.text).toContain('Two safes.\nOne is stuck.');
    expect(parsed.text).toContain('Emergency: No');
    expect(parsed.text).toContain('New customer: Yes');
    expect(parsed.html).toContain('Safe &amp; Vault Services');
    expect(parsed.html).toContain('Two safes.<br>One is stuck.');
  });

  it('escapes every customer value in the HTML body', async () => {
    const hostile = submission({
      name: '<script>alert(1)</script> "Bob" & Co',
      address: '<img src=x onerror=alert(2)>',
      message: '</p><a href="javascript:alert(3)">click</a>',
      formType: 'callback',
      service: '<b>Car</b>',
    });
    const { parsed } = await roundTrip(renderOwnerEmail('notification', hostile, addresses));
    const html = String(parsed.html);
    expect(html).not.toMatch(/<script|<img|<a href="javascript|<b>Car/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Bob&quot; &amp; Co');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&lt;/p&gt;&lt;a href=&quot;javascript:alert(3)&quot;&gt;click&lt;/a&gt;');
  });

  it('cannot be made to carry an extra header or recipient', async () => {
    const hostile = submission({ name: 'Eve\r\nBcc: thief@example.com\r\nX-Evil: 1', email: null });
    const { parsed, envelope } = await roundTrip(renderOwnerEmail('notification', hostile, addresses));
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has('x-evil')).toBe(false);
    expect(envelope.to).toEqual(['owner@example.test']);
    expect(parsed.subject).toBe('Quote request: Safe & Vault Services from Eve Bcc: thief@example.com X-Evil: 1');
  });

  it('escapeHtml and oneLine', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(oneLine(' a\r\nb\u2028c\u0000 ')).toBe('a b c');
  });
});
