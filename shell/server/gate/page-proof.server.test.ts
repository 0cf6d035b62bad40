import { describe, expect, it } from 'vitest';
import { PAGE_PROOF_PATTERN } from '../../src/page-contract/page-proof';
import { PAGE_PROOF_HOURS, PageProofs } from './page-proof.server';

const KEY = 'k'.repeat(32);
const start = Date.parse('2026-11-28T10:00:00.000Z');

describe('PageProofs', () => {
  it('signs a token of the documented shape, one per second, that it then accepts', () => {
    let now = start;
    const proofs = new PageProofs(KEY, () => now);
    const token = proofs.current();
    expect(token).toMatch(PAGE_PROOF_PATTERN);
    now += 999;
    expect(proofs.current()).toBe(token);
    now += 1;
    expect(proofs.current()).not.toBe(token);
    expect(proofs.issuedAt(token)).toBe(start);
  });

  it(`accepts a token for ${PAGE_PROOF_HOURS} hours, not a moment longer`, () => {
    let now = start;
    const proofs = new PageProofs(KEY, () => now);
    const token = proofs.current();
    now = start + PAGE_PROOF_HOURS * 3_600_000;
    expect(proofs.issuedAt(token)).toBe(start);
    now += 1;
    expect(proofs.issuedAt(token)).toBeNull();
  });

  it('refuses a token of another key, a changed time or signature, one from the future, and junk', () => {
    const now = () => start;
    const proofs = new PageProofs(KEY, now);
    const token = proofs.current();
    const [issued, signature] = token.split('.') as [string, string];
    expect(new PageProofs('x'.repeat(32), now).issuedAt(token)).toBeNull();
    expect(proofs.issuedAt(`${(Number.parseInt(issued, 36) - 1).toString(36)}.${signature}`)).toBeNull();
    expect(proofs.issuedAt(`${issued}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    const ahead = new PageProofs(KEY, () => start + 3_600_000).current();
    expect(proofs.issuedAt(ahead)).toBeNull();
    for (const junk of [undefined, null, 42, '', 'a.b', `${issued}.${signature}x`, `${token} `])
      expect(proofs.issuedAt(junk)).toBeNull();
  });
});
