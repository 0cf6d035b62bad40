import { emptyAttribution } from '@site-kit/forms';
import { describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../db/submissions';
import { csvHeaderLine, csvRows } from './csv';

const submission = (overrides: Partial<StoredSubmission> = {}): StoredSubmission => ({
  ...emptyAttribution(),
  id: 'abc',
  createdAt: '2025-01-01T00:00:00.000Z',
  formType: 'contact',
  name: 'Ana',
  phone: '(618) 555-0100',
  email: null,
  address: null,
  service: 'safe-vault',
  message: 'Hi, there',
  isEmergency: false,
  isNewCustomer: true,
  ...overrides,
});

/** The message cell of a one-submission export. */
const messageCell = (message: string) => {
  const before = 'Safe & Vault Services,';
  const after = ',false,true,"Tue, Dec 31, 6:00 PM CST",,,,,,,,,,\r\n';
  const line = csvRows([submission({ message })]);
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

  it('writes one CRLF-terminated line per submission, with the service label', () => {
    expect(csvHeaderLine()).toBe(
      'id,created_at,form_type,name,phone,email,address,service,message,is_emergency,is_new_customer,received_local,' +
        'page_path,page_title,landing_path,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid\r\n',
    );
    const local = '"Tue, Dec 31, 6:00 PM CST"';
    expect(csvRows([submission(), submission({ id: 'def', name: '=cmd' })])).toBe(
      `abc,2025-01-01T00:00:00.000Z,contact,Ana,(618) 555-0100,,,Safe & Vault Services,"Hi, there",false,true,${local},,,,,,,,,,\r\n` +
        `def,2025-01-01T00:00:00.000Z,contact,'=cmd,(618) 555-0100,,,Safe & Vault Services,"Hi, there",false,true,${local},,,,,,,,,,\r\n`,
    );
    // Where the lead came from, in the header's order; a hostile campaign value is inert text.
    const attributed = csvRows([
      submission({
        pagePath: '/contact',
        pageTitle: 'Contact Us | Gateway Locksmith',
        landingPath: '/locksmith-clayton-mo',
        referrerHost: 'www.google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: '=HYPERLINK("http://evil.example","win")',
        utmTerm: 'locksmith',
        utmContent: '@ad',
        gclid: 'Cj0abc',
      }),
    ]);
    expect(attributed).toBe(
      `abc,2025-01-01T00:00:00.000Z,contact,Ana,(618) 555-0100,,,Safe & Vault Services,"Hi, there",false,true,${local},` +
        `/contact,Contact Us | Gateway Locksmith,/locksmith-clayton-mo,www.google.com,google,cpc,"'=HYPERLINK(""http://evil.example"",""win"")",locksmith,'@ad,Cj0abc\r\n`,
    );
    expect(csvRows([])).toBe('');
  });
});
