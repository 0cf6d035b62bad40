/**
 * Calls counted by the site itself (issue 26, decision F35): taps on call links in real Chromium,
 * with JavaScript (the early script's beacon) and without (the browser's ping), through the shell's
 * /api to form-api, into the owner's report; the report's CSV equals its page.
 */
import type { Browser, Page } from '@playwright/test';
import { CALL_TAPS_PATH, SIGNAL_PROOF_HEADER, SIGNAL_PROOF_VALID } from '@site-kit/forms';
import { expect, test } from '../../fixtures';
import { fillForm, formCases, interactiveForm, successOf, takeAPersonsTime, uniqueName } from '../../helpers/forms';
import { fetchRaw } from '../../helpers/html';
import { contactLead } from '../../helpers/leads';
import {
  callsIn,
  inbox,
  PHONE_UA,
  reportCsv,
  reportFigure,
  reportOnPage,
  signIn,
  withDatabase,
} from '../../helpers/owner';

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
    await takeAPersonsTime(visit.page);
    await visit.page.locator('form[data-form="contact"] button[type="submit"]').click();
    const success = successOf(visit.page, 'contact');
    await expect(success).toBeVisible();
    // Not in the server HTML: React drew it when the lead was stored.
    await success.locator('a[href^="tel:"]').click();
    await expect.poll(rows).toEqual([{ placement: 'form', page_path: '/contact', transport: 'beacon' }]);
    await visit.context.close();
  });
});

/**
 * Issue 33: a tap counts only when the shell vouches for the page proof it carried. The shell's
 * vouching is the shell's to test; here form-api's side: it believes `x-signal-proof: valid` only
 * from the trusted proxy (the harness's TEST_TRUST_PROXY, 127.0.0.1, where the shell sits), so
 * these tests send straight to form-api from there, with the X-Forwarded-For such a proxy sets.
 */
test.describe('call taps a stranger sends', () => {
  /** A beacon as the early script sends it, to `url`, from a loopback address, with extra headers. */
  const tapBeacon = (
    url: string,
    {
      campaign,
      load,
      from,
      headers = {},
    }: { campaign: string; load: string; from?: string; headers?: Record<string, string> },
  ) =>
    fetchRaw(`${url}${CALL_TAPS_PATH}`, {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': PHONE_UA, ...headers },
      body: new URLSearchParams({
        placement: 'header',
        path: '/locksmith-clayton-mo',
        load,
        visit: JSON.stringify({
          landingPath: '/locksmith-clayton-mo',
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: campaign,
        }),
      }).toString(),
    });
  const loadId = (label: string, index: number) =>
    `${label.replace(/[^a-z0-9]/g, '')}x${String(index).padStart(3, '0')}`;

  test('taps without a proof the shell vouched for (curl through the site, or a forged header from anyone but the trusted proxy) are kept apart as unverified and never count; vouched taps count, at most 20 per network an hour, with their networks beside them', async ({
    page,
    system,
  }) => {
    test.setTimeout(120_000);
    const [fake, forged, real] = ['fake', 'forged', 'real'].map(campaign);
    const stored = () =>
      withDatabase(system.databasePath, (db) =>
        db
          .prepare(
            'SELECT utm_campaign AS campaign, verified, COUNT(*) AS taps, COUNT(DISTINCT client_network) AS networks FROM call_taps WHERE utm_campaign IN (?, ?, ?) GROUP BY 1, 2 ORDER BY 1',
          )
          .all(fake, forged, real),
      );
    // form-api's default cap (the harness raises it: a run's browsers all tap from one network).
    await system.withFormApiEnv({ CALL_TAPS_PER_NETWORK_HOUR: '20' }, async () => {
      await signIn(page);
      const before = await reportCsv(page);

      // The attacker: curl through the site, a phone's user agent, no Origin, any campaign.
      for (let index = 0; index < 12; index += 1)
        expect(
          (await tapBeacon(system.shellUrl, { campaign: fake!, load: loadId(fake!, index), from: '127.0.3.40' }))
            .status,
        ).toBe(204);
      // The same with the shell's own header, straight to form-api from a peer it does not trust.
      for (let index = 0; index < 5; index += 1)
        await tapBeacon(system.formApiUrl, {
          campaign: forged!,
          load: loadId(forged!, index),
          from: '127.0.4.41',
          headers: { [SIGNAL_PROOF_HEADER]: SIGNAL_PROOF_VALID, 'x-forwarded-for': `192.0.2.${index}` },
        });
      // Vouched for by the trusted proxy: 25 page loads of one network (20 count), and three other networks.
      const vouched = (index: number, client: string) =>
        tapBeacon(system.formApiUrl, {
          campaign: real!,
          load: loadId(real!, index),
          headers: { [SIGNAL_PROOF_HEADER]: SIGNAL_PROOF_VALID, 'x-forwarded-for': client },
        });
      for (let index = 0; index < 25; index += 1) await vouched(index, `198.51.100.${index + 1}`);
      for (const [index, client] of ['203.0.113.9', '192.0.2.77', '2001:db8:77::5'].entries())
        await vouched(100 + index, client);
      // The same page load and call link again, from the trusted proxy: one tap.
      await vouched(100, '203.0.113.9');

      await expect.poll(stored).toEqual([
        { campaign: fake, verified: 0, taps: 12, networks: 1 },
        { campaign: forged, verified: 0, taps: 5, networks: 1 },
        { campaign: real, verified: 1, taps: 23, networks: 4 },
      ]);

      await page.goto(inbox('/report?days=7'));
      const after = await reportOnPage(page);
      expect(await reportCsv(page)).toEqual(after);
      const grew = (table: string, metric: 'calls' | 'unverifiedCalls') =>
        reportFigure(after, table, 'Last 7 days', metric) - reportFigure(before, table, 'Last 7 days', metric);
      expect(grew('totals', 'calls')).toBe(23);
      expect(grew('taps', 'calls')).toBe(23);
      expect(grew('taps', 'unverifiedCalls')).toBe(17);
      // Networks beside taps: this test's four networks are among them (other tests' taps may add more).
      expect(reportFigure(after, 'taps', 'Last 7 days', 'callNetworks')).toBeGreaterThanOrEqual(4);
      expect(reportFigure(after, 'campaign', `${real} (Google Ads)`, 'calls')).toBe(23);
      // Unverified taps have no row of their own anywhere: they are in the taps table's count only.
      expect(after.filter((line) => line[1].startsWith(fake!) || line[1].startsWith(forged!))).toEqual([]);
      await expect(page.getByText('Only verified taps count')).toBeVisible();
    });
  });

  test('a report over a few thousand distinct labels stays bounded, and a lead posted while it is computed is answered first', async ({
    page,
    system,
  }) => {
    test.setTimeout(120_000);
    const tag = campaign('many');
    const LABELS = 3_000;
    const TAPS = 60_000;
    // Between 40 and 80 days ago: only the 90-day report reaches them, no other test's 7- or 30-day one.
    withDatabase(
      system.databasePath,
      (db) => {
        const insert = db.prepare(`INSERT INTO call_taps (tapped_at, placement, page_path, landing_path, referrer_host,
            utm_source, utm_medium, utm_campaign, has_gclid, transport, verified, client_network)
          VALUES (?, ?, '/', ?, ?, 'newsletter', 'email', ?, 0, 'beacon', 1, ?)`);
        const now = Date.now();
        db.transaction(() => {
          for (let index = 0; index < TAPS; index += 1) {
            const label = index % LABELS;
            insert.run(
              new Date(now - (40 + (index % 40)) * 86_400_000).toISOString(),
              `p${label}`,
              `/landing-${tag}-${label}`,
              `ref-${label}.example`,
              `${tag}-${label}`,
              `10.1.${index % 250}.0/24`,
            );
          }
        })();
      },
      { write: true },
    );
    await signIn(page);
    const reportDone = page.request.get(inbox('/report?days=90')).then(async (response) => ({
      at: performance.now(),
      status: response.status(),
      html: await response.text(),
    }));
    // Deliberate: a head start for the report's request; nothing outside form-api shows a report being computed.
    await page.waitForTimeout(100);
    const leadDone = fetchRaw(`${system.shellUrl}/api/submissions`, {
      method: 'POST',
      from: '127.0.0.42',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactLead(uniqueName('During Report'))),
    }).then((answer) => ({ at: performance.now(), status: answer.status }));
    const [report, lead] = await Promise.all([reportDone, leadDone]);
    expect(lead.status).toBe(201);
    expect(report.status).toBe(200);
    // Intake does not wait on the report: the lead is answered while the report is still being computed.
    expect(lead.at).toBeLessThan(report.at);

    // Bounded: each table of labels keeps its top rows and one "All others", however many labels were sent.
    await page.setContent(report.html);
    for (const table of ['landing', 'source', 'campaign', 'placement']) {
      const rows = page.locator(`table[data-table="${table}"] tbody tr`);
      expect(await rows.count(), table).toBeLessThanOrEqual(21);
    }
    const others = page.locator('table[data-table="campaign"] tbody tr[data-label="All others"]');
    await expect(others).toHaveCount(1);
    expect(Number(await others.getAttribute('data-folded'))).toBeGreaterThanOrEqual(LABELS - 20);
    expect(report.html.length).toBeLessThan(200_000);
  });
});
