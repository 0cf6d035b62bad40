import { describe, expect, it } from 'vitest';
import { CSV_HEADER, csvCell, csvLine, csvRow } from './csv';

describe('CSV export cells', () => {
  const table: [string, string][] = [
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 call me', "'+1 call me"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['Zoë 王', 'Zoë 王'],
    ['', ''],
  ];
  for (const [input, expected] of table) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(csvCell(input)).toBe(expected);
    });
  }

  it('writes one CRLF-terminated line per submission, with the service label', () => {
    expect(csvLine(CSV_HEADER)).toBe(
      'id,created_at,form_type,name,phone,email,address,service,message,is_emergency,is_new_customer\r\n',
    );
    expect(
      csvRow({
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
      }),
    ).toBe(
      'abc,2025-01-01T00:00:00.000Z,contact,Ana,(618) 555-0100,,,Safe & Vault Services,"Hi, there",false,true\r\n',
    );
  });
});
