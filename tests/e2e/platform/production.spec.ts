/**
 * The production shape, run (issue 35): Debian's nginx from deploy/nginx/site.conf terminating TLS
 * with HTTP/2 in front of two shells, the owner's inbox on a host of its own, and every section's
 * origin served by nginx from its origin folder (tests/harness/prod-like.ts, the harness's system
 * underneath). Clients on 127.0.1.x and up act as other machines: nginx names the client, the
 * shells and form-api trust nginx alone (TRUST_PROXY=127.0.0.1).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { type RemoteName, remotes } from '@site-kit/contract';
import { PREVIEW_COOKIE, signPreview } from '@site-kit/contract/preview-token';
import { PAGE_PROOF_META } from '../../../shell/src/page-contract/page-proof';
import { test as base, expect } from '../../fixtures';
import { fetchTls, LEADS_PER_NETWORK, ProdLike, prodPorts, SHELLS } from '../../harness/prod-like';
import { OWNER_TOKEN, PREVIEW_SECRET } from '../../harness/system';
import {
  fillForm,
  interactiveForm,
  leadsNamed,
  mailsFor,
  successOf,
  takeAPersonsTime,
  uniqueName,
} from '../../helpers/forms';
import { fetchRaw } from '../../helpers/html';
import { PHONE_UA, withDatabase } from '../../helpers/owner';
import { buildVariant } from '../../helpers/variant';

const test = base.extend<object, { prod: ProdLike }>({
  prod: [
    async ({ system }, use) => {
      const prod = await ProdLike.on(system);
      await use(prod);
      await prod.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});
test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: 'serial' });

/** mfe_reviews' first version, live before the deploy test's (the rollback returns to it). */
let firstReviewsVersion = '';
/** The version the deploy test made live (published at the origin from then on). */
let deployedReviewsVersion = '';

const shellNames = Object.keys(SHELLS) as (keyof typeof SHELLS)[];

/** Each shell's view of one remote, by shell. */
async function bothShells(prod: ProdLike, remote: RemoteName) {
  return Promise.all(shellNames.map(async (name) => (await prod.system.remoteStatus(prod.shellUrl(name)))[remote]));
}

/** Every remote file a page's HTML names, by remote: `…/<remote>/versions/<version>/…`. */
function versionedFiles(prod: ProdLike, html: string): { remote: string; version: string; url: string }[] {
  const pattern = new RegExp(
    `${prod.staticUrl.replace(/[.:/]/g, '\\$&')}/(mfe_[a-z]+)/versions/([0-9a-f]+)/[^"'\\s)]+`,
    'g',
  );
  return [...html.matchAll(pattern)].map((match) => ({ remote: match[1]!, version: match[2]!, url: match[0] }));
}

test('a visitor over TLS and HTTP/2: the page, a lead stored once and emailed once, a call tap, all through the proxy', async ({
  prod,
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, userAgent: PHONE_UA });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const campaign = uniqueName('prod').replace(/\W+/g, '-');
  const response = await page.goto(`${prod.siteUrl}/contact?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  expect(response?.status()).toBe(200);
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    ),
  ).toBe('h2');
  expect(response?.headers().server).toMatch(/^nginx/);

  // The form's part hydrates: its code came from the static host over HTTPS, CORS allowing the site.
  const name = uniqueName('Prod Visitor');
  await interactiveForm(page, 'contact');
  await fillForm(page, 'contact', { name, phone: '314-555-0140', message: 'Locked out of the office' });
  await takeAPersonsTime(page);
  await page.locator('form[data-form="contact"] button[type="submit"]').click();
  await expect(successOf(page, 'contact')).toBeVisible();
  await expect.poll(async () => (await leadsNamed(prod.system, name)).length).toBe(1);
  const [lead] = await leadsNamed(prod.system, name);
  await expect.poll(() => mailsFor(prod.system, lead!.id).length).toBe(1);

  // A tap on the call link: its report crosses nginx and a shell into form-api.
  await page.locator('[data-placement="banner"]').first().click();
  await expect
    .poll(() =>
      withDatabase(prod.system.databasePath, (db) =>
        db.prepare('SELECT placement FROM call_taps WHERE utm_campaign = ?').all(campaign),
      ),
    )
    .toEqual([{ placement: 'banner' }]);
  // Still one lead and one email once everything settled.
  expect(await leadsNamed(prod.system, name)).toHaveLength(1);
  expect(mailsFor(prod.system, lead!.id)).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test("every limit counts the visitor's address: not the proxy's, not a forged X-Forwarded-For", async ({ prod }) => {
  const lead = (from: string, forged: string, n: number) =>
    fetchTls(prod, `${prod.siteUrl}/api/submissions`, {
      from,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: prod.siteUrl, 'x-forwarded-for': forged },
      body: JSON.stringify({
        formType: 'contact',
        name: `Limit ${from} ${n} ${Math.random().toString(36).slice(2, 8)}`,
        phone: '314-555-0123',
        email: 'caller@example.com',
        message: `Rekey door ${n} from ${from}.`,
        service: 'residential',
        isEmergency: false,
        isNewCustomer: true,
        fillTimeMs: 9000,
      }),
    });
  // One client (127.0.2.7) sends its network's share of leads and one more, each naming another
  // network (127.0.3.7) in its own X-Forwarded-For.
  const statuses: number[] = [];
  for (let n = 0; n <= LEADS_PER_NETWORK; n++) statuses.push((await lead('127.0.2.7', '127.0.3.7', n)).status);
  expect(statuses).toEqual([...Array(LEADS_PER_NETWORK).fill(201), 429]);
  // The forged network, and everyone else behind the same proxy, still send leads.
  expect((await lead('127.0.3.7', '127.0.3.7', 0)).status).toBe(201);
  expect((await lead('127.0.4.7', '127.0.2.7', 0)).status).toBe(201);

  // The owner's sign-in limit on the owner's host, the same way.
  const signIn = (from: string, forged: string) =>
    fetchTls(prod, `${prod.ownerUrl}/sign-in`, {
      from,
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: prod.ownerUrl,
        'x-forwarded-for': forged,
      },
      body: 'token=wrong-token',
    });
  const tries: number[] = [];
  for (let n = 0; n < 6; n++) tries.push((await signIn('127.0.5.7', '127.0.5.9')).status);
  expect(tries).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await signIn('127.0.5.9', '127.0.5.7')).status).toBe(401);
  expect((await signIn('127.0.5.8', '127.0.5.8')).status).toBe(401);
});

test("the owner signs in on the owner's host; the public host has no /owner", async ({ prod, browser }) => {
  for (const path of ['/owner', '/owner/', '/owner/sign-in']) {
    expect((await fetchTls(prod, `${prod.siteUrl}${path}`)).status, path).toBe(404);
  }
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(`${prod.ownerUrl}/`);
  await page.getByLabel('Owner token').fill(OWNER_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // Its session cookie is a __Host- cookie: it exists only because the host is HTTPS.
  expect((await context.cookies()).some((cookie) => cookie.name.startsWith('__Host-') && cookie.secure)).toBe(true);
  await context.close();
});

test('the static host: immutable versions, a no-cache pointer, gzip copies, CORS for the site only, no dot-named folders', async ({
  prod,
}) => {
  const live = await prod.system.pointerVersion('mfe_reviews');
  const pointer = await fetchTls(prod, `${prod.originUrl('mfe_reviews')}/live.json`, {
    headers: { origin: prod.siteUrl },
  });
  expect(pointer.status).toBe(200);
  expect(pointer.headers['cache-control']).toBe('no-cache');
  expect(pointer.headers['access-control-allow-origin']).toBe(prod.siteUrl);
  const entry = await fetchTls(prod, `${prod.originUrl('mfe_reviews')}/versions/${live}/remoteEntry.js`, {
    headers: { origin: prod.siteUrl, 'accept-encoding': 'gzip' },
  });
  expect(entry.status).toBe(200);
  expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers['content-encoding']).toBe('gzip');
  const elsewhere = await fetchTls(prod, `${prod.originUrl('mfe_reviews')}/live.json`, {
    headers: { origin: 'https://evil.example' },
  });
  expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  for (const hidden of [
    '/.deploy-lock',
    '/versions/.partial/remoteEntry.js',
    '/versions/%2e%2e/live.json',
    '/%2egit',
  ]) {
    expect((await fetchTls(prod, `${prod.originUrl('mfe_reviews')}${hidden}`)).status, hidden).toBe(404);
  }
  expect((await fetchTls(prod, `${prod.staticUrl}/`)).status).toBe(404);
  // Every shell sees every origin allow the site.
  for (const name of shellNames) {
    const health = await prod.system.remoteStatus(prod.shellUrl(name));
    for (const remote of remotes) expect(health[remote.name].cors?.allowsSite, `${name} ${remote.name}`).toBe(true);
  }
});

test('a deploy reaches both shells within one poll and the check; 200 alternating page loads across it: every page whole, no chunk missing', async ({
  prod,
}) => {
  test.setTimeout(150_000);
  const before = await prod.system.pointerVersion('mfe_reviews');
  firstReviewsVersion = before;
  const variant = await buildVariant({
    packageName: 'mfe-reviews',
    expose: './ReviewsPage',
    marker: 'prod-like deploy marker',
    workDir: path.join(os.tmpdir(), `prod-like-${process.pid}-${Date.now()}`),
  });
  const loads: { versions: Map<string, Set<string>>; chunkStatuses: number[]; status: number }[] = [];
  const fetched = new Map<string, number>();
  let stop = false;
  // Ten visitors (their own addresses), each loading /reviews in turn; nginx alternates the shells.
  const visitors = Array.from({ length: 10 }, (_, index) => `127.0.6.${index + 1}`);
  const loading = (async () => {
    let n = 0;
    while (!stop && n < 200) {
      const from = visitors[n % visitors.length]!;
      n++;
      const page = await fetchTls(prod, `${prod.siteUrl}/reviews`, { from });
      const versions = new Map<string, Set<string>>();
      const chunkStatuses: number[] = [];
      for (const file of versionedFiles(prod, page.body)) {
        if (!versions.has(file.remote)) versions.set(file.remote, new Set());
        versions.get(file.remote)!.add(file.version);
        if (!fetched.has(file.url))
          fetched.set(file.url, (await fetchTls(prod, file.url, { from, headers: { origin: prod.siteUrl } })).status);
        chunkStatuses.push(fetched.get(file.url)!);
      }
      loads.push({ versions, chunkStatuses, status: page.status });
      // Deliberate pacing, about 25 pages a second: the 200 span the deploy and both shells' switch (a few seconds).
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  })();
  // Let some loads happen before the deploy.
  await expect.poll(() => loads.length, { timeout: 60_000, intervals: [20] }).toBeGreaterThanOrEqual(40);
  const deployedAt = Date.now();
  const version = await prod.system.deployRemote('mfe_reviews', variant);
  expect(version).not.toBe(before);
  deployedReviewsVersion = version;
  await prod.waitForServedVersion('mfe_reviews', version);
  const bothServedMs = Date.now() - deployedAt;
  test
    .info()
    .annotations.push({ type: 'both shells serve the new version after (ms)', description: String(bothServedMs) });
  console.log(`production: both shells serve ${version} ${bothServedMs} ms after its pointer was written`);
  const loadsWhenBoth = loads.length;
  await loading;
  stop = true;
  // The switch happened within the 200, with pages after it.
  expect(loadsWhenBoth).toBeLessThan(200);

  expect(loads).toHaveLength(200);
  expect(loads.filter((load) => load.status !== 200)).toEqual([]);
  // Every page whole: one version of each remote in its HTML, and every file it names there.
  expect(loads.filter((load) => [...load.versions.values()].some((set) => set.size > 1))).toEqual([]);
  expect(loads.flatMap((load) => load.chunkStatuses).filter((status) => status !== 200)).toEqual([]);
  const reviewsVersions = loads.map((load) => [...(load.versions.get('mfe_reviews') ?? [])][0]);
  expect(reviewsVersions[0]).toBe(before);
  expect(reviewsVersions.at(-1)).toBe(version);
  const pagesOf = (v: string) => reviewsVersions.filter((seen) => seen === v).length;
  console.log(`production: 200 page loads, ${pagesOf(before)} of the old version, ${pagesOf(version)} of the new`);
});

test('a refused version and a rollback are the same on both shells', async ({ prod }) => {
  test.setTimeout(120_000);
  const live = await prod.system.pointerVersion('mfe_reviews');
  const broken = await buildVariant({
    packageName: 'mfe-reviews',
    expose: './ReviewsPage',
    marker: 'prod-like broken page',
    throws: 'always',
    workDir: path.join(os.tmpdir(), `prod-like-broken-${process.pid}-${Date.now()}`),
  });
  const refused = await prod.system.deployRemote('mfe_reviews', broken);
  await prod.waitForRefusal('mfe_reviews', refused);
  expect((await bothShells(prod, 'mfe_reviews')).map((health) => [health.version, health.refused?.version])).toEqual([
    [live, refused],
    [live, refused],
  ]);

  expect(firstReviewsVersion).not.toBe('');
  await prod.system.remoteDeploy('mfe_reviews', ['--rollback', firstReviewsVersion]);
  const back = await prod.system.pointerVersion('mfe_reviews');
  expect(back).toBe(firstReviewsVersion);
  await prod.waitForServedVersion('mfe_reviews', back);
  expect((await bothShells(prod, 'mfe_reviews')).map((health) => [health.version, health.refused])).toEqual([
    [back, null],
    [back, null],
  ]);
  // The page both shells render now is the rolled-back version's.
  for (let n = 0; n < 4; n++) {
    const page = await fetchTls(prod, `${prod.siteUrl}/reviews`);
    expect(
      new Set(
        versionedFiles(prod, page.body)
          .filter((f) => f.remote === 'mfe_reviews')
          .map((f) => f.version),
      ),
    ).toEqual(new Set([back]));
  }
});

test('a flood from one address is turned away at nginx; other visitors are served meanwhile', async ({ prod }) => {
  const FLOOD = 300;
  const started = Date.now();
  const flood = Promise.all(
    Array.from({ length: FLOOD }, () =>
      fetchTls(prod, `${prod.siteUrl}/`, { from: '127.0.7.7' }).catch(() => ({ status: 0, headers: {}, body: '' })),
    ),
  );
  const visitor = await fetchTls(prod, `${prod.siteUrl}/`, { from: '127.0.8.8' });
  const answers = await flood;
  const seconds = (Date.now() - started) / 1000;
  const served = answers.filter((answer) => answer.status === 200).length;
  const refused = answers.filter((answer) => answer.status === 429);
  console.log(
    `production: flood of ${FLOOD} requests from one address in ${seconds.toFixed(2)} s: ${served} served, ${refused.length} turned away (429), ${FLOOD - served - refused.length} other`,
  );
  expect(visitor.status).toBe(200);
  // nginx's answer (its own page), not a shell's: rate 10/s with a burst of 40 lets no more through.
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((answer) => /<center>nginx[/<]/.test(answer.body))).toBe(true);
  expect(served).toBeLessThanOrEqual(41 + Math.ceil(seconds * 10));
  expect(served + refused.length).toBe(FLOOD);
});

test('an origin whose CORS does not allow the site is reported by the shell at start and in /healthz', async ({
  prod,
}) => {
  test.setTimeout(90_000);
  // mfe_reviews from its plain serve-remote origin, which allows only the harness's http origins.
  const name = 'shell-spare';
  await prod.startShell(name, prodPorts.shellSpare, { MFE_REVIEWS_URL: prod.system.remoteUrl('mfe_reviews') });
  try {
    const health = await prod.system.remoteStatus(`http://127.0.0.1:${prodPorts.shellSpare}`);
    expect(health.mfe_reviews.cors).toMatchObject({ allowsSite: false, siteOrigin: prod.siteUrl, allowOrigin: null });
    expect(health.mfe_cities.cors?.allowsSite).toBe(true);
    await expect.poll(() => prod.system.logLines(name, ['CORS does not allow the site', 'mfe_reviews']).length).toBe(1);
  } finally {
    await prod.system.stopProcess(name);
  }
});

test('a preview link works whichever shell answers', async ({ prod }) => {
  // The deploy test's version, published and no longer live after the rollback.
  expect(deployedReviewsVersion).not.toBe('');
  expect(await prod.system.pointerVersion('mfe_reviews')).not.toBe(deployedReviewsVersion);
  const token = signPreview(
    { remote: 'mfe_reviews', version: deployedReviewsVersion, expiresAt: Date.now() + 3_600_000 },
    PREVIEW_SECRET,
  );
  const cookie = `${PREVIEW_COOKIE}=${token}`;
  for (const name of shellNames) {
    const page = await fetchRaw(`${prod.shellUrl(name)}/reviews`, { headers: { cookie } });
    expect(page.html, name).toContain('prod-like deploy marker');
    expect(page.headers.get('cache-control'), name).toBe('private, no-store');
  }
  // Through the proxy, alternating between the shells: every answer is the preview.
  for (let n = 0; n < 4; n++) {
    const page = await fetchTls(prod, `${prod.siteUrl}/reviews`, { headers: { cookie }, from: '127.0.9.2' });
    expect(page.body).toContain('prod-like deploy marker');
  }
  // Without the cookie, the live site.
  expect((await fetchTls(prod, `${prod.siteUrl}/reviews`)).body).not.toContain('prod-like deploy marker');
});

test('a withdrawal decided by one shell reaches the other: the shells share the watch', async ({ prod }) => {
  test.setTimeout(90_000);
  const first = firstReviewsVersion;
  const version = deployedReviewsVersion;
  await prod.system.remoteDeploy('mfe_reviews', ['--promote', version, '--no-browser-check']);
  await prod.waitForServedVersion('mfe_reviews', version);

  // Three visitors on three networks each load the page (through either shell), and once the page
  // loads are in the shared state (each shell writes its own twice a second) report its failure.
  const networks = ['127.0.12.2', '127.0.13.2', '127.0.14.2'];
  const pages = [];
  for (const from of networks) pages.push({ from, page: await fetchTls(prod, `${prod.siteUrl}/reviews`, { from }) });
  await prod.system.waitForPageLoadsShared('mfe_reviews', version, networks);
  for (const { from, page } of pages) {
    const proof = new RegExp(`<meta name="${PAGE_PROOF_META}" content="([^"]+)"`).exec(page.body)?.[1];
    expect(proof, from).toBeTruthy();
    const answer = await fetchTls(prod, `${prod.siteUrl}/client-reports`, {
      method: 'POST',
      from,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: prod.siteUrl },
      body: JSON.stringify({
        kind: 'render',
        message: 'TypeError: the page broke',
        remote: 'mfe_reviews',
        version,
        route: '/reviews',
        island: null,
        pageLoad: randomBytes(8).toString('hex'),
        proof,
      }),
    });
    expect(answer.status, from).toBe(202);
  }

  // Both shells serve the version before it again, and both say it was withdrawn; one decided.
  await prod.waitForRefusal('mfe_reviews', version);
  await prod.waitForServedVersion('mfe_reviews', first);
  expect(
    (await bothShells(prod, 'mfe_reviews')).map((health) => [
      health.version,
      health.refused?.kind,
      health.refused?.version,
    ]),
  ).toEqual([
    [first, 'withdrawn', version],
    [first, 'withdrawn', version],
  ]);
  const decided = shellNames.flatMap((name) => prod.system.logLines(name, ['remote version withdrawn', version]));
  expect(decided).toHaveLength(1);
  expect(decided[0]).toMatch(/3 networks/);

  // Back to the first version for whatever runs next on this worker.
  await prod.system.remoteDeploy('mfe_reviews', ['--rollback', first]);
  await prod.waitForServedVersion('mfe_reviews', first);
});
