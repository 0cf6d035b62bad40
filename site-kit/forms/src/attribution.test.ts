import { describe, expect, it } from 'vitest';
import {
  attributionFor,
  attributionMaxLength,
  emptyAttribution,
  parseAttribution,
  VISIT_STORAGE_KEY,
} from './attribution';

class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

describe('attribution', () => {
  it('caps a long campaign value and makes it one line; drops what is not a path, a host or a gclid', () => {
    const hostile = `<script>alert(1)</script>\r\nBcc: x@example.test ${'A'.repeat(5000)}`;
    const attribution = parseAttribution({
      pagePath: '/contact?name=secret#form',
      landingPath: `/${'a'.repeat(attributionMaxLength.path)}`,
      referrerHost: 'evil.example/path',
      utmSource: hostile,
      utmMedium: 42,
      utmCampaign: '   ',
      gclid: 'abc"; DROP TABLE',
    });
    expect(attribution.pagePath).toBe('/contact');
    expect(attribution.landingPath).toBeNull();
    expect(attribution.referrerHost).toBeNull();
    expect(attribution.utmSource).toHaveLength(attributionMaxLength.campaign);
    expect(attribution.utmSource).toMatch(/^<script>alert\(1\)<\/script> Bcc: x@example.test A+$/);
    expect(attribution.utmMedium).toBeNull();
    expect(attribution.utmCampaign).toBeNull();
    expect(attribution.gclid).toBeNull();
    expect(parseAttribution('nonsense')).toEqual(emptyAttribution());
    expect(parseAttribution({ pagePath: '//evil.example/x' }).pagePath).toBeNull();
  });

  it('keeps the first page of the visit for every form of it, with the page each form is on', () => {
    const storage = new MemoryStorage();
    // As the shell's early script writes it.
    storage.setItem(
      VISIT_STORAGE_KEY,
      JSON.stringify({
        landingPath: '/locksmith-clayton-mo',
        referrerHost: 'bing.com',
        utmSource: 'google',
        gclid: null,
        visitId: 'k3j5h6g7f8d9s0a1',
      }),
    );
    expect(attributionFor(storage, { path: '/contact', title: 'Contact Us | Gateway Locksmith' })).toMatchObject({
      pagePath: '/contact',
      pageTitle: 'Contact Us | Gateway Locksmith',
      landingPath: '/locksmith-clayton-mo',
      referrerHost: 'bing.com',
      utmSource: 'google',
      visitId: 'k3j5h6g7f8d9s0a1',
    });
    storage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ landingPath: '/', visitId: 'not an id!' }));
    expect(attributionFor(storage, { path: '/contact', title: '' })).not.toHaveProperty('visitId');
    storage.setItem(VISIT_STORAGE_KEY, '{not json');
    expect(attributionFor(storage, { path: '/contact', title: '' })).toEqual({
      ...emptyAttribution(),
      pagePath: '/contact',
    });
    expect(attributionFor(null, { path: '/services/car-lockout', title: 'x' }).pagePath).toBe('/services/car-lockout');
  });
});
