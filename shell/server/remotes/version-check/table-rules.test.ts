import { type RouteEntry, remoteByName } from '@site-kit/contract';
import { describe, expect, it } from 'vitest';
import { describeIssues, islandTableSchema, routeTableSchema, siteConflicts, unresolvedLinks } from './table-rules';

const cities = remoteByName('mfe_cities')!;
const forms = remoteByName('mfe_forms')!;
const services = remoteByName('mfe_services')!;

const route = (overrides: Partial<RouteEntry> & { path: string }): RouteEntry => ({
  module: './CityPage',
  head: {
    title: `Locksmith in ${overrides.path}`,
    description: `Locksmith service for ${overrides.path}, 24/7.`,
    keywords: [],
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Locksmith' }],
  },
  breadcrumb: 'Somewhere',
  sitemap: true,
  ...overrides,
});

const problems = (table: unknown) => {
  const result = routeTableSchema(cities).safeParse(table);
  return result.success ? '' : describeIssues('routes', result.error);
};

describe('route table schema', () => {
  it('accepts a well-formed table of paths the remote owns', () => {
    expect(problems([route({ path: '/service-areas' }), route({ path: '/locksmith-clayton-mo' })])).toBe('');
  });

  it('refuses a path listed twice', () => {
    expect(problems([route({ path: '/locksmith-clayton-mo' }), route({ path: '/locksmith-clayton-mo' })])).toMatch(
      /listed twice/,
    );
  });

  it('refuses a path the registry gives another remote or the shell', () => {
    expect(problems([route({ path: '/services/car-lockout' })])).toMatch(/not a path mfe_cities may own/);
    expect(problems([route({ path: '/contact' })])).toMatch(/not a path mfe_cities may own/);
    expect(problems([route({ path: '/locksmith-' })])).toMatch(/not a path mfe_cities may own/);
  });

  it('refuses malformed paths and modules', () => {
    expect(problems([route({ path: '/Locksmith-Clayton' })])).toMatch(/path must be/);
    expect(problems([route({ path: '/locksmith-clayton-mo/' })])).toMatch(/path must be/);
    expect(problems([route({ path: '/locksmith-x', module: 'CityPage' as never })])).toMatch(/module must be/);
  });

  it('refuses an empty title or description', () => {
    const empty = route({ path: '/locksmith-x' });
    expect(problems([{ ...empty, head: { ...empty.head, title: '  ' } }])).toMatch(/head\.title: title is empty/);
    expect(problems([{ ...empty, head: { ...empty.head, description: '' } }])).toMatch(/description is empty/);
  });

  it('refuses JSON-LD that is not a list of records with @type', () => {
    const base = route({ path: '/locksmith-x' });
    for (const jsonLd of [[{ name: 'no type' }], ['a string'], { '@type': 'Locksmith' }, [{ '@type': '' }]]) {
      expect(problems([{ ...base, head: { ...base.head, jsonLd } }]), JSON.stringify(jsonLd)).toMatch(/jsonLd/);
    }
  });

  it('refuses a cross-link that is not a site path', () => {
    expect(problems([route({ path: '/locksmith-x', links: ['/services/car-lockout'] })])).toBe('');
    expect(problems([route({ path: '/locksmith-x', links: ['https://example.com/'] })])).toMatch(/links\[0\]/);
    expect(problems([route({ path: '/locksmith-x', links: ['/#quote'] })])).toMatch(/links\[0\]/);
  });

  it('refuses a nav list the frame does not have', () => {
    const nav = { lists: ['sidebar'], label: 'X', order: 1 };
    expect(problems([route({ path: '/locksmith-x', nav: nav as never })])).toMatch(/nav\.lists\[0\]/);
    expect(problems([route({ path: '/service-areas', nav: { lists: ['primary'], label: 'Areas', order: 50 } })])).toBe(
      '',
    );
  });

  it('refuses props that are not JSON and a table that is not a list', () => {
    expect(problems([route({ path: '/locksmith-x', props: { when: new Date() } as never })])).toMatch(/props/);
    expect(problems({ routes: [] })).not.toBe('');
  });
});

describe('island table schema', () => {
  it('accepts ids under the remote’s namespace', () => {
    expect(
      islandTableSchema(forms).safeParse({ 'forms/QuoteForm': { module: './QuoteForm', hydrate: 'interaction' } })
        .success,
    ).toBe(true);
  });

  it('refuses an id under another namespace, a bad module or hydration mode', () => {
    const schema = islandTableSchema(forms);
    expect(schema.safeParse({ 'reviews/Widget': { module: './Widget', hydrate: 'visible' } }).success).toBe(false);
    expect(schema.safeParse({ 'forms/QuoteForm': { module: 'QuoteForm', hydrate: 'visible' } }).success).toBe(false);
    expect(schema.safeParse({ 'forms/QuoteForm': { module: './QuoteForm', hydrate: 'later' } }).success).toBe(false);
  });
});

describe('site conflicts', () => {
  const site = [
    { path: '/', owner: 'shell', title: 'Home', description: 'Home page' },
    { path: '/services/car-lockout', owner: 'mfe_services', title: 'Car Lockout', description: 'Cars' },
    { path: '/locksmith-clayton-mo', owner: 'mfe_cities', title: 'Clayton (old)', description: 'Clayton (old)' },
  ];

  it('lets a remote replace its own routes', () => {
    expect(siteConflicts(cities, [route({ path: '/locksmith-clayton-mo' })], site)).toEqual([]);
  });

  it('refuses a path the shell or another remote serves', () => {
    expect(siteConflicts(cities, [route({ path: '/' })], site)).toEqual(['/ is already served by shell']);
  });

  it('refuses a title or description another page already has', () => {
    const copy = route({ path: '/locksmith-x' });
    const clash = { ...copy, head: { ...copy.head, title: 'Car Lockout', description: 'Home page' } };
    expect(siteConflicts(cities, [clash], site)).toEqual([
      `/locksmith-x: title "Car Lockout" is also /services/car-lockout's`,
      `/locksmith-x: its description is also /'s`,
    ]);
  });

  it('refuses the same title twice within the table', () => {
    const one = route({ path: '/locksmith-a' });
    const two = { ...route({ path: '/locksmith-b' }), head: one.head };
    expect(siteConflicts(cities, [one, two], site)).toHaveLength(2);
  });
});

describe('unresolved cross-links', () => {
  const site = [
    { path: '/', owner: 'shell', title: 'Home', description: 'Home page' },
    { path: '/contact', owner: 'shell', title: 'Contact', description: 'Contact page' },
    { path: '/services/car-lockout', owner: 'mfe_services', title: 'Car Lockout', description: 'Cars' },
    {
      path: '/locksmith-clayton-mo',
      owner: 'mfe_cities',
      title: 'Clayton',
      description: 'Clayton',
      links: ['/services/car-lockout', '/services/house-lockout', '/contact'],
    },
  ];
  const servicePage = (slug: string) => route({ path: `/services/${slug}`, module: './ServicePage' });

  it('accepts links to pages the site serves, its own included', () => {
    const clayton = route({ path: '/locksmith-clayton-mo', links: ['/services/car-lockout', '/contact', '/'] });
    expect(unresolvedLinks(cities, [clayton], site)).toEqual([]);
  });

  it('refuses a link of its own to a page nobody serves', () => {
    const clayton = route({ path: '/locksmith-clayton-mo', links: ['/services/car-unlocking', '/pricing'] });
    expect(unresolvedLinks(cities, [clayton], site)).toEqual([
      '/locksmith-clayton-mo links to /services/car-unlocking, which no page serves',
      '/locksmith-clayton-mo links to /pricing, which no page serves',
    ]);
  });

  it('cannot judge a link into a section whose table is not loaded yet', () => {
    const clayton = route({ path: '/locksmith-clayton-mo', links: ['/reviews'] });
    expect(unresolvedLinks(cities, [clayton], site)).toEqual([]);
    const withReviews = [...site, { path: '/reviews', owner: 'mfe_reviews', title: 'Reviews', description: 'R' }];
    expect(
      unresolvedLinks(cities, [route({ path: '/locksmith-clayton-mo', links: ['/reviewz'] })], withReviews),
    ).toEqual(['/locksmith-clayton-mo links to /reviewz, which no page serves']);
  });

  it('refuses a version that would leave another section’s link leading nowhere', () => {
    expect(unresolvedLinks(services, [servicePage('car-lockout'), servicePage('house-lockout')], site)).toEqual([]);
    expect(unresolvedLinks(services, [servicePage('car-lockout'), servicePage('key-duplication')], site)).toEqual([
      '/locksmith-clayton-mo (mfe_cities) links to /services/house-lockout, which this version no longer serves',
    ]);
  });

  it('lets a new page come without anyone linking to it', () => {
    const thirteen = [servicePage('car-lockout'), servicePage('house-lockout'), servicePage('gate-locks')];
    expect(unresolvedLinks(services, thirteen, site)).toEqual([]);
  });
});
