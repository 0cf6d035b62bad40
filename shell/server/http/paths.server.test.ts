import { describe, expect, it } from 'vitest';
import { checkPath, siteRequestUrl } from './paths.server';

describe('checkPath', () => {
  it('takes ordinary paths and queries as they are', () => {
    for (const url of ['/', '/services/car-lockout', '/contact?submitted=contact', '/caf%C3%A9', '/a?utm=50%off'])
      expect(checkPath(url), url).toEqual({ kind: 'ok' });
  });

  it('refuses a path that does not decode, or decodes to a NUL', () => {
    for (const url of ['/services/%E0%A4%A', '/locksmith-%E0%A4%A', '/%', '/%zz', '/%C0%AF', '/a%00b', '*'])
      expect(checkPath(url), url).toEqual({ kind: 'bad' });
  });

  it('redirects odd forms to the plain path on this site, keeping the query', () => {
    const cases: [string, string][] = [
      ['//evil.example/x', '/evil.example/x'],
      ['/\\evil.example/x', '/evil.example/x'],
      ['/\\/evil.example', '/evil.example'],
      ['///services//car-lockout?x=1', '/services/car-lockout?x=1'],
      ['/services/../contact', '/contact'],
      ['/services/%2e%2e/contact', '/contact'],
      ['/./about', '/about'],
      ['/../../etc/passwd', '/etc/passwd'],
      ['/a b', '/a%20b'],
    ];
    for (const [url, location] of cases) {
      expect(checkPath(url), url).toEqual({ kind: 'redirect', location });
      expect(location.startsWith('//')).toBe(false);
      // The plain form is final: no redirect loop.
      expect(checkPath(location), location).toEqual({ kind: 'ok' });
    }
  });
});

describe('siteRequestUrl', () => {
  it('never reads the path as a host', () => {
    for (const url of ['//evil.example/x', '/\\evil.example/x'])
      expect(siteRequestUrl(url, 'https://www.example.com').host).toBe('www.example.com');
    expect(siteRequestUrl('/contact?submitted=quote', 'https://www.example.com').searchParams.get('submitted')).toBe(
      'quote',
    );
  });
});
