/**
 * The owner's inbox with real data on a phone, no emergency left waiting, phones as phones fill
 * them in, and a lead forgotten on request or by age (issue 26), on the real system: the site's
 * forms through the shell, form-api's two ports, the SMTP sink and Chromium.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { repoRoot } from '../../harness/system';
import { fieldOf, fillForm, formOf, leadsNamed, mailsFor, successOf, uniqueName } from '../../helpers/forms';
import { inbox, sendLead, signIn, withDatabase } from '../../helpers/owner';

const SCREENS = path.join(repoRoot, 'tests', '.tmp', 'owner-screens');

const card = (page: Page, id: string) => page.locator(`article[data-lead="${id}"]`);

/** Nothing scrolls sideways, and every badge and button of the page is inside the screen. */
async function fitsTheScreen(page: Page, what: string): Promise<void> {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
    outside: [...document.querySelectorAll('.badge, .btn, button, table')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth + 0.5))
      .map(({ element, box }) => `${element.textContent?.trim().slice(0, 40)} (${box.left}–${box.right})`),
  }));
  expect(layout.scrollWidth, `${what}: page width`).toBeLessThanOrEqual(layout.width);
  expect(layout.outside, `${what}: badges and buttons outside the screen`).toEqual([]);
}

/**
 * The report's tables on a narrow screen: every number cell inside the screen, and no header, day or
 * label spilling out of its own cell (a fixed table layout does not widen the page, it overlaps).
 */
async function reportFitsTheScreen(page: Page, what: string): Promise<void> {
  await fitsTheScreen(page, what);
  const cells = await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('.report-table th, .report-table td')];
    return {
      numbers: all.filter((cell) => cell.classList.contains('num')).length,
      offScreen: all
        .filter((cell) => cell.classList.contains('num'))
        .map((cell) => ({ cell, box: cell.getBoundingClientRect() }))
        .filter(({ box }) => box.width === 0 || box.left < 0 || box.right > window.innerWidth + 0.5)
        .map(({ cell, box }) => `${cell.textContent?.trim()} (${box.left}–${box.right})`),
      spilling: all
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 0.5)
        .map((cell) => `${cell.textContent?.trim().slice(0, 40)} (${cell.scrollWidth} > ${cell.clientWidth})`),
      labels: all.filter((cell) => cell.matches('tbody th')).length,
      // A run with no break opportunity inside (a word, or a path's piece up to its hyphen: a
      // slash is none) that fits its cell's width stays on one line: only what cannot fit breaks.
      splitWords: all
        .filter((cell) => cell.matches('tbody th'))
        .flatMap((cell) => {
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = getComputedStyle(cell).font;
          const style = getComputedStyle(cell);
          const room = cell.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const split: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const run of (node.textContent ?? '').matchAll(/[^\s-]+-*/g)) {
              const range = document.createRange();
              range.setStart(node, run.index);
              range.setEnd(node, run.index + run[0].length);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (lines.size > 1 && context.measureText(run[0]).width <= room) split.push(run[0]);
            }
          }
          return split;
        }),
      tallestLabel: Math.max(
        ...all
          .filter((cell) => cell.matches('tbody th'))
          .map((cell) => cell.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(cell).lineHeight)),
      ),
    };
  });
  expect(cells.numbers, `${what}: number cells`).toBeGreaterThan(0);
  expect(cells.labels, `${what}: row labels`).toBeGreaterThan(0);
  expect(cells.offScreen, `${what}: number cells outside the screen`).toEqual([]);
  expect(cells.spilling, `${what}: cells whose text spills out`).toEqual([]);
  expect(cells.splitWords, `${what}: words split across lines though they fit`).toEqual([]);
  // A 100-character path or campaign wraps into about a dozen lines at 320 px (25+ when the number
  // columns took 4.5rem each); the height counted includes the cell's padding (two thirds of a line).
  expect(cells.tallestLabel, `${what}: lines of the longest label`).toBeLessThanOrEqual(13);
}

test.describe('the inbox on a phone, with real data', () => {
  test('at 320, 360 and 390 px a lead with a 48-character address, long campaign values, a long page title and ids does not scroll sideways; every badge and button is on screen', async ({
    page,
    system,
  }) => {
    // An older lead of the report's period (the list shows the one below first): a long landing page and campaign.
    await sendLead(system, {
      name: uniqueName('Longlanding'),
      attribution: {
        pagePath: '/contact',
        landingPath: `/services/residential-lockout-and-rekey-after-hours-${'w'.repeat(50)}`,
        referrerHost: 'www.some-very-long-referring-host-name.example.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: `stl_metro_residential_rekey_broad_match_${'v'.repeat(50)}`,
      },
    });
    const name = uniqueName('Longvalues');
    const id = await sendLead(system, {
      name,
      isEmergency: true,
      email: 'reallylongcustomeraddressforourinbox@example.com',
      attribution: {
        pagePath: '/services/commercial-access-control-systems-and-master-key-planning',
        pageTitle: `Commercial Access Control Systems, Master Key Planning and High-Security Restricted Keyways For Offices | Gateway Locksmith`,
        landingPath: '/locksmith-maryland-heights-mo',
        referrerHost: 'www.some-very-long-referring-host-name.example.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: `stl_metro_emergency_lockout_after_hours_exact_match_${'x'.repeat(40)}`,
        utmTerm: `24hourlocksmithnearmeopennowcheapestprice${'y'.repeat(40)}`,
        utmContent: 'responsive_search_ad_variant_b_headline_call_now',
        gclid: `Cj0KCQiA${'z'.repeat(120)}`,
      },
    });
    await signIn(page);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(inbox('/?status=all'));
      await expect(card(page, id)).toBeVisible();
      await fitsTheScreen(page, `list at ${width}`);
      await expect(card(page, id).locator('.badge')).toHaveText(['Emergency', 'Contact message', 'Open']);
      for (const badge of await card(page, id).locator('.badge').all()) await expect(badge).toBeInViewport();
      await expect(card(page, id).getByRole('link', { name: 'Call (314) 555-0123' })).toBeVisible();
      await page.goto(inbox(`/leads/${id}`));
      await fitsTheScreen(page, `lead at ${width}`);
      await expect(page.getByText('reallylongcustomeraddressforourinbox@example.com')).toBeVisible();
      await page.goto(inbox('/report?days=30'));
      await reportFitsTheScreen(page, `report at ${width}`);
      // A number column is named once by its full header (a phone shows it short): no title read again.
      const callsHeader = page.getByRole('columnheader', { name: 'Call taps', exact: true }).first();
      await expect(callsHeader).toBeVisible();
      await expect(callsHeader).toHaveAccessibleDescription('');
      if (width !== 360) {
        await page.goto(inbox(`/leads/${id}`));
        await page.screenshot({ path: path.join(SCREENS, `long-lead-${width}.png`), fullPage: true });
        await page.goto(inbox('/?status=all'));
        await page.screenshot({ path: path.join(SCREENS, `long-list-${width}.png`) });
        await page.goto(inbox('/report?days=7'));
        await page.screenshot({ path: path.join(SCREENS, `report-${width}.png`) });
        await page.locator('#report-landing').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SCREENS, `report-tables-${width}.png`) });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(inbox('/report?days=7'));
    await reportFitsTheScreen(page, 'report at 1280');
    await page.screenshot({ path: path.join(SCREENS, 'report-1280.png'), fullPage: true });
    await page.goto(inbox(`/leads/${id}`));
    await page.screenshot({ path: path.join(SCREENS, 'long-lead-1280.png'), fullPage: true });
  });
});

test.describe('no emergency left waiting', () => {
  test('an emergency still open after EMERGENCY_REMINDER_MINUTES gets one STILL OPEN reminder (to ALERT_EMAILS too); one marked handled first gets none', async ({
    page,
    system,
  }) => {
    test.setTimeout(90_000);
    // 0.15 minutes: nine seconds, time enough to mark one handled first.
    await system.withFormApiEnv(
      { EMERGENCY_REMINDER_MINUTES: '0.15', ALERT_EMAILS: 'dispatch@example.test' },
      async () => {
        const openName = uniqueName('Waiting');
        const handledName = uniqueName('Handled');
        const open = await sendLead(system, { name: openName, isEmergency: true, phone: '+1 314 555 0150' });
        const handled = await sendLead(system, { name: handledName, isEmergency: true });
        // Left open, and due after the handled one: its reminder shows that one's time went by.
        const later = await sendLead(system, { name: uniqueName('Later'), isEmergency: true });
        await signIn(page);
        await page.goto(inbox(`/leads/${open}`));
        await expect(page.locator('[data-delivery="emergency_reminder"]')).toContainText(
          /Still-open reminder: scheduled for .* unless the lead is marked handled/,
        );
        await page.goto(inbox(`/leads/${handled}`));
        await page.getByRole('button', { name: `Mark handled: ${handledName}` }).click();
        await expect(page.locator('[data-delivery="emergency_reminder"]')).toHaveCount(0);

        await expect
          .poll(() => mailsFor(system, open).map((mail) => mail.headers['x-mail-kind']), { timeout: 30_000 })
          .toEqual(expect.arrayContaining(['notification', 'emergency_alert', 'emergency_reminder']));
        const reminder = mailsFor(system, open).find((mail) => mail.headers['x-mail-kind'] === 'emergency_reminder')!;
        expect(reminder.subject).toBe(`STILL OPEN · call (314) 555-0150 now · Residential Locksmith · ${openName}`);
        expect(reminder.text.split('\n')[0]).toBe(`Call (314) 555-0150 · ${openName} (tel:+13145550150)`);
        expect(reminder.recipients).toEqual(expect.arrayContaining(['dispatch@example.test']));
        const alert = mailsFor(system, open).find((mail) => mail.headers['x-mail-kind'] === 'emergency_alert')!;
        expect(alert.recipients).toEqual(expect.arrayContaining(['dispatch@example.test']));
        // The handled one's reminder was due before the later lead's: once that one came, it never will.
        await expect
          .poll(() => mailsFor(system, later).map((mail) => mail.headers['x-mail-kind']), { timeout: 30_000 })
          .toContain('emergency_reminder');
        expect(
          mailsFor(system, handled)
            .map((mail) => mail.headers['x-mail-kind'])
            .sort(),
        ).toEqual(['emergency_alert', 'notification']);
        await page.goto(inbox(`/leads/${open}`));
        await expect(page.locator('[data-delivery="emergency_reminder"]')).toContainText(
          'Still-open reminder: delivered',
        );
      },
    );
  });
});

test.describe('phones as phones fill them in', () => {
  test('+1 (314) 555-0123 typed in a form without JavaScript is accepted and stored as (314) 555-0123', async ({
    browser,
    page,
    system,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: system.shellUrl });
    const visitor = await context.newPage();
    try {
      const name = uniqueName('Autofill');
      await visitor.goto('/contact');
      await fillForm(visitor, 'contact', {
        name,
        phone: '+1 (314) 555-0123',
        message: 'My phone filled in the number',
      });
      await formOf(visitor, 'contact').locator('button[type="submit"]').click();
      await expect(successOf(visitor, 'contact')).toBeVisible();
      const [lead] = await leadsNamed(system, name);
      expect(lead?.phone).toBe('(314) 555-0123');
      await signIn(page);
      await page.goto(inbox(`/leads/${lead!.id}`));
      await expect(page.getByRole('link', { name: 'Call (314) 555-0123' })).toHaveAttribute('href', 'tel:+13145550123');

      // Anything else keeps the spec's rule and message.
      await visitor.goto('/contact');
      await fillForm(visitor, 'contact', { name, phone: '+44 20 7946 0958', message: 'Abroad' });
      await formOf(visitor, 'contact').locator('button[type="submit"]').click();
      await expect(visitor.locator('#contact-phone-error')).toHaveText(
        'Please enter a valid phone number (e.g., 314-555-0123)',
      );
      await expect(fieldOf(visitor, 'contact', 'phone')).toHaveValue('+44 20 7946 0958');
    } finally {
      await context.close();
    }
  });
});

test.describe('forgetting a lead', () => {
  test('delete asks first, then removes the lead and its queued email: it is never sent', async ({ page, system }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const name = uniqueName('Forget me');
    await system.sink.stop();
    let id = '';
    try {
      id = await sendLead(system, { name });
      const queued = () =>
        withDatabase(system.databasePath, (db) =>
          db
            .prepare(
              'SELECT COUNT(*) FROM mail_outbox o JOIN contact_submissions s ON s.id = o.submission_id WHERE s.public_id = ?',
            )
            .pluck()
            .get(id),
        );
      expect(queued()).toBe(1);
      await page.goto(inbox(`/leads/${id}`));
      await page.getByRole('link', { name: 'Delete…' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Delete this lead?' })).toBeVisible();
      await expect(page.getByText('its email still waiting to be sent')).toBeVisible();
      await page.getByRole('button', { name: `Delete for good: ${name}` }).click();
      await expect(page.locator('.notice-ok')).toHaveText(
        'The lead was deleted, with its waiting emails and its link from the call records.',
      );
      await expect(card(page, id)).toHaveCount(0);
      expect(
        withDatabase(system.databasePath, (db) =>
          db.prepare('SELECT COUNT(*) FROM contact_submissions WHERE public_id = ?').pluck().get(id),
        ),
      ).toBe(0);
      expect(
        withDatabase(system.databasePath, (db) =>
          db
            .prepare(
              "SELECT COUNT(*) FROM mail_outbox WHERE status = 'pending' AND submission_id NOT IN (SELECT id FROM contact_submissions)",
            )
            .pluck()
            .get(),
        ),
      ).toBe(0);
      expect((await page.request.get(inbox(`/leads/${id}`))).status()).toBe(404);
    } finally {
      await system.sink.start();
    }
    // The mail worker finds nothing of it once the server is back.
    const other = await sendLead(system, { name: uniqueName('After') });
    await expect.poll(() => mailsFor(system, other).length, { timeout: 30_000 }).toBe(1);
    expect(mailsFor(system, id)).toEqual([]);
  });

  test('LEAD_RETENTION_DAYS deletes leads and call taps older than that at start; newer ones stay', async ({
    system,
  }) => {
    const oldId = await sendLead(system, { name: uniqueName('Ancient') });
    const newId = await sendLead(system, { name: uniqueName('Fresh') });
    // 40 days pass for the old lead and a call tap of its time.
    const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    withDatabase(
      system.databasePath,
      (db) => {
        db.prepare('UPDATE contact_submissions SET created_at = ? WHERE public_id = ?').run(longAgo, oldId);
        db.prepare(
          "INSERT INTO call_taps (tapped_at, placement, page_path, has_gclid, transport) VALUES (?, 'retention-test', '/', 0, 'beacon')",
        ).run(longAgo);
      },
      { write: true },
    );
    const present = () =>
      withDatabase(system.databasePath, (db) => ({
        leads: db
          .prepare('SELECT public_id FROM contact_submissions WHERE public_id IN (?, ?) ORDER BY id')
          .pluck()
          .all(oldId, newId),
        oldEmails: db
          .prepare('SELECT COUNT(*) FROM mail_outbox WHERE submission_id NOT IN (SELECT id FROM contact_submissions)')
          .pluck()
          .get(),
        oldTaps: db.prepare("SELECT COUNT(*) FROM call_taps WHERE placement = 'retention-test'").pluck().get(),
      }));
    expect(present()).toEqual({ leads: [oldId, newId], oldEmails: 0, oldTaps: 1 });
    await system.withFormApiEnv({ LEAD_RETENTION_DAYS: '30' }, async () => {
      expect(present()).toEqual({ leads: [newId], oldEmails: 0, oldTaps: 0 });
    });
  });
});
