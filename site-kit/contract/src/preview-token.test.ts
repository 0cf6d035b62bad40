import { describe, expect, it } from 'vitest';
import { MAX_PREVIEW_HOURS, type Preview, previewLink, previewSecret, readPreview, signPreview } from './preview-token';

const secret = 'a-preview-secret-of-at-least-32-characters';
const now = Date.parse('2026-12-01T12:00:00Z');
const preview: Preview = { remote: 'mfe_cities', version: '3f9c0a1b2c3d4e5f', expiresAt: now + 3_600_000 };

describe('preview tokens', () => {
  it('name the remote, the version and the end of the preview, signed', () => {
    const token = signPreview(preview, secret);
    expect(token).toMatch(/^mfe_cities\.3f9c0a1b2c3d4e5f\.\d+\.[\w-]{43}$/);
    expect(readPreview(token, secret, now)).toEqual(preview);
  });

  it('are refused once expired', () => {
    const token = signPreview(preview, secret);
    expect(readPreview(token, secret, preview.expiresAt - 1000)).toEqual(preview);
    expect(readPreview(token, secret, preview.expiresAt)).toBeNull();
    expect(readPreview(token, secret, preview.expiresAt + 60_000)).toBeNull();
    // Signed with the secret, but for longer than any deploy may sign (MAX_PREVIEW_HOURS): refused.
    const forever = { ...preview, expiresAt: now + (MAX_PREVIEW_HOURS + 1) * 3_600_000 };
    expect(readPreview(signPreview(forever, secret), secret, now)).toBeNull();
  });

  it('cannot be made or changed without the secret', () => {
    const token = signPreview(preview, secret);
    expect(readPreview(token, 'another-secret-of-at-least-32-characters!', now)).toBeNull();
    expect(readPreview(signPreview(preview, 'another-secret-of-at-least-32-characters!'), secret, now)).toBeNull();
    const [remote, version, expires, mac] = token.split('.') as [string, string, string, string];
    // Another version, another remote, a later end, a changed signature: each is refused.
    expect(readPreview([remote, 'aaaaaaaaaaaaaaaa', expires, mac].join('.'), secret, now)).toBeNull();
    expect(readPreview(['mfe_forms', version, expires, mac].join('.'), secret, now)).toBeNull();
    expect(readPreview([remote, version, String(Number(expires) + 86_400), mac].join('.'), secret, now)).toBeNull();
    expect(readPreview([remote, version, expires, `${mac.slice(0, -1)}A`].join('.'), secret, now)).toBeNull();
  });

  it('are refused when malformed, for an unknown remote, or with no secret configured', () => {
    expect(readPreview(undefined, secret, now)).toBeNull();
    expect(readPreview('', secret, now)).toBeNull();
    expect(readPreview('garbage', secret, now)).toBeNull();
    expect(readPreview(`${signPreview(preview, secret)}.extra`, secret, now)).toBeNull();
    expect(readPreview(signPreview({ ...preview, remote: 'mfe_other' as never }, secret), secret, now)).toBeNull();
    expect(readPreview(signPreview({ ...preview, version: 'abc' }, secret), secret, now)).toBeNull();
    expect(readPreview(signPreview(preview, secret), null, now)).toBeNull();
  });

  it('travel in a link to the shell, with the page to land on', () => {
    const token = signPreview(preview, secret);
    expect(previewLink('https://www.example.com', token)).toBe(`https://www.example.com/__preview?token=${token}`);
    const link = new URL(previewLink('http://127.0.0.1:4100', token, '/locksmith-clayton-mo'));
    expect(link.pathname).toBe('/__preview');
    expect(link.searchParams.get('token')).toBe(token);
    expect(link.searchParams.get('to')).toBe('/locksmith-clayton-mo');
  });

  it('need a secret of 32 characters or more, or none', () => {
    expect(previewSecret.parse(secret)).toBe(secret);
    expect(previewSecret.parse('')).toBeUndefined();
    expect(previewSecret.parse(undefined)).toBeUndefined();
    expect(previewSecret.safeParse('short').success).toBe(false);
  });
});
