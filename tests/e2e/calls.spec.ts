/**
 * Calls counted by the site itself (issue 26, decision F35): taps on call links in real Chromium,
 * with JavaScript (the early script's beacon) and without (the browser's ping), through the shell's
 * /api to form-api, into the owner's report; the report's CSV equals its page.
 */
import type { Browser, Page } from '@playwright/test';
import { CALL_TAPS_PATH } from '@site-kit/forms';
import { expect, test } from '../fixtures';
import { fillForm, formCases, interactiveForm, PERSON_FILL_MS, successOf, uniqueName } from '../helpers/forms';
import { callsIn, inbox, PHONE_UA, reportCsv, reportOnPage, signIn, withDatabase } from '../helpers/owner';

const campaign = (label: string) => uniqueName(label).replace(/\W+/g, '-').toLowerCase();

/** A tap the way a thumb does it. */
async function tap(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().click();
}

/**
 * A visitor's tab. Headless Chromium has no dialer: after it is asked to open one, that tab takes no
 * more clicks. A visitor who taps more than once (`dialer: false`) has the dialer's opening stopped
 * after every listener of the page has run, as a record of each tap's default does in leads.spec;
 * the one-tap visitors open it for real, ping included.
 */
async function visitor(
  browser: Browser,
  baseURL: string,
  options: { javaScript?: boolean; userAgent?: string; dialer?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScript ?? true,
    userAgent: options.userAgent ?? PHONE_UA,
  });
  if (options.dialer === false)
    await context.addInitScript(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault();
      }),
    );
  return { context, page: await context.newPage() };
}

const BANNER = '[data-placement="banner"]';
const HEADER = 'header [data-placement="header"]';
const FOOTER = 'footer [data-placement="footer"] a[href^="tel:"]';

test.describe('call taps', () => {
  test('three placements, two landing pages, three campaigns, JavaScript on and off: the report counts each tap once, by landing page, source, campaign and call link, and its CSV equals the page', async ({
    browser,
    page,
    system,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const before = await reportCsv(page);
    const [clayton, facebook, noScript, robot] = ['clayton', 'spring', 'nojs', 'robot'].map(campaign) as [
      string,
      string,
      string,
      string,
    ];
    const campaignRows = () =>
      withDatabase(system.databasePath, (db) =>
        db
          .prepare(
            'SELECT utm_campaign, placement, page_path, landing_path, has_gclid, transport FROM call_taps WHERE utm_campaign IN (?, ?, ?, ?) ORDER BY id',
          )
          .all(clayton, facebook, noScript, robot),
      );

    // A Google Ads visitor lands on the Clayton page, then moves on: three page loads, three call links.
    const ad = await visitor(browser, system.shellUrl, { dialer: false });
    await ad.page.goto(
      `/locksmith-clayton-mo?utm_source=google&utm_medium=cpc&utm_campaign=${clayton}&gclid=Cj0KCQ-test`,
    );
    await tap(ad.page, BANNER);
    await ad.page.goto('/services/car-lockout');
    await tap(ad.page, HEADER);
    await ad.page.goto('/contact');
    await tap(ad.page, FOOTER);
    // The same page load again within seconds: one tap.
    await tap(ad.page, FOOTER);
    await expect.poll(() => campaignRows().length).toBe(3);
    await ad.context.close();

    // Another visitor from a Facebook campaign, on the car-lockout page; the dialer opens. A CallButton
    // also carries a ping: the early script's beacon counts the tap, the browser's ping does not again.
    const social = await visitor(browser, system.shellUrl);
    await social.page.goto(`/services/car-lockout?utm_source=facebook&utm_medium=social&utm_campaign=${facebook}`);
    await tap(social.page, HEADER);
    await expect.poll(() => campaignRows().length).toBe(4);
    await social.context.close();

    // Without JavaScript the call button's ping reports the tap; its page's campaign makes it the landing page.
    const plain = await visitor(browser, system.shellUrl, { javaScript: false });
    await plain.page.goto(`/locksmith-clayton-mo?utm_source=google&utm_medium=cpc&utm_campaign=${noScript}&gclid=Cj0x`);
    await tap(plain.page, HEADER);
    await expect.poll(() => campaignRows().length).toBe(5);
    await plain.context.close();

    // A robot's taps (headless Chromium's own user agent) are not counted.
    const bot = await visitor(browser, system.shellUrl, {
      userAgent: await browser.newPage().then(async (probe) => {
        const agent = await probe.evaluate(() => navigator.userAgent);
        await probe.close();
        return agent;
      }),
    });
    await bot.page.goto(`/contact?utm_source=google&utm_medium=cpc&utm_campaign=${robot}`);
    // Its report has been answered (and dropped) before the rows are read: a late report cannot pass for none.
    const reported = bot.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === CALL_TAPS_PATH,
    );
    await tap(bot.page, BANNER);
    expect((await reported).ok()).toBe(true);
    await bot.context.close();

    expect(campaignRows()).toEqual([
      {
        utm_campaign: clayton,
        placement: 'banner',
        page_path: '/locksmith-clayton-mo',
        landing_path: '/locksmith-clayton-mo',
        has_gclid: 1,
        transport: 'beacon',
      },
      {
        utm_campaign: clayton,
        placement: 'header',
        page_path: '/services/car-lockout',
        landing_path: '/locksmith-clayton-mo',
        has_gclid: 1,
        transport: 'beacon',
      },
      {
        utm_campaign: clayton,
        placement: 'footer',
        page_path: '/contact',
        landing_path: '/locksmith-clayton-mo',
        has_gclid: 1,
        transport: 'beacon',
      },
      {
        utm_campaign: facebook,
        placement: 'header',
        page_path: '/services/car-lockout',
        landing_path: '/services/car-lockout',
        has_gclid: 0,
        transport: 'beacon',
      },
      {
        utm_campaign: noScript,
        placement: 'header',
        page_path: '/locksmith-clayton-mo',
        landing_path: '/locksmith-clayton-mo',
        has_gclid: 1,
        transport: 'ping',
      },
    ]);

    // The report, as the owner reads it.
    await page.goto(inbox('/report?days=7'));
    await expect(page.getByRole('heading', { level: 1, name: 'Calls and leads' })).toBeVisible();
    const onPage = await reportOnPage(page);
    const after = await reportCsv(page);
    expect(after).toEqual(onPage);
    const grew = (table: string, label: string) => callsIn(after, table, label) - callsIn(before, table, label);
    expect(grew('totals', 'Last 7 days')).toBe(5);
    expect(grew('landing', '/locksmith-clayton-mo')).toBe(4);
    expect(grew('landing', '/services/car-lockout')).toBe(1);
    expect(grew('source', 'Google Ads')).toBe(4);
    expect(grew('source', 'Campaign: facebook')).toBe(1);
    expect(grew('placement', 'banner')).toBe(1);
    expect(grew('placement', 'header')).toBe(3);
    expect(grew('placement', 'footer')).toBe(1);
    expect(callsIn(after, 'campaign', `${clayton} (Google Ads)`)).toBe(3);
    expect(callsIn(after, 'campaign', facebook)).toBe(1);
    expect(callsIn(after, 'campaign', `${noScript} (Google Ads)`)).toBe(1);
    expect(after.some((line) => line[1].startsWith(robot))).toBe(false);
    const today = after.find((line) => line[0] === 'days')!;
    expect(Number(today[2])).toBeGreaterThanOrEqual(5);
  });

  test('a tap on a call link React rendered after the part woke (the form success panel) is counted too', async ({
    browser,
    system,
  }) => {
    const contact = formCases.find((form) => form.formType === 'contact')!;
    const thanked = campaign('thanked');
    const rows = () =>
      withDatabase(system.databasePath, (db) =>
        db.prepare('SELECT placement, page_path, transport FROM call_taps WHERE utm_campaign = ?').all(thanked),
      );
    const visit = await visitor(browser, system.shellUrl, { dialer: false });
    await visit.page.goto(`/contact?utm_source=google&utm_medium=cpc&utm_campaign=${thanked}`);
    await interactiveForm(visit.page, 'contact');
    await fillForm(visit.page, 'contact', contact.valid(uniqueName('Thanked')));
    await visit.page.waitForTimeout(PERSON_FILL_MS);
    await visit.page.locator('form[data-form="contact"] button[type="submit"]').click();
    const success = successOf(visit.page, 'contact');
    await expect(success).toBeVisible();
    // Not in the server HTML: React drew it when the lead was stored.
    await success.locator('a[href^="tel:"]').click();
    await expect.poll(rows).toEqual([{ placement: 'form', page_path: '/contact', transport: 'beacon' }]);
    await visit.context.close();
  });
});
