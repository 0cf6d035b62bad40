/**
 * The platform: server rendering of federated pages, hydration, redirects, 404, the www host, the API
 * pass-through and independent deployment of a remote. Parts woken on intent are in
 * visitors/intent.spec.ts; a remote down is in platform/reliability.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { business } from '@site-kit/brand';
import { expect, test, waitForPageScript, wakeEveryPart } from '../../fixtures';
import { waitFor } from '../../harness/processes';
import { repoRoot, SITE_URL } from '../../harness/system';
import { interactiveForm, leadsNamed, uniqueName } from '../../helpers/forms';
import { bodyText, fetchRaw, h1, hrefs, jsonLd, linkHrefs, metaContent, titles } from '../../helpers/html';
import { ROUTER_CHUNK } from '../../helpers/network';
import { buildVariant } from '../../helpers/variant';

const pagesByRemote = [
  { remote: 'mfe_services', path: '/services/car-lockout', heading: /car lockout/i },
  { remote: 'mfe_cities', path: '/locksmith-clayton-mo', heading: /clayton/i },
  { remote: 'mfe_reviews', path: '/reviews', heading: /reviews/i },
  { remote: 'shell', path: '/', heading: /locksmith/i },
] as const;

test.describe('server rendering', () => {
  for (const { remote, path: route, heading } of pagesByRemote) {
    test(`raw HTML of ${route} (${remote}) is a complete page`, async ({ system }) => {
      const page = await fetchRaw(`${system.shellUrl}${route}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(h1(page.html)).toHaveLength(1);
      expect(h1(page.html)[0]).toMatch(heading);
      expect(titles(page.html)).toHaveLength(1);
      expect(metaContent(page.html, 'description')[0]?.length).toBeGreaterThan(40);
      expect(linkHrefs(page.html, 'canonical')).toEqual([`${SITE_URL}${route === '/' ? '/' : route}`]);
      expect(metaContent(page.html, 'og:title')).toHaveLength(1);
      expect(metaContent(page.html, 'og:image')[0]).toMatch(/^https:\/\/www\./);
      const records = jsonLd(page.html);
      expect(records.length).toBeGreaterThan(0);
      expect(records.some((record) => record['@type'] === 'Organization')).toBe(true);
      expect(hrefs(page.html)).toContain(business.phone.href);
      expect(bodyText(page.html)).toContain(business.phone.display);
    });
  }

  test("the HTML asks for no script; a module's scripts are hinted together when its part wakes", async ({
    system,
    page,
  }) => {
    const html = (await fetchRaw(`${system.shellUrl}/services/car-lockout`)).html;
    // Nothing fetches a script before the page paints: no script src, no preload.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('rel="preload"');
    const payload = JSON.parse(
      /<script id="__site_state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(payload.entry).toEqual([expect.stringMatching(/^\/static\/js\/index\.[0-9a-f]+\.js$/)]);
    const formsEntry = `${await system.pointerBase('mfe_forms')}/remoteEntry.js`;
    expect(payload.remotes.mfe_forms).toBe(formsEntry);
    const chunks: string[] = payload.hints['mfe_forms/CallbackForm'];
    expect(
      chunks.some((file) => /^static\/js\/async\/__federation_expose_CallbackForm\.[0-9a-f]+\.js$/.test(file)),
    ).toBe(true);
    const hints = [formsEntry, ...chunks.map((file) => new URL(file, formsEntry).href)];

    const preloaded = () =>
      page.$$eval('link[rel="preload"][as="script"]', (links) => links.map((link) => link.getAttribute('href')));
    await page.goto(`${system.shellUrl}/services/car-lockout`);
    await waitForPageScript(page);
    expect(await preloaded()).toEqual([]);
    await page.locator('form[data-form="callback"] input[name="name"]').focus();
    await expect.poll(preloaded).toEqual(hints);
  });

  test('each stylesheet is inlined once, even when a remote emits it under two names', async ({ system, page }) => {
    const { html } = await fetchRaw(`${system.shellUrl}/`);
    const styles = [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map((match) => ({
      href: match[1] ?? '',
      css: match[2] ?? '',
    }));
    // The home page holds both forms; their remote emits one stylesheet under both names.
    const forms = styles.filter((style) => /__federation_expose_(EmergencyForm|QuoteForm)/.test(style.href));
    expect(forms).toHaveLength(2);
    const filled = styles.filter((style) => style.css !== '').map((style) => style.css);
    expect(new Set(filled).size).toBe(filled.length);
    expect(forms.filter((style) => style.css !== '')).toHaveLength(1);

    // Neither name is fetched again when the forms wake up.
    const cssRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') cssRequests.push(request.url());
    });
    await page.goto(`${system.shellUrl}/`);
    await waitForPageScript(page);
    await interactiveForm(page, 'emergency');
    await interactiveForm(page, 'quote');
    expect(cssRequests).toEqual([]);
  });

  test('the car-lockout page reads complete and its call link works with JavaScript off', async ({
    browser,
    system,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${system.shellUrl}/services/car-lockout`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/car lockout/i);
    const call = page.locator(`a[href="${business.phone.href}"]`).first();
    await expect(call).toBeVisible();
    await context.close();
  });
});

test.describe('hydration', () => {
  for (const { path: route } of pagesByRemote) {
    test(`${route}: every part hydrates without a console error once the visitor reaches for it`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(route);
      await waitForPageScript(page);
      await wakeEveryPart(page);
      expect(consoleErrors.errors()).toEqual([]);
    });
  }

  test('a federated island is interactive after hydration (hooks and shared zustand work)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/services/car-lockout');
    await waitForPageScript(page);
    const name = page.locator('main form input[name="name"]').first();
    await name.fill('Dana');
    await expect(name).toHaveValue('Dana');
    expect(consoleErrors.errors()).toEqual([]);
  });

  for (const [state, fake] of [
    [
      'in a tab opened in the background',
      () => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }),
    ],
    [
      'in a browser without paint timing',
      () => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] }),
    ],
  ] as const) {
    test(`the page hydrates ${state} (no first paint to wait for)`, async ({ page, consoleErrors }) => {
      await page.addInitScript(fake);
      await page.goto('/');
      await waitForPageScript(page);
      expect(consoleErrors.errors()).toEqual([]);
    });
  }

  test("one React, router and zustand on the page: every remote uses the shell's copies", async ({
    page,
    consoleErrors,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await waitForPageScript(page);
    // The emergency form (mfe_forms: React, zustand) wakes on focus, the services grid (mfe_services:
    // React) and the footer's reviews (mfe_reviews: React) when pointed at.
    await page.locator('main form input[name="name"]').first().focus();
    await expect(page.locator('main form[data-interactive="true"]').first()).toBeAttached();
    const grid = page.locator('[data-island="services/HomeServices"]');
    await grid.locator('a').first().hover();
    await expect(grid).toHaveAttribute('data-ready', 'true');
    const summary = page.locator('footer [data-island="reviews/ReviewsSummary"]');
    await summary.hover();
    await expect(summary).toHaveAttribute('data-ready', 'true');
    const libraries = ['react', 'react/jsx-runtime', 'react-dom', 'react-router-dom', 'zustand'];
    // Who used each library, and in how many versions it is registered: one, the shell's (a remote's
    // copy of the same version is not registered beside it).
    const scope = await page.evaluate(() => {
      type Scope = Record<string, Record<string, Record<string, { useIn: string[] }>>>;
      const share = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, Scope> } }).__FEDERATION__?.__SHARE__;
      const seen: Record<string, { versions: number; useIn: string[] }> = {};
      for (const scopes of Object.values(share ?? {}))
        for (const packages of Object.values(scopes))
          for (const [name, versions] of Object.entries(packages)) {
            const entry = seen[name] ?? { versions: 0, useIn: [] };
            seen[name] = entry;
            entry.versions = Math.max(entry.versions, Object.keys(versions).length);
            for (const shared of Object.values(versions))
              for (const user of shared.useIn) if (!entry.useIn.includes(user)) entry.useIn.push(user);
          }
      return seen;
    });
    for (const name of libraries) expect(scope[name]?.versions, `${name} in one version`).toBe(1);
    expect(scope['react/jsx-runtime']?.useIn).toEqual(expect.arrayContaining(['mfe_reviews', 'mfe_forms']));
    expect(scope.zustand?.useIn).toContain('mfe_forms');
    // No remote module on this page imports the router (their links are plain links): it is provided, not downloaded.
    expect((scope['react-router-dom']?.useIn ?? []).filter((user) => user.startsWith('mfe_'))).toEqual([]);
    expect(requested.filter((url) => ROUTER_CHUNK.test(url))).toEqual([]);
    // And no remote's own copy was downloaded: the files of each library in the woken remotes' manifests.
    const entries = requested.filter((url) => url.endsWith('/remoteEntry.js'));
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      const manifest = (await (
        await page.request.get(entry.replace(/remoteEntry\.js$/, 'mf-manifest.json'))
      ).json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      const copies = manifest.shared
        .filter((shared) => libraries.includes(shared.name))
        .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]);
      expect(copies.length, `${entry} has its own copies`).toBeGreaterThan(0);
      for (const file of copies) expect(requested).not.toContain(new URL(file, entry).href);
    }
    expect(consoleErrors.errors()).toEqual([]);
  });

  test("a link inside a hydrated part opens the next page as a document, with that page's head", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await waitForPageScript(page);
    const grid = page.locator('[data-island="services/HomeServices"]');
    // Its island wakes when the visitor reaches into it (decision PF10).
    await grid.getByRole('link', { name: /View All 11 Services/ }).hover();
    await expect(grid).toHaveAttribute('data-ready', 'true');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    // A plain link of the remote's own code, in a hydrated island.
    await grid.getByRole('link', { name: /View All 11 Services/ }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/services/i);
    await expect(page).toHaveTitle(/services/i);
    expect(documents).toEqual(['/services']);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

/** The shell's entry script, named by the page's payload. */
const entryScript = (html: string): string =>
  (
    JSON.parse(/<script id="__site_state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
      entry?: string[];
    }
  ).entry?.[0] ?? '';

test.describe('HTTP semantics', () => {
  const redirects = [
    ['/locksmith-st-louis-mo', '/locksmith-downtown-st-louis-mo'],
    ['/areas', '/#service-areas'],
    ['/sitemap', '/service-areas'],
  ] as const;

  for (const [from, to] of redirects) {
    test(`${from} answers 301 to ${to}`, async ({ system }) => {
      const page = await fetchRaw(`${system.shellUrl}${from}`);
      expect(page.status).toBe(301);
      expect(page.headers.get('location')).toBe(to);
    });
  }

  test('in the browser a redirected path takes one history entry, and Back returns', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/about');
    await waitForPageScript(page);
    const lengthBefore = await page.evaluate(() => history.length);
    await page.evaluate(() => window.location.assign('/sitemap'));
    await expect(page).toHaveURL(/\/service-areas$/);
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('a trailing slash redirects to the canonical path', async ({ system }) => {
    const page = await fetchRaw(`${system.shellUrl}/services/car-lockout/`);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/services/car-lockout');
  });

  test('an unknown path is a real 404 page: noindex, call link, useful links', async ({ system }) => {
    const page = await fetchRaw(`${system.shellUrl}/no-such-page`);
    expect(page.status).toBe(404);
    expect(metaContent(page.html, 'robots')[0]).toContain('noindex');
    expect(h1(page.html)[0]).toMatch(/not found/i);
    expect(hrefs(page.html)).toEqual(expect.arrayContaining([business.phone.href, '/', '/services', '/contact']));
  });

  test('the bare domain redirects permanently to the www host', async ({ system }) => {
    const page = await fetchRaw(`${system.shellUrl}/services/car-lockout?x=1`, {
      headers: { host: 'gateway247locksmith.com' },
    });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`${SITE_URL}/services/car-lockout?x=1`);
  });

  test('/api is forwarded to form-api on the same origin', async ({ system }) => {
    const response = await fetch(`${system.shellUrl}/api/healthz`);
    expect(response.status).toBe(200);
    // In public only ok (issue 24): the outbox's size is the owner's to see.
    expect(await response.json()).toEqual({ ok: true });
  });

  test("a browser cannot pass its post off as the shell's no-JavaScript forwarder", async ({ system }) => {
    const name = uniqueName('Header Spoof');
    const response = await fetch(`${system.shellUrl}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-submission-transport': 'html' },
      // No fill time: only the no-JS path may skip that check, so this must be dropped as a bot.
      body: JSON.stringify({ formType: 'contact', name, phone: '314-555-0123', message: 'Hello' }),
    });
    expect(response.status).toBe(201);
    expect(await leadsNamed(system, name)).toEqual([]);
  });

  test('pages are compressed; hashed assets and remote versions are immutable; live pointers revalidate', async ({
    system,
  }) => {
    const page = await fetch(`${system.shellUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await page.text();
    const script = entryScript(html);
    expect(script).toMatch(/^\/static\/js\/.+\.[0-9a-f]{8,}\.js$/);
    const asset = await fetch(`${system.shellUrl}${script}`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // A version's files never change (its folder is named by its content); the pointer does.
    const pointer = await fetch(`${system.remoteUrl('mfe_services')}/live.json`);
    expect(pointer.headers.get('cache-control')).toBe('no-cache');
    const base = await system.pointerBase('mfe_services');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js']) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toContain('immutable');
    }
  });

  test('Accept-Encoding is read as HTTP defines it: q=0 refuses an encoding, on pages, static files and remote origins', async ({
    system,
  }) => {
    const html = await (await fetch(`${system.shellUrl}/`)).text();
    const script = entryScript(html);
    const urls = [
      `${system.shellUrl}/`,
      `${system.shellUrl}/services/car-lockout`,
      `${system.shellUrl}${script}`,
      `${await system.pointerBase('mfe_services')}/remoteEntry.js`,
    ];
    const cases: [string, string | null][] = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0.1, gzip;q=0.9', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['*;q=0, identity', null],
      ['br;q=0, gzip;q=0', null],
    ];
    for (const url of urls) {
      for (const [acceptEncoding, expected] of cases) {
        const response = await fetchRaw(url, { headers: { 'accept-encoding': acceptEncoding } });
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-encoding'), `${url} with ${acceptEncoding}`).toBe(expected);
      }
    }
  });

  test("scripts go out as the build compressed them, from the shell and from a remote's origin", async ({ system }) => {
    const html = await (await fetch(`${system.shellUrl}/`)).text();
    const script = entryScript(html);
    const sent = await fetchRaw(`${system.shellUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(sent.headers.get('content-encoding')).toBe('br');
    const built = await readFile(path.join(repoRoot, 'shell', 'dist', 'browser', `${script}.br`));
    expect(Buffer.compare(sent.body, built)).toBe(0);
    const entry = await fetchRaw(`${await system.pointerBase('mfe_services')}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    const builtEntry = await readFile(
      path.join(
        system.remoteDir('mfe_services'),
        'versions',
        await system.pointerVersion('mfe_services'),
        'remoteEntry.js.gz',
      ),
    );
    expect(Buffer.compare(entry.body, builtEntry)).toBe(0);
  });

  test('/healthz reports every remote', async ({ system }) => {
    const status = await system.remoteStatus();
    expect(Object.values(status).map((remote) => remote.status)).toEqual(['up', 'up', 'up', 'up']);
  });
});

test.describe('independent deployment', () => {
  test('a new build of one remote shows in server HTML and in the browser without touching the shell', async ({
    system,
    page,
    consoleErrors,
  }) => {
    const before = await system.remoteStatus();
    const shellPidBefore = await system.shellHealth();
    const marker = `Deployed at ${Date.now()}`;
    const build = await buildVariant({
      packageName: 'mfe-services',
      expose: './ServicePage',
      marker,
      workDir: path.join(system.runDir, 'variants'),
    });
    await system.deployRemote('mfe_services', build);
    try {
      await waitFor(
        async () => (await fetchRaw(`${system.shellUrl}/services/car-lockout`)).html.includes(marker),
        'new build in server HTML',
      );
      const after = await system.remoteStatus();
      expect(after.mfe_services.version).not.toBe(before.mfe_services.version);
      for (const other of ['mfe_cities', 'mfe_forms', 'mfe_reviews'] as const) {
        expect(after[other].version).toBe(before[other].version);
      }
      const shellPidAfter = await system.shellHealth();
      expect(shellPidAfter.pid).toBe(shellPidBefore.pid);

      await page.goto('/services/car-lockout');
      await waitForPageScript(page);
      await expect(page.getByTestId('deploy-marker')).toHaveText(marker);
      expect(consoleErrors.errors()).toEqual([]);
    } finally {
      // Put the real build back for the tests that follow.
      await system.deployRemote('mfe_services', path.join(repoRoot, 'mfe-services', 'dist'));
    }
    await waitFor(
      async () => !(await fetchRaw(`${system.shellUrl}/services/car-lockout`)).html.includes(marker),
      'original build back',
    );
  });
});
