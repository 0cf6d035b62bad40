/**
 * The owner's lead inbox (/owner) on the real system: form-api renders it, the shell passes it
 * through, leads come from the site's forms and the SMTP sink decides what "delivered" means.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForPageScript } from '../fixtures';
import { ports } from '../harness/ports';
import { OWNER_TOKEN, repoRoot, type System } from '../harness/system';
import { axeViolations } from '../helpers/axe';
import { fillForm, formOf, interactiveForm, PERSON_FILL_MS, successOf, uniqueName } from '../helpers/forms';
import { fetchRaw } from '../helpers/html';
import { postLead } from '../helpers/leads';

const SCREENS = path.join(repoRoot, 'tests', '.tmp', 'owner-screens');
const VIEWPORTS = [
  ['390x844', { width: 390, height: 844 }],
  ['1280x800', { width: 1280, height: 800 }],
] as const;

async function signIn(page: Page): Promise<void> {
  await page.goto('/owner');
  await page.getByLabel('Owner token').fill(OWNER_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

/** Store a lead through the site's /api, the way the browser's form sends it; resolves with its id. */
async function sendLead(system: System, fields: Record<string, unknown>): Promise<string> {
  const result = await postLead(`${system.shellUrl}/api/submissions`, {
    formType: 'contact',
    phone: '314-555-0123',
    email: 'caller@example.com',
    message: 'Rekey the back door.',
    service: 'residential',
    isEmergency: false,
    isNewCustomer: true,
    fillTimeMs: 9000,
    ...fields,
  });
  expect(result.status).toBe(201);
  return result.id!;
}

const card = (page: Page, id: string): Locator => page.locator(`article[data-lead="${id}"]`);
const delivery = (page: Page, id: string, kind: 'notification' | 'emergency_alert') =>
  card(page, id).locator(`[data-delivery="${kind}"]`);

/** The session cookie the browser holds, as a Cookie header. */
async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'owner_session');
  expect(cookie, 'session cookie').toBeDefined();
  return `owner_session=${cookie!.value}`;
}

function post(request: APIRequestContext, url: string, headers: Record<string, string>, form = {}) {
  return request.post(url, { headers, form, maxRedirects: 0 });
}

test.describe('owner inbox', () => {
  test('sign-in: a wrong token is a clear error; the sixth attempt in the window is 429 with Retry-After', async ({
    page,
    system,
  }) => {
    try {
      await page.goto('/owner');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await page.getByLabel('Owner token').fill(`wrong-token-${attempt}-0123456789`);
        const [response] = await Promise.all([
          page.waitForResponse((item) => item.url().endsWith('/owner/sign-in')),
          page.getByRole('button', { name: 'Sign in' }).click(),
        ]);
        expect(response.status()).toBe(401);
        await expect(page.getByRole('alert')).toHaveText(
          `That owner token is not right. ${5 - attempt === 0 ? 'No tries left: wait 15 minutes.' : `${5 - attempt} ${5 - attempt === 1 ? 'try' : 'tries'} left.`}`,
        );
        await expect(page.getByLabel('Owner token')).toHaveAttribute('aria-invalid', 'true');
      }
      // Even the right token waits: a guesser learns nothing from the sixth try.
      await page.getByLabel('Owner token').fill(OWNER_TOKEN);
      const [limited] = await Promise.all([
        page.waitForResponse((item) => item.url().endsWith('/owner/sign-in')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      expect(limited.status()).toBe(429);
      const retryAfter = Number(limited.headers()['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Try again in 15 minutes.');
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'owner_session')).toBe(false);
    } finally {
      // The limit lives in form-api's memory: a restart gives the other tests their sign-ins back.
      await system.restartFormApi();
    }
  });

  test('a lead sent from the site appears with every field; its notification shows delivered once the sink accepted it', async ({
    page,
    system,
  }) => {
    const name = uniqueName('Inbox visitor');
    await page.goto('/contact');
    await waitForPageScript(page);
    await interactiveForm(page, 'contact');
    await fillForm(page, 'contact', {
      name,
      phone: '314-555-0177',
      email: 'visitor@example.com',
      message: 'Locked out of the garage.',
    });
    await page.waitForTimeout(PERSON_FILL_MS);
    await formOf(page, 'contact').locator('button[type="submit"]').click();
    await expect(successOf(page, 'contact')).toBeVisible();

    await signIn(page);
    const article = page.locator('article', { has: page.getByRole('heading', { name }) });
    await expect(article).toBeVisible();
    const id = await article.getAttribute('data-lead');
    await expect(page).toHaveTitle(/^\(\d+ open\) Leads — /);
    await expect(delivery(page, id!, 'notification')).toContainText('Notification email: ');
    await expect.poll(() => system.sink.messages.some((mail) => mail.headers['x-submission-id'] === id)).toBe(true);
    await page.reload();
    await expect(delivery(page, id!, 'notification')).toHaveText(
      /^Notification email: delivered \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M C[SD]T$/,
    );
    await expect(delivery(page, id!, 'emergency_alert')).toHaveCount(0);

    await article.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/owner/leads/${id}$`));
    const lead = card(page, id!);
    await expect(lead.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const text of [
      '(314) 555-0177',
      'visitor@example.com',
      'Locked out of the garage.',
      'Contact message',
      'Open',
      id!,
    ]) {
      await expect(lead).toContainText(text);
    }
    await expect(lead.locator('time').first()).toHaveText(/ C[SD]T$/);
    await expect(lead.getByRole('link', { name: 'Call (314) 555-0177' })).toHaveAttribute('href', 'tel:+13145550177');
    await expect(lead.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      /^mailto:visitor@example\.com\?subject=/,
    );
  });

  test('with the sink stopped a new lead shows pending with its attempts, and delivered once the sink is back', async ({
    page,
    system,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await system.sink.stop();
    let id = '';
    try {
      id = await sendLead(system, { name: uniqueName('Outage lead'), isEmergency: true });
      await page.goto(`/owner/leads/${id}`);
      // Both emails wait, each with its own attempts, next retry and the SMTP error.
      for (const kind of ['notification', 'emergency_alert'] as const) {
        await expect(async () => {
          await page.reload();
          await expect(delivery(page, id, kind)).toHaveText(
            /: pending \([1-9]\d* attempts?, next retry \d{1,2}:\d{2}:\d{2} [AP]M C[SD]T\)\. Last error: .+/,
            { timeout: 1000 },
          );
        }).toPass({ timeout: 20_000 });
      }
      await expect(delivery(page, id, 'notification')).toContainText('Notification email: pending');
      await expect(delivery(page, id, 'emergency_alert')).toContainText('Emergency alert email: pending');
    } finally {
      await system.sink.start();
    }
    await expect(async () => {
      await page.reload();
      await expect(delivery(page, id, 'notification')).toContainText('delivered', { timeout: 1000 });
      await expect(delivery(page, id, 'emergency_alert')).toContainText('delivered', { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    expect(system.sink.messages.filter((mail) => mail.headers['x-submission-id'] === id)).toHaveLength(2);
  });

  test('Load older shows the next 50, newest first, without repeating a lead', async ({ page, system }) => {
    const tag = uniqueName('Paged');
    const ids: string[] = [];
    for (let index = 0; index < 55; index += 1) ids.push(await sendLead(system, { name: `${tag} ${index}` }));
    await signIn(page);
    const first = await page.locator('article[data-lead]').evaluateAll((items) => items.map((item) => item.id));
    expect(first).toHaveLength(50);
    expect(first.slice(0, 50)).toEqual(
      ids
        .slice(-50)
        .reverse()
        .map((id) => `lead-${id}`),
    );
    await page.getByRole('link', { name: 'Load older leads' }).click();
    const second = await page.locator('article[data-lead]').evaluateAll((items) => items.map((item) => item.id));
    expect(second.slice(0, 5)).toEqual(
      ids
        .slice(0, 5)
        .reverse()
        .map((id) => `lead-${id}`),
    );
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  test('Mark handled persists across reload and filters, Reopen undoes it, and the CSV equals the filtered list', async ({
    page,
    system,
  }) => {
    const tag = uniqueName('Closing');
    const plain = await sendLead(system, { name: `${tag} plain` });
    const urgent = await sendLead(system, { name: `${tag} urgent`, isEmergency: true });
    const quote = await sendLead(system, {
      name: `${tag} quote`,
      formType: 'quote',
      address: 'Clayton, 63105',
      service: 'commercial',
    });
    await signIn(page);
    const openCount = async () => Number(/^\((\d+) open\)/.exec(await page.title())?.[1]);
    const before = await openCount();

    for (const id of [plain, urgent, quote]) {
      await card(page, id)
        .getByRole('button', { name: /^Mark handled/ })
        .click();
      await expect(card(page, id)).toHaveCount(0);
    }
    expect(await openCount()).toBe(before - 3);
    await page.reload();
    await expect(card(page, plain)).toHaveCount(0);

    await page.getByLabel('Show').selectOption('handled');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/status=handled/);
    for (const id of [plain, urgent, quote])
      await expect(card(page, id).locator('.badge-handled')).toHaveText('Handled');
    await page.reload();
    await expect(card(page, urgent)).toBeVisible();

    await page.getByLabel('Emergency only').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(card(page, urgent)).toBeVisible();
    await expect(card(page, plain)).toHaveCount(0);
    await expect(card(page, urgent)).toHaveClass(/is-emergency/);

    await page.goto('/owner?status=handled&form=quote');
    await expect(card(page, quote)).toBeVisible();
    await expect(card(page, plain)).toHaveCount(0);

    // The CSV of a filter holds exactly the leads the list shows for it, in the same order.
    await page.goto('/owner?status=handled');
    const listed = await page
      .locator('article[data-lead]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-lead')));
    expect(listed).toEqual(expect.arrayContaining([quote, urgent, plain]));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const rows = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      'id,received_at,form,emergency,name,phone,email,address,service,message,new_customer,handled_at,notification,emergency_alert,where_it_came_from',
    );
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(listed);
    expect(rows.find((row) => row.startsWith(quote))).toContain(`,Quote request,no,${tag} quote,`);

    await page.goto('/owner?status=handled&emergency=1');
    const emergencyListed = await page
      .locator('article[data-lead]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-lead')));
    const emergencyCsv = await (await page.request.get('/owner/leads.csv?status=handled&emergency=1')).text();
    expect(
      emergencyCsv
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(emergencyListed);

    // Reopen from the lead's own page; it is open again everywhere.
    await page.goto(`/owner/leads/${urgent}`);
    await page.getByRole('button', { name: /^Reopen/ }).click();
    await expect(card(page, urgent).locator('.badge-list')).toContainText('Open');
    await page.goto('/owner');
    await expect(card(page, urgent)).toBeVisible();
    await page.goto('/owner?status=handled');
    await expect(card(page, urgent)).toHaveCount(0);
    expect(await openCount()).toBe(before - 2);
  });

  test('without a session every owner endpoint answers 401 and the page shows the sign-in form', async ({
    page,
    request,
    system,
  }) => {
    const id = await sendLead(system, { name: uniqueName('Private') });
    const origin = { origin: system.shellUrl };
    for (const cookie of [undefined, 'owner_session=forged-session-value']) {
      const headers: Record<string, string> = cookie ? { ...origin, cookie } : origin;
      const responses = [
        await request.get('/owner', { headers }),
        await request.get('/owner?status=all&emergency=1', { headers }),
        await request.get(`/owner/leads/${id}`, { headers }),
        await request.get('/owner/leads.csv', { headers }),
        await request.get('/owner/leads.csv?status=all', { headers }),
        await request.get('/owner/anything-else', { headers }),
        await post(request, `/owner/leads/${id}/handled`, headers),
        await post(request, `/owner/leads/${id}/reopen`, headers),
        await post(request, '/owner/sign-out', headers),
      ];
      for (const response of responses) {
        expect(response.status(), response.url()).toBe(401);
        const body = await response.text();
        expect(body).toContain('<label for="token">Owner token</label>');
        expect(body).not.toContain(id);
      }
    }
    const response = await page.goto('/owner');
    expect(response?.status()).toBe(401);
    await expect(page.getByLabel('Owner token')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signIn(page);
    await expect(card(page, id)).toBeVisible();
  });

  test('a cross-origin POST is refused, from another site and from a page on another origin', async ({
    page,
    request,
    system,
  }) => {
    const id = await sendLead(system, { name: uniqueName('Forged') });
    await signIn(page);
    const cookie = await sessionCookie(page);
    const forged: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie },
      { cookie, origin: 'null' },
    ];
    for (const headers of forged) {
      const response = await post(request, `/owner/leads/${id}/handled`, headers);
      expect(response.status()).toBe(403);
      expect(await response.text()).toContain('This request did not come from this site.');
    }
    const signInElsewhere = await post(
      request,
      '/owner/sign-in',
      { origin: 'https://evil.example' },
      { token: OWNER_TOKEN },
    );
    expect(signInElsewhere.status()).toBe(403);

    // A real browser on another origin of the same host (same site, so SameSite alone would let
    // the cookie through): the Origin check refuses it.
    const other = `http://127.0.0.1:${ports.remotes.mfe_forms}`;
    const attacker = await page.context().newPage();
    await attacker.goto(`${other}/healthz`);
    const [answer] = await Promise.all([
      attacker.waitForResponse((item) => item.url().endsWith(`/owner/leads/${id}/handled`)),
      attacker.evaluate(
        ({ action }) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = action;
          document.body.append(form);
          form.submit();
        },
        { action: `${system.shellUrl}/owner/leads/${id}/handled` },
      ),
    ]);
    expect(answer.status()).toBe(403);
    await attacker.close();
    await page.reload();
    await expect(card(page, id).locator('.badge-list')).toContainText('Open');
  });

  test('the session cookie is HttpOnly, SameSite=Strict and Secure, survives a restart, and dies at sign-out', async ({
    page,
    request,
    system,
  }) => {
    await page.goto('/owner');
    await page.getByLabel('Owner token').fill(OWNER_TOKEN);
    const [signedIn] = await Promise.all([
      page.waitForResponse((item) => item.url().endsWith('/owner/sign-in')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    const setCookie = (await signedIn.headerValue('set-cookie')) ?? '';
    expect(setCookie).toMatch(
      /^owner_session=[\w-]{43}; Max-Age=43200; Path=\/owner; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    );
    const [stored] = (await page.context().cookies()).filter((item) => item.name === 'owner_session');
    expect(stored).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/owner' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('owner_session');
    const cookie = await sessionCookie(page);

    await system.restartFormApi();
    expect((await request.get('/owner', { headers: { cookie } })).status()).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Owner token')).toBeVisible();
    expect((await page.context().cookies()).some((item) => item.name === 'owner_session')).toBe(false);
    const replayed = await request.get('/owner', { headers: { cookie } });
    expect(replayed.status()).toBe(401);
    expect((await request.get('/owner/leads.csv', { headers: { cookie } })).status()).toBe(401);
  });

  test('a lead whose fields hold HTML and script payloads shows them as inert text', async ({ page, system }) => {
    const payload = '<img src=x onerror="window.__owned=1"><script>window.__owned=2</script>';
    const name = `${uniqueName('Payload')} <b>bold</b>`;
    const id = await sendLead(system, {
      name,
      email: 'payload@example.com',
      message: `${payload} "quotes" & 'apostrophes' </article></main>`,
      formType: 'quote',
      address: `<a href="javascript:alert(1)">here</a>`,
      service: 'commercial',
    });
    await signIn(page);
    for (const url of ['/owner', `/owner/leads/${id}`]) {
      await page.goto(url);
      const lead = card(page, id);
      await expect(lead).toContainText(name);
      await expect(lead).toContainText(`${payload} "quotes" & 'apostrophes' </article></main>`);
      await expect(lead).toContainText('<a href="javascript:alert(1)">here</a>');
      await expect(lead.locator('img, script, b, a[href^="javascript"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    }
  });

  test('the owner HTML is never in the HTML cache, the sitemap, robots-allowed or served without a session', async ({
    page,
    system,
  }) => {
    const name = uniqueName('Never cached');
    await sendLead(system, { name });
    await signIn(page);
    const cookie = await sessionCookie(page);
    const signedIn = await fetchRaw(`${system.shellUrl}/owner`, { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.html).toContain(name);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.html).toContain('<meta name="robots" content="noindex, nofollow">');

    // Right after the owner saw it, a request without the session gets the sign-in form only.
    const anonymous = await fetchRaw(`${system.shellUrl}/owner`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.html).not.toContain(name);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

    // With form-api down, a cached copy is all the shell could serve: there is none.
    await system.stopFormApi();
    try {
      const down = await fetchRaw(`${system.shellUrl}/owner`, { headers: { cookie } });
      expect(down.status).toBe(502);
      expect(down.html).not.toContain(name);
      expect(down.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      await system.startFormApi();
    }

    const sitemap = await fetchRaw(`${system.shellUrl}/sitemap.xml`);
    expect(sitemap.html).toContain('<loc>');
    expect(sitemap.html).not.toContain('/owner');
    const robots = await fetchRaw(`${system.shellUrl}/robots.txt`);
    expect(robots.html.split('\n')).toContain('Disallow: /owner');
  });

  for (const [label, viewport] of VIEWPORTS) {
    test(`at ${label}: axe finds 0 violations on sign-in, list and lead, nothing overflows, and the keyboard alone closes a lead`, async ({
      page,
      system,
    }) => {
      const name = uniqueName('Keyboard');
      const id = await sendLead(system, {
        name,
        isEmergency: true,
        email: 'a-very-long-address-for-a-narrow-phone@example.com',
        message: 'Front door lock is jammed and the key snapped off inside the cylinder; please call before 6.',
      });
      await page.setViewportSize(viewport);
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await page.goto('/owner');
      expect(await axeViolations(page), 'sign-in').toEqual([]);
      expect(await fits()).toBe(true);
      await page.screenshot({ path: path.join(SCREENS, `sign-in-${label}.png`) });
      await page.getByLabel('Owner token').fill('not-the-token-0123456789');
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await axeViolations(page), 'sign-in with an error').toEqual([]);

      // Keyboard only: into the token field, Enter signs in.
      await page.getByLabel('Owner token').fill('');
      await page.getByLabel('Owner token').focus();
      await page.keyboard.type(OWNER_TOKEN);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      expect(await axeViolations(page), 'list').toEqual([]);
      expect(await fits()).toBe(true);
      await page.screenshot({ path: path.join(SCREENS, `list-${label}.png`) });

      const button = card(page, id).getByRole('button', { name: `Mark handled: ${name}` });
      let tabs = 0;
      while (!(await button.evaluate((element) => element === document.activeElement))) {
        await page.keyboard.press('Tab');
        tabs += 1;
        expect(tabs, 'Mark handled reachable with Tab').toBeLessThan(40);
      }
      await page.keyboard.press('Enter');
      await expect(card(page, id)).toHaveCount(0);

      await page.goto(`/owner/leads/${id}`);
      expect(await axeViolations(page), 'lead').toEqual([]);
      expect(await fits()).toBe(true);
      await page.screenshot({ path: path.join(SCREENS, `lead-${label}.png`), fullPage: true });
    });
  }
});
