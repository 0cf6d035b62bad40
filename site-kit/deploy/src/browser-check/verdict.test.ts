import { describe, expect, it } from 'vitest';
import { type PageSeen, pageProblems, partsSummary } from './verdict';

const clean: PageSeen = {
  path: '/locksmith-clayton-mo',
  status: 200,
  failure: null,
  pageErrors: [],
  consoleErrors: [],
  hydrationWarnings: [],
  parts: [{ module: 'mfe_cities/CityPage', label: 'mfe_cities/CityPage', state: 'ready' }],
  reports: [],
};

describe('the browser check’s verdict on a page', () => {
  it('passes a page that loaded clean and whose parts of the remote hydrated', () => {
    expect(pageProblems(clean)).toEqual([]);
    expect(partsSummary(clean.parts)).toBe('mfe_cities/CityPage ready');
  });

  it('passes a part nothing on the page wakes (a page with no script-only control)', () => {
    const asleep = {
      ...clean,
      parts: [{ module: 'mfe_reviews/ReviewsPage', label: 'mfe_reviews/ReviewsPage', state: 'asleep' as const }],
    };
    expect(pageProblems(asleep)).toEqual([]);
    expect(partsSummary(asleep.parts)).toBe('mfe_reviews/ReviewsPage not woken (nothing on it needs its script)');
    expect(partsSummary([])).toBe('no part of this remote on the page');
  });

  it('fails on each thing that would cost a visitor, naming it', () => {
    expect(
      pageProblems({
        ...clean,
        status: 503,
        pageErrors: ['doctored CityPage: throws-in-browser'],
        consoleErrors: ['Failed to load resource: the server responded with a status of 404 (Not Found)'],
        hydrationWarnings: ['Warning: Text content did not match during hydration'],
        parts: [
          { module: 'mfe_cities/CityPage', label: 'mfe_cities/CityPage', state: 'kept' },
          { module: 'mfe_cities/HomeAreas', label: 'cities/HomeAreas', state: 'loading' },
        ],
        reports: [{ kind: 'render', message: 'Error: doctored', island: 'cities/HomeAreas' }],
      }),
    ).toEqual([
      'the page answered HTTP 503',
      'page error: doctored CityPage: throws-in-browser',
      'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      'hydration warning: Warning: Text content did not match during hydration',
      'mfe_cities/CityPage did not hydrate: it kept its server HTML',
      'cities/HomeAreas did not hydrate in time',
      'client error report (render, cities/HomeAreas): Error: doctored',
    ]);
  });

  it('fails a page that did not load at all', () => {
    expect(
      pageProblems({ ...clean, status: null, parts: [], failure: 'the page did not load: Timeout 30000ms exceeded' }),
    ).toEqual(['the page did not load: Timeout 30000ms exceeded']);
  });
});
