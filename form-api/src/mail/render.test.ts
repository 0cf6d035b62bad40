import { escapeHtml } from '@site-kit/brand';
import type { StoredLead } from '@site-kit/forms';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { fromGoogleAd, storedLead } from '../testing/leads';
import { oneLine, renderOwnerEmail } from './render';

const addresses = { from: 'website@example.test', ownerEmail: 'owner@example.test' };
const submission = (overrides: Partial<StoredLead> = {}): StoredLead =>
  storedLead({
    formType: 'quote',
    name: 'Dana Smith',
    phone: '(314) 555-0123',
    email: 'dana@example.com',
    address: '63103',
    service: 'safe-vault',
    message: 'Two safes.\nOne is stuck.',
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
  it('subjects front-load what a lock screen shows: emergency, the number to call, service, ZIP or city, name', () => {
    const subject = (overrides: Partial<StoredLead>, kind: 'notification' | 'emergency_alert' = 'notification') =>
      renderOwnerEmail(kind, submission(overrides), addresses).subject;
    expect(subject({})).toBe('call (314) 555-0123 · Safe & Vault Services · 63103 · Dana Smith');
    expect(subject({ isEmergency: true, address: '12 Main St, Clayton, MO 63105' })).toBe(
      'EMERGENCY · call (314) 555-0123 · Safe & Vault Services · 63105 · Dana Smith',
    );
    // No ZIP in the address: the city page the lead came through.
    expect(subject({ address: 'Schnucks lot', pagePath: '/contact', landingPath: '/locksmith-clayton-mo' })).toBe(
      'call (314) 555-0123 · Safe & Vault Services · Clayton, MO · Dana Smith',
    );
    expect(subject({ address: null, pagePath: '/locksmith-east-st-louis-il' })).toBe(
      'call (314) 555-0123 · Safe & Vault Services · East St Louis, IL · Dana Smith',
    );
    expect(subject({ formType: 'callback', service: 'Key Fob Programming', isEmergency: true, address: null })).toBe(
      'EMERGENCY · call (314) 555-0123 · Key Fob Programming · Dana Smith',
    );
    expect(subject({ formType: 'contact', service: '', address: null })).toBe(
      'call (314) 555-0123 · Contact message · Dana Smith',
    );
    expect(
      subject(
        { formType: 'emergency', service: 'car-lockout', isEmergency: true, address: '63105' },
        'emergency_alert',
      ),
    ).toBe('EMERGENCY ALERT · call (314) 555-0123 now · Car Lockout · 63105 · Dana Smith');
  });

  it('starts with a tap-to-call line and says when (business time), where from and how the visitor came', async () => {
    const lead = submission({
      createdAt: '2026-11-23T03:42:57.816Z',
      ...fromGoogleAd,
      utmCampaign: 'clayton-lockouts',
    });
    const email = renderOwnerEmail('notification', lead, addresses);
    const { parsed } = await roundTrip(email);
    expect(String(parsed.text).split('\n')[0]).toBe('Call (314) 555-0123 · Dana Smith (tel:+13145550123)');
    expect(email.html).toMatch(/<body[^>]*><a href="tel:\+13145550123"[^>]*>Call \(314\) 555-0123 · Dana Smith<\/a>/);
    for (const line of [
      'Received: Sun, Nov 22, 9:42 PM CST',
      'Sent from: Contact Us (/contact)',
      'Came from: google / cpc / clayton-lockouts',
      'Landing page: /locksmith-clayton-mo',
    ]) {
      expect(parsed.text).toContain(line);
    }
    expect(parsed.html).toContain('Sun, Nov 22, 9:42 PM CST');
    expect(parsed.text).not.toContain('2026-11-23T03:42');
    const direct = renderOwnerEmail('notification', submission({ pagePath: '/services/car-lockout' }), addresses);
    expect(direct.text).toContain('Sent from: /services/car-lockout');
    expect(direct.text).toContain('Came from: direct');
    const referred = renderOwnerEmail('notification', submission({ referrerHost: 'www.bing.com' }), addresses);
    expect(referred.text).toContain('Came from: www.bing.com');
  });

  it('the emergency alert is a distinct email that leads with the call', () => {
    const emergency = submission({ formType: 'emergency', service: 'car-lockout', isEmergency: true });
    const alert = renderOwnerEmail('emergency_alert', emergency, addresses);
    const notification = renderOwnerEmail('notification', emergency, addresses);
    expect(alert.subject).toBe('EMERGENCY ALERT · call (314) 555-0123 now · Car Lockout · 63103 · Dana Smith');
    expect(alert.messageId).not.toBe(notification.messageId);
    expect(alert.html).toContain('href="tel:+13145550123"');
    expect(alert.text.split('\n')[2]).toBe('EMERGENCY: Dana Smith needs help now.');
    expect(alert.headers.Importance).toBe('high');
  });

  it('the still-open reminder leads with the call, says when it came in, and links the lead in the inbox', async () => {
    const emergency = submission({
      formType: 'emergency',
      service: 'car-lockout',
      isEmergency: true,
      createdAt: '2026-11-23T03:42:57.816Z',
    });
    const withInbox = {
      ...addresses,
      alertEmails: ['desk@example.test', '3145550100@txt.example'],
      inboxUrl: 'https://owner.example.test/',
    };
    const reminder = renderOwnerEmail('emergency_reminder', emergency, withInbox);
    expect(reminder.subject).toBe('STILL OPEN · call (314) 555-0123 now · Car Lockout · 63103 · Dana Smith');
    expect(reminder.text.split('\n').slice(0, 4)).toEqual([
      'Call (314) 555-0123 · Dana Smith (tel:+13145550123)',
      '',
      "STILL OPEN: Dana Smith's emergency request came in at Sun, Nov 22, 9:42 PM CST and nobody has marked it handled.",
      `Mark it handled: https://owner.example.test/leads/${emergency.id}`,
    ]);
    expect(reminder.html).toContain(`href="https://owner.example.test/leads/${emergency.id}"`);
    expect(reminder.headers.Importance).toBe('high');
    expect(reminder.messageId).toBe(`<${emergency.id}.emergency_reminder@example.test>`);
    const { envelope } = await roundTrip(reminder);
    expect(envelope.to).toEqual(['owner@example.test', 'desk@example.test', '3145550100@txt.example']);
    // ALERT_EMAILS get the urgent emails only.
    expect(renderOwnerEmail('notification', emergency, withInbox).to).toBe('owner@example.test');
    expect(renderOwnerEmail('emergency_alert', emergency, withInbox).to).toBe(
      'owner@example.test, desk@example.test, 3145550100@txt.example',
    );
    // Without the inbox (OWNER_TOKEN unset) there is no link to give.
    expect(renderOwnerEmail('emergency_reminder', emergency, addresses).text).not.toContain('Mark it handled');
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
      utmSource: '<script>alert(4)</script>',
      pageTitle: '<img src=y onerror=alert(5)>',
      pagePath: '/contact',
    });
    const { parsed } = await roundTrip(renderOwnerEmail('notification', hostile, addresses));
    const html = String(parsed.html);
    expect(html).not.toMatch(/<script|<img|<a href="javascript|<b>Car/);
    expect(html).toContain('&lt;script&gt;alert(4)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=y onerror=alert(5)&gt; (/contact)');
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
    expect(parsed.subject).toBe(
      'call (314) 555-0123 · Safe & Vault Services · 63103 · Eve Bcc: thief@example.com X-Evil: 1',
    );
  });

  it('a name longer than 40 characters is cut with "…" in the subject and the first lines; the number stays first', () => {
    const long = 'Bartholomew Maximilian Fitzgerald-Worthington the Third of Clayton';
    const email = renderOwnerEmail(
      'emergency_alert',
      submission({ formType: 'emergency', service: 'car-lockout', isEmergency: true, name: long }),
      addresses,
    );
    const cut = `${Array.from(long).slice(0, 40).join('').trimEnd()}…`;
    expect(email.subject).toBe(`EMERGENCY ALERT · call (314) 555-0123 now · Car Lockout · 63103 · ${cut}`);
    expect(email.text.split('\n')[0]).toBe(`Call (314) 555-0123 · ${cut} (tel:+13145550123)`);
    expect(email.text.split('\n')[2]).toBe(`EMERGENCY: ${cut} needs help now.`);
    // The whole name is still in the body.
    expect(email.text).toContain(`Name: ${long}`);
    expect(renderOwnerEmail('notification', submission({ name: 'x'.repeat(40) }), addresses).subject).toMatch(
      / · x{40}$/,
    );
  });

  it('escapeHtml and oneLine', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(oneLine(' a\r\nb\u2028c\u0000 ')).toBe('a b c');
  });
});
