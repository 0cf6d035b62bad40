import { describe, expect, it } from 'vitest';
import { foreignPostReason } from './post-source';

const site = ['https://www.gateway247locksmith.com', 'http://127.0.0.1:3000'];

describe('where a post comes from', () => {
  it('passes the site itself, and a post without Origin unless one is required', () => {
    expect(foreignPostReason({ originHeader: site[0], secFetchSite: 'same-origin' }, site)).toBeNull();
    expect(foreignPostReason({ originHeader: site[1], secFetchSite: undefined }, site)).toBeNull();
    expect(foreignPostReason({ originHeader: undefined, secFetchSite: undefined }, site)).toBeNull();
    expect(foreignPostReason({ originHeader: undefined, secFetchSite: 'none' }, site)).toBeNull();
    expect(
      foreignPostReason({ originHeader: undefined, secFetchSite: undefined }, site, { originRequired: true }),
    ).toBe('no Origin');
  });

  it('refuses another origin, "null", and anything the browser marks cross-site', () => {
    for (const originHeader of [
      'https://evil.example',
      'null',
      'https://gateway247locksmith.com',
      'http://127.0.0.1:3003',
    ]) {
      expect(foreignPostReason({ originHeader, secFetchSite: 'same-site' }, site), originHeader).toBe('foreign Origin');
    }
    expect(foreignPostReason({ originHeader: undefined, secFetchSite: 'cross-site' }, site)).toBe(
      'cross-site (Sec-Fetch-Site)',
    );
    expect(foreignPostReason({ originHeader: site[0], secFetchSite: 'cross-site' }, site)).toBe(
      'cross-site (Sec-Fetch-Site)',
    );
  });
});
