/**
 * Bad request bodies for form-api, built from tables so each class of mistake or attack is covered
 * for every field: wrong types, missing fields, huge values, nested objects, prototype-pollution
 * keys, broken JSON and UTF-8, SQL and HTML payloads, CRLF, and content types the API does not take.
 */
export interface BadRequest {
  label: string;
  contentType: string;
  body: Buffer;
}

const FIELDS = ['formType', 'name', 'phone', 'email', 'address', 'service', 'message', 'isEmergency', 'isNewCustomer'];

/** Valid except for the phone: no mutation of another field can turn it into an acceptable lead. */
const base = {
  formType: 'contact',
  name: 'Fuzz Test',
  phone: 'not a phone',
  message: 'hello',
  fillTimeMs: 9000,
};

const WRONG_TYPES: unknown[] = [42, -1, 3.5, true, false, null, [], ['a'], {}, { a: 1 }, [{ $gt: '' }]];
const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'); DROP TABLE contact_submissions; --",
  '" UNION SELECT * FROM sqlite_master --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\r\nBcc: thief@example.com',
  '\nX-Injected: yes',
  '%0d%0aSubject: pwned',
  '=HYPERLINK("http://evil.example")',
  '\u0000null byte',
  '\u202Eright-to-left override',
  '😀'.repeat(200),
  ' '.repeat(50),
  'a'.repeat(5000),
];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

const json = (label: string, value: unknown): BadRequest => ({
  label,
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify(value)),
});

export function badRequests(): BadRequest[] {
  const requests: BadRequest[] = [];
  for (const field of FIELDS) {
    for (const [index, value] of WRONG_TYPES.entries())
      requests.push(json(`${field} as ${JSON.stringify(value)} #${index}`, { ...base, [field]: value }));
    for (const [index, value] of HOSTILE_STRINGS.entries())
      requests.push(json(`${field} hostile #${index}`, { ...base, [field]: value }));
    const { [field as keyof typeof base]: _removed, ...without } = base;
    requests.push(json(`${field} missing`, without));
    requests.push(json(`${field} nested deep`, { ...base, [field]: { a: { b: { c: { d: [1, [2, [3]]] } } } } }));
    for (const key of POLLUTION_KEYS) {
      requests.push({
        label: `${field} with ${key}`,
        contentType: 'application/json',
        body: Buffer.from(
          `{"formType":"contact","name":"x","phone":"bad","message":"m","${field}":{"${key}":{"polluted":true}}}`,
        ),
      });
    }
    requests.push(json(`${field} over the body cap`, { ...base, [field]: 'x'.repeat(20_000) }));
  }
  for (const key of POLLUTION_KEYS) {
    requests.push({
      label: `top-level ${key}`,
      contentType: 'application/json',
      body: Buffer.from(`{"${key}":{"isAdmin":true},"formType":"contact","name":"x","phone":"bad","message":"m"}`),
    });
  }
  const brokenJson = [
    '{',
    '{"name":',
    '{"name":"x",}',
    '[',
    'null',
    '"string"',
    '42',
    'true',
    '[]',
    '{"a":1}{"b":2}',
    '\u0000',
    '',
  ];
  for (const [index, text] of brokenJson.entries()) {
    requests.push({ label: `broken JSON #${index}`, contentType: 'application/json', body: Buffer.from(text) });
  }
  const invalidUtf8 = [
    [0xff],
    [0xc3, 0x28],
    [0xa0, 0xa1],
    [0xe2, 0x28, 0xa1],
    [0xf0, 0x90, 0x28, 0xbc],
    [0xed, 0xa0, 0x80],
  ];
  for (const [index, bytes] of invalidUtf8.entries()) {
    const prefix = Buffer.from('{"formType":"contact","name":"');
    const suffix = Buffer.from('","phone":"314-555-0123","message":"m","fillTimeMs":9000}');
    requests.push({
      label: `invalid UTF-8 #${index}`,
      contentType: 'application/json',
      body: Buffer.concat([prefix, Buffer.from(bytes), suffix]),
    });
  }
  const otherTypes = [
    'text/plain',
    'application/xml',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'text/html',
    'image/png',
  ];
  for (const contentType of otherTypes) {
    for (let index = 0; index < 10; index += 1) {
      requests.push({
        label: `${contentType} #${index}`,
        contentType,
        body: Buffer.from(JSON.stringify({ ...base, index })),
      });
    }
  }
  for (const formType of ['', 'admin', 'EMERGENCY', 'quote ', 'emergency\r\n', 'x'.repeat(300), '../etc/passwd']) {
    requests.push(json(`formType ${JSON.stringify(formType)}`, { ...base, formType, phone: '314-555-0123' }));
  }
  for (const [index, value] of HOSTILE_STRINGS.entries()) {
    for (const field of FIELDS) {
      const form = new URLSearchParams({
        ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)])),
        [field]: value,
      });
      requests.push({
        label: `urlencoded ${field} hostile #${index}`,
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.from(form.toString()),
      });
    }
  }
  for (const [first, firstField] of FIELDS.entries()) {
    for (const secondField of FIELDS.slice(first + 1)) {
      for (const value of [42, null, ['x']]) {
        requests.push(
          json(`${firstField}+${secondField} as ${JSON.stringify(value)}`, {
            ...base,
            [firstField]: value,
            [secondField]: value,
          }),
        );
      }
    }
  }
  for (const field of FIELDS) {
    for (const size of [400, 9000])
      requests.push(json(`${field} ${size} characters`, { ...base, [field]: 'y'.repeat(size) }));
  }
  for (let index = 0; index < 10; index += 1) {
    requests.push(
      json(`200 unknown keys #${index}`, {
        ...base,
        ...Object.fromEntries(Array.from({ length: 200 }, (_, key) => [`k${index}_${key}`, key])),
      }),
    );
  }
  for (const depth of [100, 1000, 2000, 3000, 4000]) {
    requests.push({
      label: `${depth} levels deep`,
      contentType: 'application/json',
      body: Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`),
    });
  }
  for (let index = 0; index < 400; index += 1) {
    // Random junk bytes, seeded by the index so a failure is reproducible.
    let seed = index * 2654435761;
    const bytes = Buffer.from(
      Array.from({ length: 32 + (index % 64) }, () => {
        seed = (seed * 1103515245 + 12345) >>> 0;
        return seed & 0xff;
      }),
    );
    requests.push({ label: `random bytes #${index}`, contentType: 'application/json', body: bytes });
  }
  return requests;
}

/**
 * Request targets a crawler, a scanner or a mistyped link may send, sent as raw bytes: broken and
 * overlong escapes, NUL, dot segments, backslashes, doubled slashes, 8 KB segments, odd queries,
 * each under every route prefix the shell answers (pages, /api, /static, the SEO files).
 */
export function badUrls(prefixes: readonly string[]): string[] {
  const segments = [
    '%',
    '%E0%A4%A',
    '%zz',
    '%C0%AF',
    '%C0%AE%C0%AE',
    '%E0%80%AF',
    '%F8%80%80%80%AF',
    '%ED%A0%80',
    '%FF',
    '%00',
    '%2e%2e',
    '..',
    '../..',
    '..%2F..%2Fetc%2Fpasswd',
    '..\\..\\windows',
    '\\evil.example',
    '/evil.example',
    '//evil.example/x',
    '%2F%2Fevil.example',
    '.',
    'x'.repeat(8192),
    `${'%41'.repeat(2000)}%`,
    '%u0041',
    '%%32%65',
    'caf\u00e9',
    '<script>alert(1)</script>',
    'a;b=c',
  ];
  const queries = [
    '',
    '?%',
    '?q=%E0%A4%A',
    '?submitted=%zz',
    '?submitted=contact%00',
    '?break',
    '?a=%C0%AF&&=',
    `?${'q'.repeat(4000)}`,
  ];
  const urls = new Set<string>();
  for (const prefix of prefixes) {
    for (const [index, segment] of segments.entries()) {
      const query = queries[index % queries.length] ?? '';
      urls.add(`${prefix}/${segment}${query}`);
      urls.add(`${prefix}${segment}`);
      urls.add(`/${segment}${prefix}`);
    }
    for (const query of queries) urls.add(`${prefix}${query}`);
    urls.add(`/${prefix}`);
    urls.add(`${prefix}//`);
    urls.add(`${prefix.replace(/\//g, '\\')}`);
    urls.add(`${prefix}/./../${prefix}`);
  }
  return [...urls];
}
