import { type IslandsModule, type RemoteName, type RouteEntry, remotes } from '@site-kit/contract';
import { createLogger } from '@site-kit/server';
import { describe, expect, it } from 'vitest';
import type { ServingVersion } from '../remotes/live-version.server';
import type { RemoteSnapshot, RemotesSnapshot } from '../remotes/remotes-snapshot.server';
import { buildSiteIndex } from './site-index.server';

const SITE = { siteUrl: 'https://staging.gateway.test' };

/** A snapshot that knows only what the test gives it: the island and route tables as last loaded. */
function snapshotWith(
  islands: Partial<Record<RemoteName, IslandsModule['islands']>>,
  routes: Partial<Record<RemoteName, RouteEntry[]>> = {},
): RemotesSnapshot {
  const remote = (name: RemoteName): RemoteSnapshot => ({
    status: 'up',
    serving: {
      files: { version: 'v1' },
      islands: islands[name] ?? null,
      routes: routes[name] ?? null,
    } as unknown as ServingVersion,
    health: {} as RemoteSnapshot['health'],
  });
  return {
    serial: 1,
    remotes: Object.fromEntries(remotes.map(({ name }) => [name, remote(name)])) as RemotesSnapshot['remotes'],
  };
}

/** The shell's logger, its lines kept for the test to read. */
const logged: string[] = [];
const logger = createLogger('warn', 'shell', { write: (line: string) => void logged.push(line) });

describe('site index', () => {
  it('merges every remote’s own island table into one index', () => {
    const index = buildSiteIndex(
      snapshotWith({
        mfe_forms: { 'forms/QuoteForm': { module: './QuoteForm', hydrate: 'interaction' } },
        mfe_cities: { 'cities/HomeAreas': { module: './HomeAreas', hydrate: 'visible' } },
      }),
      SITE,
      logger,
    );
    expect(index.islands).toEqual({
      'forms/QuoteForm': { remote: 'mfe_forms', module: './QuoteForm', hydrate: 'interaction' },
      'cities/HomeAreas': { remote: 'mfe_cities', module: './HomeAreas', hydrate: 'visible' },
    });
  });

  it('ignores an island a remote publishes outside its own namespace', () => {
    const index = buildSiteIndex(
      snapshotWith({
        mfe_forms: { 'forms/QuoteForm': { module: './QuoteForm', hydrate: 'interaction' } },
        mfe_reviews: { 'forms/QuoteForm': { module: './Impostor', hydrate: 'visible' } },
      }),
      SITE,
      logger,
    );
    expect(index.islands['forms/QuoteForm']).toEqual({
      remote: 'mfe_forms',
      module: './QuoteForm',
      hydrate: 'interaction',
    });
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'island outside its namespace ignored', remote: 'mfe_reviews' }),
    );
  });

  it('builds the shell’s own JSON-LD on the site’s run-time origin', () => {
    const index = buildSiteIndex(snapshotWith({}), SITE, logger);
    const home = JSON.stringify(index.routes.get('/')?.head.jsonLd);
    expect(home).toContain('https://staging.gateway.test/');
    expect(home).not.toContain('https://www.gateway247locksmith.com');
  });

  it('fills the header’s primary links from the sections’ own route tables, merged with the shell’s by order', () => {
    const landing = (path: string, label: string, order: number): RouteEntry => ({
      path,
      module: './Page',
      head: { title: label, description: label, keywords: [], jsonLd: [] },
      breadcrumb: label,
      sitemap: true,
      nav: { lists: ['primary'], label, order },
    });
    const index = buildSiteIndex(
      snapshotWith(
        {},
        {
          mfe_reviews: [landing('/reviews', 'Reviews', 40)],
          mfe_services: [landing('/services', 'Services', 20)],
          mfe_cities: [landing('/service-areas', 'Areas', 50)],
        },
      ),
      SITE,
      logger,
    );
    expect(index.nav.primary.map((link) => link.label)).toEqual([
      'Home',
      'Services',
      'About',
      'Reviews',
      'Areas',
      'Contact',
    ]);
    // A section whose table is not loaded has no link; the shell's own stay.
    expect(buildSiteIndex(snapshotWith({}), SITE, logger).nav.primary.map((link) => link.path)).toEqual([
      '/',
      '/about',
      '/contact',
    ]);
    expect(Object.keys(index.nav).sort()).toEqual(['areas-primary', 'areas-summary', 'primary', 'services']);
  });
});
