import { claims } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { cities, cityPath, counties, extendedCoverage, listedCities, otherCities, placeName } from './directory';
import { milesFromBase } from './geo';

/** Spec, "City pages (20)", in the spec's order. */
const specListed = [
  'maplewood-mo',
  'downtown-st-louis-mo',
  'central-west-end-st-louis-mo',
  'clayton-mo',
  'brentwood-mo',
  'richmond-heights-mo',
  'university-city-mo',
  'ladue-mo',
  'webster-groves-mo',
  'kirkwood-mo',
  'chesterfield-mo',
  'ballwin-mo',
  'creve-coeur-mo',
  'maryland-heights-mo',
  'florissant-mo',
  'hazelwood-mo',
  'affton-mo',
  'arnold-mo',
  'shrewsbury-mo',
  'belleville-il',
];

/** Spec, "Zip codes per city", exactly. */
const specZips: Record<string, string[]> = {
  'maplewood-mo': ['63143'],
  'downtown-st-louis-mo': ['63101', '63102', '63103', '63108'],
  'central-west-end-st-louis-mo': ['63108', '63112'],
  'clayton-mo': ['63105', '63124', '63130'],
  'brentwood-mo': ['63144'],
  'richmond-heights-mo': ['63117'],
  'university-city-mo': ['63130', '63132'],
  'ladue-mo': ['63124', '63141'],
  'webster-groves-mo': ['63119'],
  'kirkwood-mo': ['63122'],
  'chesterfield-mo': ['63005', '63017', '63141'],
  'ballwin-mo': ['63011', '63021'],
  'creve-coeur-mo': ['63141', '63146'],
  'maryland-heights-mo': ['63043', '63146'],
  'florissant-mo': ['63031', '63032', '63033', '63034'],
  'hazelwood-mo': ['63042'],
  'affton-mo': ['63123'],
  'arnold-mo': ['63010'],
  'shrewsbury-mo': ['63119'],
  'belleville-il': ['62220', '62221', '62223', '62226'],
};

/** The nine pages the original linked without building, with their USPS zip codes. */
const linkedOnlyZips: Record<string, string[]> = {
  'st-charles-mo': ['63301', '63303', '63304'],
  'st-peters-mo': ['63376'],
  'ofallon-mo': ['63366', '63368'],
  'ofallon-il': ['62269'],
  'fairview-heights-il': ['62208'],
  'collinsville-il': ['62234'],
  'granite-city-il': ['62040'],
  'ferguson-mo': ['63135'],
  'st-ann-mo': ['63074'],
};

describe('city directory', () => {
  it('has 29 pages with unique slugs, each ending in its state', () => {
    const slugs = cities.map((city) => city.slug);
    expect(slugs).toHaveLength(29);
    expect(new Set(slugs).size).toBe(29);
    for (const city of cities) {
      expect(city.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(city.slug.endsWith(`-${city.stateAbbr.toLowerCase()}`)).toBe(true);
      expect(cityPath(city.slug)).toBe(`/locksmith-${city.slug}`);
    }
  });

  it('lists exactly the spec twenty, in the spec order', () => {
    expect(listedCities.map((city) => city.slug)).toEqual(specListed);
  });

  it('carries the spec zip codes exactly and the real ones for the nine linked-only pages', () => {
    const actual = Object.fromEntries(cities.map((city) => [city.slug, [...city.zipCodes]]));
    expect(actual).toEqual({ ...specZips, ...linkedOnlyZips });
  });

  it('uses zip prefixes of the right state (MO 63-65, IL 62)', () => {
    for (const city of cities) {
      for (const zip of city.zipCodes) expect(zip).toMatch(city.stateAbbr === 'MO' ? /^6[345]\d{3}$/ : /^62\d{3}$/);
    }
  });

  it('places every city and every other town inside the service radius', () => {
    for (const place of [...cities, ...otherCities]) {
      expect(milesFromBase(place.geo)).toBeLessThanOrEqual(claims.serviceRadiusMiles);
    }
  });

  it('names at least as many cities as the claim says we serve', () => {
    const places = new Set([...cities.map(placeName), ...otherCities.map((town) => `${town.name}, ${town.stateAbbr}`)]);
    expect(places.size).toBeGreaterThanOrEqual(claims.citiesServed);
  });

  it('covers six Missouri and six Illinois counties, including the extra coverage the spec lists', () => {
    expect(counties.filter((county) => county.stateAbbr === 'MO')).toHaveLength(6);
    expect(counties.filter((county) => county.stateAbbr === 'IL')).toHaveLength(6);
    expect(extendedCoverage.map((county) => `${county.name}, ${county.stateAbbr}`)).toEqual([
      'St. Charles County, MO',
      'Jefferson County, MO',
      'Franklin County, MO',
      'Warren County, MO',
      'Madison County, IL',
      'Monroe County, IL',
    ]);
    for (const county of extendedCoverage) expect(counties).toContainEqual(county);
  });

  it('gives every city a card description of its own', () => {
    const summaries = cities.map((city) => city.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
    for (const summary of summaries) expect(summary.length).toBeGreaterThan(60);
  });
});
