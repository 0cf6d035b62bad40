import { describe, expect, it } from 'vitest';
import type { InboxLead } from '../owner/inbox';
import { fromGoogleAd, storedLead } from '../testing/leads';
import { CSV_HEADER, csvHeaderLine, csvRows } from './csv';

const lead = (overrides: Partial<InboxLead> = {}): InboxLead => ({
  ...storedLead({
    id: 'abc',
    createdAt: '2025-01-01T00:00:00.000Z',
    phone: '(618) 555-0100',
    service: 'safe-vault',
    message: 'Hi, there',
  }),
  deliveries: [],
  callTaps: [],
  ...overrides,
});

/** The message cell of a one-lead export. */
const messageCell = (message: string) => {
  const before = 'Safe & Vault Services,';
  const after = ',false,true,,,,,,,,,,,,,"Tue, Dec 31, 6:00 PM CST",,,\r\n';
  const line = csvRows([lead({ message })]);
  expect(line.endsWith(after)).toBe(true);
  return line.slice(line.indexOf(before) + before.length, -after.length);
};

describe('CSV export cells', () => {
  const table: [string, string][] = [
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['cr\ronly', '"cr\ronly"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 call me', "'+1 call me"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\r=1', `"'\r=1"`],
    ['Zoë 王', 'Zoë 王'],
    ['', ''],
  ];
  for (const [input, expected] of table) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(messageCell(input)).toBe(expected);
    });
  }

  it('has the lead column map for a header, then local time and delivery, after a byte-order mark', () => {
    expect(csvHeaderLine()).toBe(`\ufeff${CSV_HEADER.join(',')}\r\n`);
    expect(CSV_HEADER.join(',')).toBe(
      'public_id,created_at,form_type,name,phone,email,address,service,message,is_emergency,is_new_customer,' +
        'page_path,page_title,landing_path,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,' +
        'handled_at,held_at,received_local,notification,emergency_alert,emergency_reminder',
    );
  });

  it('writes one CRLF-terminated line per lead: codes, the service label, true/false, ISO and local times', () => {
    const local = '"Tue, Dec 31, 6:00 PM CST"';
    expect(csvRows([lead(), lead({ id: 'def', name: '=cmd' })])).toBe(
      `abc,2025-01-01T00:00:00.000Z,contact,Ana,(618) 555-0100,,,Safe & Vault Services,"Hi, there",false,true,,,,,,,,,,,,,${local},,,\r\n` +
        `def,2025-01-01T00:00:00.000Z,contact,'=cmd,(618) 555-0100,,,Safe & Vault Services,"Hi, there",false,true,,,,,,,,,,,,,${local},,,\r\n`,
    );
    // Where the lead came from, its owner's state and its emails; a hostile campaign value is inert text.
    const attributed = csvRows([
      lead({
        ...fromGoogleAd,
        utmCampaign: '=HYPERLINK("http://evil.example","win")',
        utmTerm: 'locksmith',
        utmContent: '@ad',
        gclid: 'Cj0abc',
        handledAt: '2025-01-01T01:00:00.000Z',
        deliveries: [
          {
            kind: 'notification',
            status: 'sent',
            attempts: 1,
            nextAttemptAt: null,
            lastError: null,
            sentAt: '2025-01-01T00:00:02.000Z',
            scheduled: false,
          },
          {
            kind: 'emergency_alert',
            status: 'pending',
            attempts: 2,
            nextAttemptAt: 1,
            lastError: 'ECONNREFUSED',
            sentAt: null,
            scheduled: false,
          },
          {
            kind: 'emergency_reminder',
            status: 'pending',
            attempts: 0,
            nextAttemptAt: Date.parse('2025-01-01T00:10:00.000Z'),
            lastError: null,
            sentAt: null,
            scheduled: true,
          },
        ],
      }),
    ]);
    expect(attributed).toBe(
      'abc,2025-01-01T00:00:00.000Z,contact,Ana,(618) 555-0100,,,Safe & Vault Services,"Hi, there",false,true,' +
        `/contact,Contact Us | Gateway Locksmith,/locksmith-clayton-mo,www.google.com,google,cpc,"'=HYPERLINK(""http://evil.example"",""win"")",locksmith,'@ad,Cj0abc,` +
        `2025-01-01T01:00:00.000Z,,${local},delivered 2025-01-01T00:00:02.000Z,pending (2 attempts): ECONNREFUSED,scheduled 2025-01-01T00:10:00.000Z\r\n`,
    );
    expect(csvRows([])).toBe('');
  });
});
