import type { IslandsModule, RemoteName, RouteEntry } from '@site-kit/contract';
import { createLogger } from '@site-kit/server';
import { describe, expect, it } from 'vitest';
import type { RemoteManager } from '../remotes/remote-manager.server';
import { buildSiteIndex } from './site-index.server';

/** A manager that knows only what the test gives it: the island and route tables as last loaded. */
function managerWith(
  islands: Partial<Record<RemoteName, IslandsModule['islands']>>,
  routes: Partial<Record<RemoteName, RouteEntry[]>> = {},
): RemoteManager {
  return {
    site: { siteUrl: 'https://staging.gateway.test' },
    version: () => 'v1',
    islandsOf: (name: RemoteName) => islands[name] ?? null,
    routesOf: (name: RemoteName) => routes[name] ?? null,
  } as unknown as RemoteManager;
}

/** The shell's logger, its lines kept for the test to read. */
const logged: string[] = [];
const logger = createLogger('warn', 'shell', { write: (line: string) => void logged.push(line) });

describe('site index', () => {
  it('merges every remote’s own island table into one index', () => {
    const index = buildSiteIndex(
      managerWith({
        mfe_forms: { 'forms/QuoteForm': { module: './QuoteForm', hydrate: 'interaction' } },
        mfe_cities: { 'cities/HomeAreas': { module: './HomeAreas', hydrate: 'visible' } },
      }),
      logger,
    );
    expect(index.islands).toEqual({
      'forms/QuoteForm': { remote: 'mfe_forms', module: './QuoteForm', hydrate: 'interaction' },
      'cities/HomeAreas': { remote: 'mfe_cities', module: './HomeAreas', hydrate: 'visible' },
    });
  });

  it('ignores an island a remote publishes outside its own namespace', () => {
    const index = buildSiteIndex(
      managerWith({
        mfe_forms: { 'forms/QuoteForm': { module: './QuoteForm', hydrate: 'interaction' } },
        mfe_reviews: { 'forms/QuoteForm': { module: './Impostor', hydrate: 'visible' } },
      }),
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
    const index = buildSiteIndex(managerWith({}), logger);
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
      managerWith(
        {},
        {
          mfe_reviews: [landing('/reviews', 'Reviews', 40)],
          mfe_services: [landing('/services', 'Services', 20)],
          mfe_cities: [landing('/service-areas', 'Areas', 50)],
        },
      ),
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
    expect(buildSiteIndex(managerWith({}), logger).nav.primary.map((link) => link.path)).toEqual([
      '/',
      '/about',
      '/contact',
    ]);
    expect(Object.keys(index.nav).sort()).toEqual(['areas-primary', 'areas-summary', 'primary', 'services']);
  });
});
