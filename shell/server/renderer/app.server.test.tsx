// @vitest-environment node
/**
 * One picture of the site per request (issue 36): a version that goes live while a page renders does
 * not reach that page. The renderer's HTTP surface over loopback, with snapshots the test swaps: the
 * first request's page module is held until the site has moved on to the next version.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RemoteName, type RouteEntry, remotes } from '@site-kit/contract';
import { routeEntrySchema } from '@site-kit/contract/schemas';
import { createLogger, listenHttp } from '@site-kit/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServingVersion } from '../remotes/live-version.server';
import type { RemoteSnapshot, RemotesSnapshot } from '../remotes/remotes-snapshot.server';
import { type SiteSnapshot, siteSnapshot } from '../render/site-snapshot.server';
import { createRendererApp } from './app.server';
import { PAGE_LOADS_HEADER, RENDERER_KEY_HEADER } from './protocol.server';
import type { RendererSettings } from './settings.server';

const REMOTE: RemoteName = 'mfe_services';
const PAGE = '/services/car-lockout';
const SITE = { siteUrl: 'https://www.example.test' };
const KEY = 'k'.repeat(32);
const logger = createLogger('silent', 'test');

/** A route as a remote's table gives it, read by the contract's schema as the version check reads it. */
const route: RouteEntry = routeEntrySchema.parse({
  path: PAGE,
  module: './ServicePage',
  head: { title: 'Car Lockout', description: 'Locked out of your car?', keywords: [], jsonLd: [] },
  breadcrumb: 'Car Lockout',
  sitemap: true,
});

/** The page module of every version: it says which version rendered it. */
const ServicePage = ({ version }: { version?: unknown }) => <p>{`page of ${String(version)}`}</p>;

/**
 * A served version whose page says which version it is; `gate` holds its module until released, and
 * `loading` is told when the module is asked for (the request is mid-render).
 */
function servingVersion(version: string, gate: Promise<void> = Promise.resolve(), loading = () => {}): ServingVersion {
  return {
    remote: remotes.find((remote) => remote.name === REMOTE)!,
    files: { version, since: null, base: `https://origin.test/versions/${version}` },
    routes: [{ ...route, props: { version } }],
    islands: {},
    browserEntry: `https://origin.test/versions/${version}/remoteEntry.js`,
    load: async () => {
      loading();
      await gate;
      return { default: ServicePage };
    },
    browserAssets: () => ({ js: [`https://origin.test/versions/${version}/page.js`], css: [] }),
    cssText: async () => '',
    forgetFailures: () => {},
    retire: () => {},
  } as unknown as ServingVersion;
}

function snapshotServing(serial: number, serving: ServingVersion): SiteSnapshot {
  const remote = (name: RemoteName): RemoteSnapshot =>
    name === REMOTE
      ? { status: 'up', serving, health: {} as RemoteSnapshot['health'] }
      : { status: 'down', serving: null, health: {} as RemoteSnapshot['health'] };
  const snapshot: RemotesSnapshot = {
    serial,
    remotes: Object.fromEntries(remotes.map(({ name }) => [name, remote(name)])) as RemotesSnapshot['remotes'],
  };
  return siteSnapshot(snapshot, SITE, logger);
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function rendererServing(current: () => SiteSnapshot): Promise<(path: string) => Promise<Response>> {
  const settings = {
    siteUrl: SITE.siteUrl,
    htmlCacheEntries: 50,
    pollMs: 500,
    key: KEY,
    preview: null,
    tagManagerId: null,
    renderFaultPath: null,
    reviewsWidget: null,
  } as unknown as RendererSettings;
  const app = createRendererApp({
    settings,
    assets: () => ({ scripts: ['/static/js/index.js'], styles: [] }),
    site: current,
    logger,
  });
  const server = await listenHttp(app, 0, '127.0.0.1');
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path) => fetch(`${base}${path}`, { headers: { [RENDERER_KEY_HEADER]: KEY } });
}

describe('a request renders from the snapshot it started with', () => {
  it('a version that goes live mid-render neither stamps nor feeds that page; the next request renders the new one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loading = () => {};
    const midRender = new Promise<void>((resolve) => {
      loading = resolve;
    });
    let site = snapshotServing(
      1,
      servingVersion('aaaaaaaaaaaa', held, () => loading()),
    );
    const get = await rendererServing(() => site);

    const first = get(PAGE);
    // The page's module is being loaded: the site moves on to the next version meanwhile.
    await midRender;
    site = snapshotServing(2, servingVersion('bbbbbbbbbbbb'));
    release();
    const page = await first;
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('page of aaaaaaaaaaaa');
    expect(html).not.toContain('bbbbbbbbbbbb');
    expect(page.headers.get(PAGE_LOADS_HEADER)).toBe(`${REMOTE}@aaaaaaaaaaaa`);

    // The page cached under the old version is not served for the new one.
    const next = await get(PAGE);
    const nextHtml = await next.text();
    expect(nextHtml).toContain('page of bbbbbbbbbbbb');
    expect(nextHtml).not.toContain('aaaaaaaaaaaa');
    expect(next.headers.get(PAGE_LOADS_HEADER)).toBe(`${REMOTE}@bbbbbbbbbbbb`);
  });
});
