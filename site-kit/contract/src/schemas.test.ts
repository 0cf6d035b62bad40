import { describe, expect, expectTypeOf, it } from 'vitest';
import type { IslandEntry, LivePointer, NavList, RouteEntry } from './contract';
import { NAV_LISTS } from './nav';
import { deployLogSchema, islandEntrySchema, livePointerSchema, routeEntrySchema } from './schemas';

/** A route with every field the contract has, typed by the contract: the schema must take it as it is. */
const everyField: RouteEntry = {
  path: '/services/car-lockout',
  module: './ServicePage',
  props: { slug: 'car-lockout', tags: ['a', 1, null, { nested: true }] },
  head: {
    title: 'Car Lockout',
    description: 'Locked out of your car?',
    keywords: ['car lockout'],
    ogImage: '/og/car.png',
    ogType: 'article',
    robots: 'index,follow',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Service' }],
  },
  breadcrumb: 'Car Lockout',
  sitemap: true,
  nav: { lists: ['services', 'primary'], label: 'Car Lockout', order: 1 },
  links: ['/', '/locksmith-clayton-mo'],
};

describe('contract schemas and the types inferred from them', () => {
  it('accept a route written against the contract’s type, every optional field included', () => {
    expect(routeEntrySchema.parse(everyField)).toEqual(everyField);
  });

  it('type what the runtime checks', () => {
    expectTypeOf<RouteEntry['module']>().toEqualTypeOf<`./${string}`>();
    expectTypeOf<NonNullable<RouteEntry['nav']>['lists'][number]>().toEqualTypeOf<NavList>();
    expectTypeOf<IslandEntry['hydrate']>().toEqualTypeOf<'visible' | 'interaction'>();
    expectTypeOf<LivePointer>().toEqualTypeOf<{ version: string; since: string }>();
    expect(routeEntrySchema.safeParse({ ...everyField, module: 'ServicePage' }).success).toBe(false);
    expect(islandEntrySchema.safeParse({ module: './QuoteForm', hydrate: 'idle' }).success).toBe(false);
  });

  it('know the frame’s lists by one list of names', () => {
    for (const list of NAV_LISTS) {
      expect(routeEntrySchema.safeParse({ ...everyField, nav: { lists: [list], label: 'x', order: 0 } }).success).toBe(
        true,
      );
    }
    expect(
      routeEntrySchema.safeParse({ ...everyField, nav: { lists: ['footer'], label: 'x', order: 0 } }).success,
    ).toBe(false);
  });

  it('read the pointer and the deploy log strictly', () => {
    const pointer = { version: '0123456789abcdef', since: '2026-11-20T00:00:00.000Z' };
    expect(livePointerSchema.parse(pointer)).toEqual(pointer);
    expect(deployLogSchema.parse([pointer, pointer])).toHaveLength(2);
    expect(livePointerSchema.safeParse({ version: '../etc', since: pointer.since }).success).toBe(false);
    expect(livePointerSchema.safeParse({ version: pointer.version, since: 'yesterday' }).success).toBe(false);
  });
});
