import { describe, expect, it } from 'vitest';
import { fallbackNearby, framePlacements, nearbySlugs, predefinedNearby } from './links';
import { citySlugs } from './slugs';

describe('nearby areas', () => {
  it('are predefined for exactly the spec eight places', () => {
    expect(Object.keys(predefinedNearby).sort()).toEqual(
      [
        'downtown-st-louis-mo',
        'chesterfield-mo',
        'clayton-mo',
        'florissant-mo',
        'maryland-heights-mo',
        'belleville-il',
        'collinsville-il',
        'st-charles-mo',
      ].sort(),
    );
  });

  it('fall back to St. Louis, Chesterfield and Clayton everywhere else', () => {
    expect(fallbackNearby).toEqual(['downtown-st-louis-mo', 'chesterfield-mo', 'clayton-mo']);
    expect(nearbySlugs('kirkwood-mo')).toEqual(fallbackNearby);
    expect(nearbySlugs('ofallon-il')).toEqual(fallbackNearby);
  });

  it('every nearby link resolves to a city page, never the page itself, never twice', () => {
    for (const slug of citySlugs) {
      const nearby = nearbySlugs(slug);
      expect(nearby.length, slug).toBeGreaterThanOrEqual(3);
      expect(nearby, slug).not.toContain(slug);
      expect(new Set(nearby).size, slug).toBe(nearby.length);
      for (const target of nearby) expect(citySlugs, `${slug} → ${target}`).toContain(target);
    }
  });
});

describe('frame placements', () => {
  it('name served city pages, once each', () => {
    const slugs = framePlacements.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(citySlugs).toContain(slug);
  });
});
