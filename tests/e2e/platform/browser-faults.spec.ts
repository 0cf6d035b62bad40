/**
 * A part that breaks in the browser never costs a visitor the page (issue 28, points 1 and 2). Each
 * test publishes a copy of a real remote build with one line of its browser build changed (the node
 * build is untouched, so the shell's check passes and the version goes live), then opens the page as
 * a visitor: the part keeps its server HTML as it arrived (text, links, the call link, the form that
 * posts without JavaScript), no error screen replaces it, and a client error report reaches the
 * shell, attributed to that remote and version.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { business } from '@site-kit/brand';
import type { RemoteName } from '@site-kit/contract';
import type { FormType } from '@site-kit/forms';
import { expect, test, waitForPageScript } from '../../fixtures';
import { type ClientErrorCount, repoRoot, type System } from '../../harness/system';
import { type BrowserFault, doctorBuild } from '../../helpers/doctor';
import { fieldOf, formOf, leadsNamed, successOf, uniqueName } from '../../helpers/forms';
import { quietMoment } from '../../helpers/network';

test.describe.configure({ mode: 'serial' });

const clientErrors = async (system: System): Promise<ClientErrorCount[]> => (await system.shellHealth()).clientErrors;

/**
 * A doctored build of a remote, forced live (past the browser check), while `body` runs with its
 * version and the version it replaced; then the remote's own build serves again.
 */
async function whileDoctoredLive(
  system: System,
  remote: RemoteName,
  doctoring: { packageName: string; expose: string; fault: BrowserFault },
  body: (doctored: string, original: string | null) => Promise<void>,
): Promise<void> {
  const original = await system.servedVersion(remote);
  if (original === null) throw new Error(`${remote} serves no version`);
  const doctored = await system.deployRemote(
    remote,
    await doctorBuild({ ...doctoring, workDir: path.join(system.runDir, 'doctored') }),
  );
  try {
    await system.waitForServedVersion(remote, doctored);
    await body(doctored, original);
  } finally {
    await system.deployRemote(remote, path.join(repoRoot, doctoring.packageName, 'dist'));
    await system.waitForServedVersion(remote, original);
  }
}

interface Case {
  what: string;
  remote: RemoteName;
  packageName: string;
  expose: string;
  fault: BrowserFault;
  path: string;
  /** The part's box on the page. */
  part: string;
  /** The report kind the shell counts. */
  kind: string;
  /** A form of the part (posted without its script), or what wakes a page part. */
  form?: FormType;
  wake?: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  {
    what: 'a form island that throws in the browser as it hydrates (service page)',
    remote: 'mfe_forms',
    packageName: 'mfe-forms',
    expose: 'CallbackForm',
    fault: 'throws-in-browser',
    path: '/services/car-lockout',
    part: '[data-island="forms/CallbackForm"]',
    kind: 'render',
    form: 'callback',
  },
  {
    what: 'a form island that throws in the browser as it hydrates (home page)',
    remote: 'mfe_forms',
    packageName: 'mfe-forms',
    expose: 'EmergencyForm',
    fault: 'throws-in-browser',
    path: '/',
    part: '[data-island="forms/EmergencyForm"]',
    kind: 'render',
    form: 'emergency',
  },
  {
    what: 'a page component that throws in the browser',
    remote: 'mfe_cities',
    packageName: 'mfe-cities',
    expose: 'CityPage',
    fault: 'throws-in-browser',
    path: '/locksmith-clayton-mo',
    part: 'main',
    kind: 'render',
    wake: (page) =>
      page
        .locator('main')
        .getByRole('link', { name: /Show map/ })
        .click(),
  },
  {
    what: 'a chunk that 404s',
    remote: 'mfe_forms',
    packageName: 'mfe-forms',
    expose: 'CallbackForm',
    fault: 'missing',
    path: '/services/car-lockout',
    part: '[data-island="forms/CallbackForm"]',
    kind: 'chunk',
    form: 'callback',
  },
  {
    what: 'a chunk that fails to evaluate',
    remote: 'mfe_forms',
    packageName: 'mfe-forms',
    expose: 'CallbackForm',
    fault: 'fails-to-evaluate',
    path: '/services/car-lockout',
    part: '[data-island="forms/CallbackForm"]',
    kind: 'chunk',
    form: 'callback',
  },
];

for (const fault of cases) {
  test(`${fault.what}: the visitor keeps the server HTML, links and the form work, the shell hears of it`, async ({
    system,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await whileDoctoredLive(system, fault.remote, fault, async (doctored, original) => {
      // Only what the fault makes the browser say (a missing chunk, as a CORS script, also for its MIME type).
      consoleErrors.allow(
        /Failed to load resource|Refused to execute script|RUNTIME-|ScriptExternalLoadError|ChunkLoadError|doctored/,
      );

      await page.goto(fault.path);
      await waitForPageScript(page);
      const part = page.locator(fault.part);
      const serverHtml = await part.innerHTML();
      if (fault.form) {
        // What the visitor types wakes the part; it stays typed when the part fails.
        await fieldOf(page, fault.form, 'name').fill('Dana Whitfield');
      } else await fault.wake?.(page);
      await expect(part).toHaveAttribute('data-part-state', 'kept');
      expect(await part.innerHTML(), 'the server HTML as it arrived').toBe(serverHtml);
      await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(`main a[href="${business.phone.href}"]`).first()).toBeVisible();

      await expect
        .poll(async () =>
          (await clientErrors(system)).find((row) => row.remote === fault.remote && row.version === doctored),
        )
        .toMatchObject({ reports: expect.any(Number), pageLoads: 1, byKind: { [fault.kind]: expect.any(Number) } });
      const counts = await clientErrors(system);
      expect(
        counts.find((row) => row.remote === fault.remote && row.version === original),
        'nothing is held against the version that works',
      ).toBeUndefined();

      if (fault.form) {
        // The form posts without its script: the lead is stored and the success page shows.
        await expect(fieldOf(page, fault.form, 'name')).toHaveValue('Dana Whitfield');
        const name = uniqueName('Broken island');
        await fieldOf(page, fault.form, 'name').fill(name);
        await fieldOf(page, fault.form, 'phone').fill('314-555-0123');
        if (fault.form === 'emergency') await fieldOf(page, fault.form, 'service').selectOption('car-lockout');
        await formOf(page, fault.form).locator('button[type="submit"]').click();
        await expect(page).toHaveURL(new RegExp(`\\?submitted=${fault.form}`));
        await expect(successOf(page, fault.form)).toBeVisible();
        expect(await leadsNamed(system, name)).toHaveLength(1);
      } else {
        // Its links still lead on.
        await page.locator('main a[href="/service-areas"]').first().click();
        await expect(page).toHaveURL(/\/service-areas$/);
      }
    });
  });
}

test("the issue's case, a reviews page component that throws in the browser, costs nothing: that page never needs its code", async ({
  system,
  page,
  consoleErrors,
}) => {
  const reviewsPage = { packageName: 'mfe-reviews', expose: 'ReviewsPage', fault: 'throws-in-browser' } as const;
  await whileDoctoredLive(system, 'mfe_reviews', reviewsPage, async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/reviews');
    await waitForPageScript(page);
    await page.mouse.wheel(0, 600);
    await quietMoment(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/reviews/i);
    expect(requests.filter((url) => url.includes('__federation_expose_ReviewsPage'))).toEqual([]);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test('an error a remote chunk throws later, from a timer outside React, reaches the shell attributed to its remote and version', async ({
  system,
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  consoleErrors.allow(/doctored/);
  const callbackForm = { packageName: 'mfe-forms', expose: 'CallbackForm', fault: 'throws-from-timer' } as const;
  await whileDoctoredLive(system, 'mfe_forms', callbackForm, async (doctored) => {
    // The loaders remove a script once it has run: note each remote script as it is added.
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      (window as { remoteScripts?: (string | null)[] }).remoteScripts = seen;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLScriptElement && node.src.includes('/versions/')) seen.push(node.crossOrigin);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/services/car-lockout');
    await waitForPageScript(page);
    await fieldOf(page, 'callback', 'name').fill('Dana Whitfield');
    // The part itself hydrates; its chunk's timer throws afterwards, where no part root sees it.
    await expect(page.locator('[data-island="forms/CallbackForm"]')).toHaveAttribute('data-part-state', 'ready');
    // Remote scripts (the entry, the chunks) load as CORS scripts, so the page's error event names the
    // file and the message; without it the browser hands the page an opaque "Script error.".
    const remoteScripts = await page.evaluate(
      () => (window as { remoteScripts?: (string | null)[] }).remoteScripts ?? [],
    );
    expect(remoteScripts.length).toBeGreaterThan(1);
    expect(new Set(remoteScripts)).toEqual(new Set(['anonymous']));
    await expect
      .poll(async () =>
        (await clientErrors(system)).find((row) => row.remote === 'mfe_forms' && row.version === doctored),
      )
      .toMatchObject({ pageLoads: 1, byKind: { error: 1 } });
  });
});
