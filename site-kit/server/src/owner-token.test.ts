import { describe, expect, it } from 'vitest';
import { bearerTokenMatches, ownerToken } from './owner-token';

describe('owner token', () => {
  const token = 'an-owner-token-0123456789';

  it('matches only the configured token as a bearer credential', () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`bearer ${token}  `, token)).toBe(true);
    expect(bearerTokenMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerTokenMatches('Bearer x', token)).toBe(false);
    expect(bearerTokenMatches(token, token)).toBe(false);
    expect(bearerTokenMatches(undefined, token)).toBe(false);
  });

  it('matches nothing when no token is configured', () => {
    expect(bearerTokenMatches('Bearer ', null)).toBe(false);
    expect(bearerTokenMatches(`Bearer ${token}`, null)).toBe(false);
  });

  it('is at least 16 characters, or unset', () => {
    expect(ownerToken.parse(token)).toBe(token);
    expect(ownerToken.parse('')).toBeUndefined();
    expect(ownerToken.parse(undefined)).toBeUndefined();
    expect(ownerToken.safeParse('short').success).toBe(false);
  });
});
