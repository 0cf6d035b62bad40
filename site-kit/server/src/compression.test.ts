import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compression';

describe('pickEncoding (Accept-Encoding as RFC 9110 defines it)', () => {
  it('prefers brotli, then gzip, among encodings of equal weight', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
  });

  it('honours q-values, and q=0 means "not this one"', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('BR;Q=0, GZIP')).toBe('gzip');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(pickEncoding('xbr, gzipped')).toBe('identity');
  });

  it('sends the plain body without a header or with nothing acceptable', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
  });
});
