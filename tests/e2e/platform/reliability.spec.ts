/**
 * Nothing is lost: load, a mail outage, a crash, remotes that fail in every way, and an API outage
 * while a visitor submits. Each scenario prints its figures.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { business } from '@site-kit/brand';
import { type RemoteName, remotes } from '@site-kit/contract';
import { expect, test, waitForPageScript } from '../../fixtures';
import { ports } from '../../harness/ports';
import { waitFor } from '../../harness/processes';
import { SlowProxy } from '../../harness/slow-proxy';
import { repoRoot, type System } from '../../harness/system';
import { fieldOf, fillForm, formOf, leadsNamed, openForm, takeAPersonsTime, uniqueName } from '../../helpers/forms';
import { bodyText, fetchRaw, h1, hrefs, sitemapPaths } from '../../helpers/html';
import { expectedMails, leadBody, mailsBySubmission, markerLead, postLead, storedRows } from '../../helpers/leads';
import { quietMoment } from '../../helpers/network';
import { BREAK_QUERY, buildVariant } from '../../helpers/variant';

test.describe.configure({ mode: 'serial' });

const LOAD = Number(process.env.RELIABILITY_LOAD ?? 2000);

const tagFor = (label: string) => `${label}-${Date.now().toString(36)}`;

async function waitForMails(system: System, ids: readonly string[], expected: number, timeoutMs: number) {
  return waitFor(
    () => {
      const byId = mailsBySubmission(system.sink);
      const received = ids.reduce((sum, id) => sum + (byId.get(id)?.length ?? 0), 0);
      return received >= expected ? received : 0;
    },
    `${expected} emails`,
    timeoutMs,
  );
}

test.describe('leads are never lost', () => {
  test(`${LOAD} concurrent submissions through /api: each stored once and emailed once`, async ({ system }) => {
    test.setTimeout(300_000);
    const tag = tagFor('Load');
    const leads = Array.from({ length: LOAD }, (_, index) => leadBody(tag, index));
    const started = Date.now();
    const results = await Promise.all(
      leads.map(({ body }, index) => postLead(`${system.shellUrl}/api/submissions`, body, `${tag}-${index}`)),
    );
    const answeredIn = Date.now() - started;
    expect(results.filter((result) => result.status !== 201)).toEqual([]);
    expect(results).toHaveLength(LOAD);
    const rows = storedRows(system.databasePath, tag);
    expect(rows).toHaveLength(LOAD);
    expect(new Set(rows.map((row) => row.name)).size).toBe(LOAD);
    const ids = rows.map((row) => row.public_id);
    const mails = expectedMails(rows);
    await waitForMails(system, ids, mails, 180_000);
    const deliveredIn = Date.now() - started;
    // A lead after them stored and emailed: a second email of theirs would have come by then.
    await markerLead(system);
    const byId = mailsBySubmission(system.sink);
    const received = ids.flatMap((id) => byId.get(id) ?? []);
    expect(received, 'no lead lost an email and none got a duplicate').toHaveLength(mails);
    expect(new Set(received).size).toBe(mails);
    console.log(
      `load: ${LOAD} submissions answered 201 in ${answeredIn} ms; ${rows.length} rows, 0 lost, 0 duplicated; ` +
        `${received.length} emails (${mails - LOAD} emergency alerts) delivered in ${deliveredIn} ms`,
    );
  });

  test('SMTP down while 500 leads arrive: every email goes out once it is back', async ({ system }) => {
    test.setTimeout(240_000);
    const tag = tagFor('Outage');
    const attempts = system.logMark('form-api');
    await system.sink.stop();
    let ids: string[] = [];
    let mails = 0;
    try {
      const results = await Promise.all(
        Array.from({ length: 500 }, (_, index) => leadBody(tag, index)).map(({ body }, index) =>
          postLead(`${system.shellUrl}/api/submissions`, body, `${tag}-${index}`),
        ),
      );
      expect(results.filter((result) => result.status !== 201)).toEqual([]);
      expect(results).toHaveLength(500);
      const rows = storedRows(system.databasePath, tag);
      expect(rows).toHaveLength(500);
      ids = rows.map((row) => row.public_id);
      mails = expectedMails(rows);
      // form-api tried to send them, and could not.
      await expect
        .poll(() => system.logLines('form-api', ['email not delivered; will retry'], attempts).length)
        .toBeGreaterThan(0);
      expect(
        mailsBySubmission(system.sink).size === 0 || ids.every((id) => !mailsBySubmission(system.sink).has(id)),
      ).toBe(true);
    } finally {
      await system.sink.start();
    }
    const back = Date.now();
    await waitForMails(system, ids, mails, 180_000);
    console.log(
      `smtp outage: 500 leads stored while mail was down; ${mails} emails delivered ${Date.now() - back} ms after recovery`,
    );
  });

  test('form-api killed mid-load: every 201 is in the database and gets its emails after a restart', async ({
    system,
  }) => {
    test.setTimeout(240_000);
    const tag = tagFor('Crash');
    const pending = Array.from({ length: 1000 }, (_, index) => leadBody(tag, index)).map(({ body }, index) =>
      postLead(`${system.formApiUrl}/api/submissions`, body, `${tag}-${index}`),
    );
    // Mid-load: once the first of them is stored.
    await waitFor(() => storedRows(system.databasePath, tag).length > 0, 'the first crash lead stored');
    await system.stopFormApi('SIGKILL');
    const results = await Promise.all(pending);
    await system.startFormApi();
    const acknowledged = results.filter((result) => result.status === 201).map((result) => result.id ?? '');
    const rows = storedRows(system.databasePath, tag);
    const stored = new Set(rows.map((row) => row.public_id));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing, 'every lead answered 201 survived the crash').toEqual([]);
    const acknowledgedRows = rows.filter((row) => acknowledged.includes(row.public_id));
    await waitForMails(system, acknowledged, expectedMails(acknowledgedRows), 180_000);
    console.log(
      `crash: SIGKILL once the first lead was stored; ${acknowledged.length} of 1000 answered 201, all ${acknowledged.length} in the database ` +
        `(${rows.length} rows in all), their ${expectedMails(acknowledgedRows)} emails delivered after restart`,
    );
  });
});

/** Every route of the site: what the sitemap lists, plus the home page. */
const siteRoutes = (system: System): Promise<string[]> => sitemapPaths(system.shellUrl);

const owned = (remote: RemoteName, route: string) =>
  remotes
    .find((item) => item.name === remote)
    ?.owns.some((pattern) => (pattern.endsWith('*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern)) ??
  false;

async function expectSiteAnswers(system: System, routes: readonly string[], failing: RemoteName | null, label: string) {
  let unavailable = 0;
  for (const route of routes) {
    const page = await fetchRaw(`${system.shellUrl}${route}`);
    const expected = failing && owned(failing, route) ? 503 : 200;
    expect(page.status, `${label}: ${route}`).toBe(expected);
    expect(hrefs(page.html), `${label}: ${route} has the call link`).toContain(business.phone.href);
    expect(bodyText(page.html), `${label}: ${route} has the frame`).toContain('New customers save 10%');
    if (expected === 503) unavailable += 1;
  }
  return unavailable;
}

/**
 * What a visitor sees of one remote down beyond every route's status, frame and call link: a page of
 * its own says what happened and when to come back, in HTML and in the browser; a page holding its
 * island is a normal page with the island's fallback.
 */
const whileDown: Partial<Record<RemoteName, (system: System, page: Page) => Promise<void>>> = {
  mfe_cities: async (system, page) => {
    const cityPage = await fetchRaw(`${system.shellUrl}/locksmith-clayton-mo`);
    expect(cityPage.status).toBe(503);
    expect(Number(cityPage.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(bodyText(cityPage.html)).toContain('temporarily unavailable');
    await page.goto('/locksmith-clayton-mo');
    await waitForPageScript(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/temporarily unavailable/i);
    await expect(page.locator(`a[href="${business.phone.href}"]`).first()).toBeVisible();
  },
  mfe_forms: async (system, page) => {
    const service = await fetchRaw(`${system.shellUrl}/services/car-lockout`);
    expect(service.status).toBe(200);
    expect(h1(service.html)[0]).toMatch(/car lockout/i);
    expect(bodyText(service.html)).toContain('temporarily unavailable');
    await page.goto('/services/car-lockout');
    await waitForPageScript(page);
    await expect(page.locator('.island-unavailable').first()).toBeVisible();
  },
};

/** A page of the remote's own, back as it was. */
const whenBack: Partial<Record<RemoteName, (system: System) => Promise<void>>> = {
  mfe_cities: async (system) => {
    expect(h1((await fetchRaw(`${system.shellUrl}/locksmith-clayton-mo`)).html)[0]).toMatch(/clayton/i);
  },
};

test.describe('remotes that fail', () => {
  for (const remote of remotes) {
    test(`${remote.name} stopped: every route answers with the frame, 503 only for its own pages, then recovers`, async ({
      system,
      page,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      const routes = await siteRoutes(system);
      await system.stopRemote(remote.name);
      try {
        await system.waitForRemoteDown(remote.name);
        const unavailable = await expectSiteAnswers(system, routes, remote.name, `${remote.name} down`);
        consoleErrors.allow(/Failed to load resource/);
        for (const route of ['/', routes.find((item) => owned(remote.name, item)) ?? '/about']) {
          await page.goto(route);
          await waitForPageScript(page);
          await page.mouse.wheel(0, 4000);
          await quietMoment(page);
        }
        await whileDown[remote.name]?.(system, page);
        console.log(`${remote.name} down: ${routes.length} routes answered, ${unavailable} with 503`);
      } finally {
        await system.startRemote(remote.name);
      }
      await system.waitForRemotesUp([remote.name]);
      await expectSiteAnswers(system, routes, null, `${remote.name} back`);
      await whenBack[remote.name]?.(system);
    });
  }

  test('a slow remote is treated as down (503 for its pages within the deadline) and recovers when fast again', async ({
    system,
  }) => {
    test.setTimeout(180_000);
    const proxy = new SlowProxy(system.remoteUrl('mfe_reviews'), ports.slowProxy);
    await proxy.start();
    await system.restartShell({ MFE_REVIEWS_URL: proxy.url });
    try {
      const routes = await siteRoutes(system);
      proxy.delayMs = 4000;
      await system.waitForRemoteDown('mfe_reviews');
      const started = Date.now();
      await expectSiteAnswers(system, routes, 'mfe_reviews', 'reviews slow');
      const perRoute = (Date.now() - started) / routes.length;
      expect(perRoute, 'a slow remote does not slow the site down').toBeLessThan(1500);
      proxy.delayMs = 0;
      await system.waitForRemotesUp(['mfe_reviews']);
      expect((await fetchRaw(`${system.shellUrl}/reviews`)).status).toBe(200);
      console.log(`slow remote: ${routes.length} routes answered in ${Math.round(perRoute)} ms each on average`);
    } finally {
      await proxy.stop();
      await system.restartShell();
    }
  });

  test('a live remote whose components throw (on a path its check never rendered): its pages 503, its islands fall back inside normal pages', async ({
    system,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const workDir = path.join(system.runDir, 'broken');
    const brokenCities = await buildVariant({
      packageName: 'mfe-cities',
      expose: './CityPage',
      marker: 'deliberately broken city page',
      workDir,
      throws: 'on-query',
    });
    const brokenForms = await buildVariant({
      packageName: 'mfe-forms',
      expose: './EmergencyForm',
      marker: 'deliberately broken emergency form',
      workDir,
      throws: 'on-query',
    });
    const brokenCitiesVersion = await system.deployRemote('mfe_cities', brokenCities);
    const brokenFormsVersion = await system.deployRemote('mfe_forms', brokenForms);
    try {
      await system.waitForServedVersion('mfe_cities', brokenCitiesVersion);
      await system.waitForServedVersion('mfe_forms', brokenFormsVersion);
      // Without the query the check rendered these components fine: they throw only with it.
      expect((await fetchRaw(`${system.shellUrl}/locksmith-clayton-mo`)).status).toBe(200);
      const city = await fetchRaw(`${system.shellUrl}/locksmith-clayton-mo?${BREAK_QUERY}`);
      expect(city.status).toBe(503);
      expect(bodyText(city.html)).toContain('temporarily unavailable');
      expect(hrefs(city.html)).toContain(business.phone.href);
      const home = await fetchRaw(`${system.shellUrl}/?${BREAK_QUERY}`);
      expect(home.status).toBe(200);
      expect(bodyText(home.html)).toContain('This part of the page is temporarily unavailable');
      expect(home.html).toContain('data-form="quote"');

      consoleErrors.allow(/deliberately broken|Failed to load resource|Minified React error/);
      for (const route of [`/?${BREAK_QUERY}`, `/locksmith-clayton-mo?${BREAK_QUERY}`]) {
        await page.goto(route);
        await waitForPageScript(page);
        await expect(page.locator(`a[href="${business.phone.href}"]`).first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/temporarily unavailable/i);
    } finally {
      await system.deployRemote('mfe_cities', path.join(repoRoot, 'mfe-cities', 'dist'));
      await system.deployRemote('mfe_forms', path.join(repoRoot, 'mfe-forms', 'dist'));
    }
    await waitFor(
      async () => (await fetchRaw(`${system.shellUrl}/locksmith-clayton-mo?${BREAK_QUERY}`)).status === 200,
      'cities fixed',
    );
  });
});

test.describe('API down while a visitor submits', () => {
  test('the failed banner keeps the input; a retry after recovery stores the lead once, with the same key', async ({
    system,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(/Failed to load resource/);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/submissions') && request.method() === 'POST') {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    const form = await openForm(page, '/contact', 'contact');
    const name = uniqueName('Outage Visitor');
    await fillForm(page, 'contact', { name, phone: '314-555-0123', message: 'Front door lock is stuck.' });
    await takeAPersonsTime(page);
    await system.stopFormApi();
    try {
      await form.locator('button[type="submit"]').click();
      await expect(formOf(page, 'contact').getByRole('alert').first()).toContainText(
        'Failed to submit form. Please try again.',
      );
      await expect(fieldOf(page, 'contact', 'name')).toHaveValue(name);
    } finally {
      await system.startFormApi();
    }
    await formOf(page, 'contact').locator('button[type="submit"]').click();
    await expect(page.locator('[data-form-success="contact"]')).toBeVisible();
    expect(await leadsNamed(system, name)).toHaveLength(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size, 'every attempt for this lead used one Idempotency-Key').toBe(1);
    console.log(`api outage: ${keys.length} attempts, one key, one stored lead`);
  });
});
