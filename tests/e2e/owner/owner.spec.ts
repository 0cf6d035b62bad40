/**
 * The owner's lead inbox on the real system, on its own origin (form-api's second port, OWNER_URL):
 * leads come from the site's forms through the shell, and the SMTP sink decides what "delivered"
 * means. The public origin has no /owner at all.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { ports } from '../../harness/ports';
import { OWNER_TOKEN, repoRoot } from '../../harness/system';
import { axeViolations } from '../../helpers/axe';
import { fillForm, formOf, mailsFor, openForm, successOf, takeAPersonsTime, uniqueName } from '../../helpers/forms';
import { fetchRaw } from '../../helpers/html';
import { inbox, sendLead, signIn } from '../../helpers/owner';

const SCREENS = path.join(repoRoot, 'tests', '.tmp', 'owner-screens');
const VIEWPORTS = [
  ['390x844', { width: 390, height: 844 }],
  ['1280x800', { width: 1280, height: 800 }],
] as const;

const SESSION_COOKIE = '__Host-owner_session';

const card = (page: Page, id: string): Locator => page.locator(`article[data-lead="${id}"]`);
const delivery = (page: Page, id: string, kind: 'notification' | 'emergency_alert') =>
  card(page, id).locator(`[data-delivery="${kind}"]`);

/** The session cookie the browser holds, as a Cookie header. */
async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === SESSION_COOKIE);
  expect(cookie, 'session cookie').toBeDefined();
  return `${SESSION_COOKIE}=${cookie!.value}`;
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
      await page.goto(inbox());
      // The window opens with the first attempt: Retry-After is what is left of it, however slow the machine.
      const windowOpened = Date.now();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await page.getByLabel('Owner token').fill(`wrong-token-${attempt}-0123456789`);
        const [response] = await Promise.all([
          page.waitForResponse((item) => item.url() === inbox('/sign-in')),
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
        page.waitForResponse((item) => item.url() === inbox('/sign-in')),
        page.getByRole('button', { name: 'Sign in' }).click(),
      ]);
      expect(limited.status()).toBe(429);
      const retryAfter = Number(limited.headers()['retry-after']);
      const elapsedSeconds = Math.ceil((Date.now() - windowOpened) / 1000);
      expect(retryAfter).toBeGreaterThanOrEqual(15 * 60 - elapsedSeconds - 1);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Try again in 15 minutes.');
      expect((await page.context().cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
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
    await openForm(page, '/contact', 'contact');
    await fillForm(page, 'contact', {
      name,
      phone: '314-555-0177',
      email: 'visitor@example.com',
      message: 'Locked out of the garage.',
    });
    await takeAPersonsTime(page);
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
    await expect(page).toHaveURL(inbox(`/leads/${id}`));
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
      /^mailto:visitor%40example\.com\?subject=Your%20Gateway%20Locksmith%20request$/,
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
      await page.goto(inbox(`/leads/${id}`));
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

    await page.goto(inbox('/?status=handled&form=quote'));
    await expect(card(page, quote)).toBeVisible();
    await expect(card(page, plain)).toHaveCount(0);

    // The CSV of a filter holds exactly the leads the list shows for it, in the same order.
    await page.goto(inbox('/?status=handled'));
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
    // The one CSV of leads: the lead column map's columns, then local time and the emails.
    expect(rows[0]).toMatch(
      /^public_id,created_at,form_type,name,phone,email,address,service,message,is_emergency,is_new_customer,page_path,.*,handled_at,held_at,received_local,notification,emergency_alert,emergency_reminder$/,
    );
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(listed);
    expect(rows.find((row) => row.startsWith(quote))).toContain(`,quote,${tag} quote,`);

    await page.goto(inbox('/?status=handled&emergency=1'));
    const emergencyListed = await page
      .locator('article[data-lead]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-lead')));
    const emergencyCsv = await (await page.request.get(inbox('/leads.csv?status=handled&emergency=1'))).text();
    expect(
      emergencyCsv
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(emergencyListed);

    // Reopen from the lead's own page; it is open again everywhere.
    await page.goto(inbox(`/leads/${urgent}`));
    await page.getByRole('button', { name: /^Reopen/ }).click();
    await expect(card(page, urgent).locator('.badge-list')).toContainText('Open');
    await page.goto(inbox());
    await expect(card(page, urgent)).toBeVisible();
    await page.goto(inbox('/?status=handled'));
    await expect(card(page, urgent)).toHaveCount(0);
    expect(await openCount()).toBe(before - 2);
  });

  test('without a session every owner endpoint answers 401 and the page shows the sign-in form', async ({
    page,
    request,
    system,
  }) => {
    const id = await sendLead(system, { name: uniqueName('Private') });
    const origin = { origin: system.ownerUrl };
    for (const cookie of [undefined, `${SESSION_COOKIE}=forged-session-value`]) {
      const headers: Record<string, string> = cookie ? { ...origin, cookie } : origin;
      const responses = [
        await request.get(inbox(), { headers }),
        await request.get(inbox('/?status=all&emergency=1'), { headers }),
        await request.get(inbox(`/leads/${id}`), { headers }),
        await request.get(inbox('/leads.csv'), { headers }),
        await request.get(inbox('/leads.csv?status=all'), { headers }),
        await request.get(inbox('/anything-else'), { headers }),
        await post(request, inbox(`/leads/${id}/handled`), headers),
        await post(request, inbox(`/leads/${id}/reopen`), headers),
        await post(request, inbox(`/leads/${id}/release`), headers),
        await post(request, inbox('/sign-out'), headers),
      ];
      for (const response of responses) {
        expect(response.status(), response.url()).toBe(401);
        const body = await response.text();
        expect(body).toContain('<label for="token">Owner token</label>');
        expect(body).not.toContain(id);
      }
    }
    const response = await page.goto(inbox());
    expect(response?.status()).toBe(401);
    await expect(page.getByLabel('Owner token')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signIn(page);
    await expect(card(page, id)).toBeVisible();
  });

  test('a cross-origin POST is refused, from another site and from a page of the public site', async ({
    page,
    request,
    system,
  }) => {
    const id = await sendLead(system, { name: uniqueName('Forged') });
    await signIn(page);
    const cookie = await sessionCookie(page);
    const forged: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: system.shellUrl },
      { cookie },
      { cookie, origin: 'null' },
    ];
    for (const headers of forged) {
      const response = await post(request, inbox(`/leads/${id}/handled`), headers);
      expect(response.status()).toBe(403);
      expect(await response.text()).toContain('This request did not come from this site.');
    }
    const signInElsewhere = await post(
      request,
      inbox('/sign-in'),
      { origin: 'https://evil.example' },
      { token: OWNER_TOKEN },
    );
    expect(signInElsewhere.status()).toBe(403);

    // A real browser on another origin of the same site (a remote's origin: SameSite alone would
    // let the cookie through): refused. The public site's own pages cannot even try: their CSP's
    // form-action allows only the site.
    const attacker = await page.context().newPage();
    await attacker.goto(`http://127.0.0.1:${ports.remotes.mfe_forms}/healthz`);
    const [answer] = await Promise.all([
      attacker.waitForResponse((item) => item.url() === inbox(`/leads/${id}/handled`)),
      attacker.evaluate(
        ({ action }) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = action;
          document.body.append(form);
          form.submit();
        },
        { action: inbox(`/leads/${id}/handled`) },
      ),
    ]);
    expect(answer.status()).toBe(403);
    await attacker.close();
    await page.reload();
    await expect(card(page, id).locator('.badge-list')).toContainText('Open');
  });

  test("a script on the public site cannot read the inbox: /owner is 404 there, and the inbox's origin answers it nothing", async ({
    page,
    system,
  }) => {
    const name = uniqueName('Exfiltrated');
    const id = await sendLead(system, { name });
    await signIn(page);
    const attempt = async (pageUrl: string) => {
      const site = await page.context().newPage();
      await site.goto(pageUrl);
      const answers = await site.evaluate(
        async ({ inboxUrl, leadId }) => {
          const read = async (url: string, init: RequestInit) => {
            try {
              const response = await fetch(url, init);
              return { status: response.status, type: response.type, text: await response.text() };
            } catch (error) {
              return { error: (error as Error).name };
            }
          };
          return {
            publicPath: await read('/owner/leads.csv?status=all', {}),
            crossOrigin: await read(`${inboxUrl}/leads.csv?status=all`, { credentials: 'include' }),
            opaque: await read(`${inboxUrl}/leads.csv?status=all`, { credentials: 'include', mode: 'no-cors' }),
            markHandled: await read(`${inboxUrl}/leads/${leadId}/handled`, {
              method: 'POST',
              credentials: 'include',
              mode: 'no-cors',
            }),
          };
        },
        { inboxUrl: system.ownerUrl, leadId: id },
      );
      await site.close();
      return answers;
    };
    // On the public site: no /owner there, and its CSP lets no script reach another origin.
    const onSite = await attempt(`${system.shellUrl}/contact`);
    expect(onSite.publicPath).toMatchObject({ status: 404 });
    expect((onSite.publicPath as { text: string }).text).not.toContain(name);
    expect([onSite.crossOrigin, onSite.opaque, onSite.markHandled]).toEqual(Array(3).fill({ error: 'TypeError' }));
    // From another origin of the same site without such a policy (a remote's origin): the inbox
    // itself refuses. Its answers carry no Access-Control-Allow-Origin and
    // Cross-Origin-Resource-Policy: same-origin (the browser hands the script an error, not even an
    // opaque answer), and anything but a page visit is a 403 (the POST changed nothing).
    const before = system.logMark('form-api');
    const beside = await attempt(`http://127.0.0.1:${ports.remotes.mfe_forms}/healthz`);
    expect([beside.crossOrigin, beside.opaque, beside.markHandled]).toEqual(Array(3).fill({ error: 'TypeError' }));
    await expect
      .poll(() => system.logLines('form-api', ['owner request refused: from another origin'], before).length)
      .toBe(3);
    await page.reload();
    await expect(card(page, id).locator('.badge-list')).toContainText('Open');
    // The public origin has no inbox at all: its own 404 page, never the inbox's.
    const publicInbox = await fetchRaw(`${system.shellUrl}/owner`);
    expect(publicInbox.status).toBe(404);
    expect(publicInbox.html).not.toContain('Owner token');
  });

  test('the session cookie is __Host- (HttpOnly, SameSite=Strict, Secure, Path=/, no Domain), kept over http on loopback, survives a restart, and dies at sign-out', async ({
    page,
    request,
    system,
  }) => {
    await page.goto(inbox());
    await page.getByLabel('Owner token').fill(OWNER_TOKEN);
    const [signedIn] = await Promise.all([
      page.waitForResponse((item) => item.url() === inbox('/sign-in')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    const setCookie = (await signedIn.headerValue('set-cookie')) ?? '';
    expect(setCookie).toMatch(
      /^__Host-owner_session=[\w-]{43}; Max-Age=43200; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict\n/,
    );
    // Chromium keeps a Secure cookie from http://127.0.0.1: a loopback origin is potentially trustworthy.
    const [stored] = (await page.context().cookies()).filter((item) => item.name === SESSION_COOKIE);
    expect(stored).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/', domain: '127.0.0.1' });
    expect(await page.evaluate(() => document.cookie)).toBe('');
    // The public site never sees it.
    const site = await page.context().newPage();
    await site.goto(`${system.shellUrl}/`);
    expect(await site.evaluate(() => document.cookie)).not.toContain('owner');
    await site.close();
    const cookie = await sessionCookie(page);

    await system.restartFormApi();
    expect((await request.get(inbox(), { headers: { cookie } })).status()).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Owner token')).toBeVisible();
    expect((await page.context().cookies()).some((item) => item.name === SESSION_COOKIE)).toBe(false);
    const replayed = await request.get(inbox(), { headers: { cookie } });
    expect(replayed.status()).toBe(401);
    expect((await request.get(inbox('/leads.csv'), { headers: { cookie } })).status()).toBe(401);
  });

  test("an address that smuggles a Cc into the Email button's mailto: stays one recipient", async ({
    page,
    system,
  }) => {
    const email = 'x?cc=attacker%40evil.example&body=hello@example.com';
    const id = await sendLead(system, { name: uniqueName('Smuggler'), email });
    await signIn(page);
    const href = await card(page, id).getByRole('link', { name: 'Email' }).getAttribute('href');
    const url = new URL(href!);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(email);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
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
    for (const url of [inbox(), inbox(`/leads/${id}`)]) {
      await page.goto(url);
      const lead = card(page, id);
      await expect(lead).toContainText(name);
      await expect(lead).toContainText(`${payload} "quotes" & 'apostrophes' </article></main>`);
      await expect(lead).toContainText('<a href="javascript:alert(1)">here</a>');
      await expect(lead.locator('img, script, b, a[href^="javascript"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    }
  });

  test("U+202E and the other bidi controls never reach the owner's screen or emails; subjects and first lines put the number first and cut a long name", async ({
    page,
    system,
  }) => {
    const BIDI = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
    const tag = uniqueName('Bidi');
    // The issue's name: the number after U+202E showed reversed on the owner's phone; long enough to cut.
    const name = `${tag} \u202e3210-555 (413)\u202c ${'Long'.repeat(15)}`;
    const id = await sendLead(system, {
      name,
      phone: '(314) 555-0123',
      isEmergency: true,
      address: '\u2066Main St\u2069 63103',
      message: 'Call \u200fme\u200e \u061cnow \u202aplease\u202b\u202d.',
    });
    const shown = name.replace(/[\u202c\u202e]/g, '');
    const cut = `${Array.from(shown).slice(0, 40).join('').trimEnd()}…`;
    await expect.poll(() => mailsFor(system, id).length).toBe(2);
    for (const mail of mailsFor(system, id)) {
      expect(mail.subject).not.toMatch(BIDI);
      expect(mail.text).not.toMatch(BIDI);
      expect(mail.html).not.toMatch(BIDI);
      expect(mail.subject).toMatch(/^EMERGENCY( ALERT)? · call \(314\) 555-0123( now)? · /);
      expect(mail.subject.endsWith(` · ${cut}`)).toBe(true);
      expect(mail.text.split('\n')[0]).toBe(`Call (314) 555-0123 · ${cut} (tel:+13145550123)`);
      expect(mail.text).toContain(`Name: ${shown}`);
    }
    await signIn(page);
    for (const url of [inbox(), inbox(`/leads/${id}`)]) {
      await page.goto(url);
      await expect(card(page, id)).toContainText(shown);
      expect(await page.content()).not.toMatch(BIDI);
    }
    const csv = await page.request.get(inbox('/leads.csv'));
    expect(await csv.text()).not.toMatch(BIDI);
  });

  test('the inbox is never cached, indexed or served without a session, and never part of the public site', async ({
    page,
    system,
  }) => {
    const name = uniqueName('Never cached');
    await sendLead(system, { name });
    await signIn(page);
    const cookie = await sessionCookie(page);
    const signedIn = await fetchRaw(inbox(), { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.html).toContain(name);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.headers.get('access-control-allow-origin')).toBeNull();
    expect(signedIn.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(signedIn.html).toContain('<meta name="robots" content="noindex, nofollow"/>');

    // Right after the owner saw it, a request without the session gets the sign-in form only.
    const anonymous = await fetchRaw(inbox());
    expect(anonymous.status).toBe(401);
    expect(anonymous.html).not.toContain(name);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

    // The shell neither proxies nor renders it: the public site's own 404, even with the session.
    for (const path of ['/owner', '/owner/leads.csv', '/owner/sign-in', '/leads.csv']) {
      const onSite = await fetchRaw(`${system.shellUrl}${path}`, { headers: { cookie } });
      expect(onSite.status, path).toBe(404);
      expect(onSite.html).not.toContain(name);
      expect(onSite.html).not.toContain('Owner token');
    }
    const sitemap = await fetchRaw(`${system.shellUrl}/sitemap.xml`);
    expect(sitemap.html).toContain('<loc>');
    expect(sitemap.html).not.toContain('/owner');
  });

  test("a lead over its address's limit is held: stored without emails, shown as held, and sent from the inbox", async ({
    page,
    system,
  }) => {
    await system.withFormApiEnv({ RATE_LIMIT_MAX: '1', RATE_LIMIT_HOLD_MAX: '3' }, async () => {
      const first = await sendLead(system, { name: uniqueName('Within limit') });
      const name = uniqueName('Over limit');
      const held = await sendLead(system, { name, isEmergency: true });
      await expect.poll(() => mailsFor(system, first).length).toBe(1);
      await signIn(page);
      const lead = card(page, held);
      await expect(lead.locator('.badge-held')).toHaveText('Held');
      await expect(lead.locator('[data-held]')).toContainText('Held, not emailed');
      await expect(lead.locator('[data-delivery]')).toHaveCount(0);
      expect(mailsFor(system, held)).toEqual([]);
      await lead.getByRole('button', { name: `Send its emails: ${name}` }).click();
      await expect(card(page, held).locator('.badge-held')).toHaveCount(0);
      await expect(card(page, held).locator('[data-delivery]')).toHaveCount(2);
      await expect.poll(() => mailsFor(system, held).length, { timeout: 20_000 }).toBe(2);
    });
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

      await page.goto(inbox());
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

      await page.goto(inbox(`/leads/${id}`));
      expect(await axeViolations(page), 'lead').toEqual([]);
      expect(await fits()).toBe(true);
      await page.screenshot({ path: path.join(SCREENS, `lead-${label}.png`), fullPage: true });
    });
  }
});
