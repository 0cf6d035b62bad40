/**
 * Google Tag Manager only when GTM_CONTAINER_ID is set (issue 26, decision F39): its snippet and
 * noscript frame in every page, the Content-Security-Policy widened to its origin only then, and
 * gtm.js asked for after the page's largest paint, by the entry loader, with the shell's entry. The
 * tag manager cannot be fetched from here: the test answers gtm.js itself, inside the policy the
 * shell sent.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '../../fixtures';
import { fetchRaw } from '../../helpers/html';
import { paintAndScripts } from '../../helpers/paint';

const CONTAINER = 'GTM-TEST123';
const GTM = 'https://www.googletagmanager.com';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directivesOf = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

test.describe('Google Tag Manager', () => {
  test('unset, nothing of it is in a page or its policy; set, the documented pieces and a policy open to its origin only', async ({
    system,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const without = await fetch(`${system.shellUrl}/contact`);
    const plainHtml = await without.text();
    expect(plainHtml).not.toContain('googletagmanager');
    expect(without.headers.get('content-security-policy')).not.toContain('googletagmanager');

    await system.restartShell({ GTM_CONTAINER_ID: CONTAINER });
    try {
      for (const path of ['/', '/contact', '/services/car-lockout']) {
        const { html, headers } = await fetchRaw(`${system.shellUrl}${path}`);
        const head = html.slice(0, html.indexOf('</head>'));
        const inline = [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
        // The early script first, then the tag manager's loader, each allowed by its hash.
        expect(inline, path).toHaveLength(2);
        // The loader only starts the data layer; gtm.js is the last of the scripts the entry
        // loader adds after the largest paint (one wait for every script).
        expect(inline[1], path).toContain('"gtm.start"');
        expect(inline[1], path).not.toContain('gtm.js?');
        const payload = JSON.parse(
          /<script id="__site_state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
        );
        expect(payload.entry, path).toEqual([
          expect.stringMatching(/^\/static\/js\/index\.[0-9a-f]+\.js$/),
          `${GTM}/gtm.js?id=${CONTAINER}`,
        ]);
        expect(html, path).toContain(
          `<body><noscript><iframe src="${GTM}/ns.html?id=${CONTAINER}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="root">`,
        );
        const csp = directivesOf(headers.get('content-security-policy') ?? '');
        expect(csp['script-src'], path).toEqual(expect.arrayContaining([sha256(inline[0]!), sha256(inline[1]!), GTM]));
        expect(csp['frame-src'], path).toContain(GTM);
        expect(csp['img-src'], path).toContain(GTM);
        expect(csp['connect-src'], path).toContain(GTM);
        expect(JSON.stringify(csp), path).not.toMatch(/googletagmanager\.com\/|https:\/\/\*|'unsafe-eval'/);
      }

      // In Chromium, under that policy: gtm.js is asked for once the page has painted and loaded.
      await page.route(`${GTM}/gtm.js?id=${CONTAINER}`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true;' }),
      );
      const policyErrors: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
      });
      await page.goto('/');
      await expect.poll(() => page.evaluate(() => (window as { tagManagerRan?: boolean }).tagManagerRan)).toBe(true);
      const timing = await page.evaluate(() => {
        const gtm = performance.getEntriesByType('resource').find((entry) => entry.name.includes('gtm.js'))!;
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          gtmStart: gtm.startTime,
          loadEnd: navigation.loadEventEnd,
          dataLayer: (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((item) => item.event),
        };
      });
      expect(timing.gtmStart).toBeGreaterThanOrEqual(timing.loadEnd);
      const { largest } = await paintAndScripts(page);
      expect(largest).toBeGreaterThan(0);
      expect(timing.gtmStart).toBeGreaterThan(largest);
      expect(timing.dataLayer[0]).toBe('gtm.js');
      expect(policyErrors).toEqual([]);
      expect(consoleErrors.errors()).toEqual([]);
    } finally {
      await system.restartShell();
    }
  });
});
