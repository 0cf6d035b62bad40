/**
 * Accessibility and search quality on every route: axe (WCAG 2.2 AA rules) in both viewports and in
 * the interactive states, a crawl of every internal link, the structured data of every page, the
 * sitemap, and the W3C HTML checker.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, waitForPageScript } from '../../fixtures';
import { SITE_URL } from '../../harness/system';
import { axeViolations } from '../../helpers/axe';
import { fetchRaw, hrefs, jsonLd, linkHrefs, metaContent, sitemapPaths } from '../../helpers/html';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

test.describe('accessibility (axe, WCAG 2.2 AA rules)', () => {
  for (const [name, viewport] of [
    ['390x844', { width: 390, height: 844 }],
    ['1280x800', { width: 1280, height: 800 }],
  ] as const) {
    test(`every route at ${name} has no violations`, async ({ page, system }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      const found: string[] = [];
      const routes = [...(await sitemapPaths(system.shellUrl)), '/no-such-page'];
      for (const route of routes) {
        await page.goto(route);
        await waitForPageScript(page);
        for (const violation of await axeViolations(page)) found.push(`${route} ${violation}`);
      }
      expect(found).toEqual([]);
      console.log(`axe ${name}: ${routes.length} routes, 0 violations`);
    });
  }

  test('with the mobile menu open, the services dropdown open, and forms showing errors', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await waitForPageScript(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).locator('summary', { hasText: 'Services' }).click();
    expect(await axeViolations(page), 'mobile menu open').toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await waitForPageScript(page);
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.locator('#services-menu')).toBeVisible();
    expect(await axeViolations(page), 'dropdown open').toEqual([]);

    for (const [route, formType] of [
      ['/contact', 'contact'],
      ['/', 'emergency'],
      ['/services/car-lockout', 'callback'],
    ] as const) {
      await page.goto(route);
      await waitForPageScript(page);
      const form = page.locator(`form[data-form="${formType}"]`);
      await form.locator('input:not([type="hidden"])').first().focus();
      await expect(form).toHaveAttribute('data-interactive', 'true');
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      expect(await axeViolations(page), `${formType} form with errors`).toEqual([]);
    }
  });
});

test.describe('search quality', () => {
  test('a crawl from / reaches every page: no broken link, no redirect chain', async ({ system }) => {
    test.setTimeout(180_000);
    const seen = new Map<string, number>();
    const redirectsFollowed: string[] = [];
    const queue = ['/'];
    const broken: string[] = [];
    while (queue.length) {
      const route = queue.shift() as string;
      if (seen.has(route)) continue;
      const page = await fetchRaw(`${system.shellUrl}${route}`);
      seen.set(route, page.status);
      if (page.status === 301) {
        const target = new URL(page.headers.get('location') ?? '/', system.shellUrl);
        const next = await fetchRaw(`${system.shellUrl}${target.pathname}`);
        if (next.status !== 200)
          broken.push(`${route} → ${target.pathname} answers ${next.status} (a chain or a dead end)`);
        redirectsFollowed.push(route);
        queue.push(target.pathname);
        continue;
      }
      if (page.status !== 200) {
        broken.push(`${route}: ${page.status}`);
        continue;
      }
      for (const href of hrefs(page.html)) {
        const url = new URL(href, `${system.shellUrl}${route}`);
        if (url.origin !== system.shellUrl) continue;
        if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/static/')) continue;
        if (!seen.has(url.pathname)) queue.push(url.pathname);
      }
    }
    expect(broken).toEqual([]);
    const sitemap = await sitemapPaths(system.shellUrl);
    const unreached = sitemap.filter((route) => seen.get(route) !== 200);
    expect(unreached, 'every page in the sitemap is reachable by links').toEqual([]);
    console.log(
      `crawl: ${seen.size} URLs, ${[...seen.values()].filter((status) => status === 200).length} pages, ` +
        `${redirectsFollowed.length} links to redirects (${redirectsFollowed.join(', ') || 'none'}), 0 broken`,
    );
  });

  test('the sitemap lists exactly the indexable routes', async ({ system }) => {
    const sitemap = await sitemapPaths(system.shellUrl);
    for (const route of sitemap) {
      const page = await fetchRaw(`${system.shellUrl}${route}`);
      expect(page.status, route).toBe(200);
      expect(metaContent(page.html, 'robots')[0], route).toBe('index,follow');
    }
    // And nothing indexable is left out: every page the site links to is either listed or noindex.
    const home = await fetchRaw(`${system.shellUrl}/`);
    const linked = new Set(
      hrefs(home.html)
        .map((href) => new URL(href, system.shellUrl))
        .filter((url) => url.origin === system.shellUrl && !url.pathname.startsWith('/static/'))
        .map((url) => url.pathname),
    );
    for (const route of linked) {
      const page = await fetchRaw(`${system.shellUrl}${route}`);
      if (page.status === 200 && metaContent(page.html, 'robots')[0] === 'index,follow') {
        expect(sitemap, `${route} is indexable and linked from home`).toContain(route);
      }
    }
  });

  test('every page has one absolute www canonical and structured data with the required properties', async ({
    system,
  }) => {
    const required: Record<string, string[]> = {
      Organization: ['name', 'url', 'logo', 'telephone', 'address'],
      Locksmith: ['name', 'telephone', 'address'],
      LocalBusiness: ['name', 'telephone', 'address'],
      Service: ['name', 'provider'],
      BreadcrumbList: ['itemListElement'],
      WebPage: ['name', 'url'],
      WebSite: ['name', 'url'],
      AboutPage: ['name', 'url'],
      ContactPage: ['name', 'url'],
      FAQPage: ['mainEntity'],
      ItemList: ['itemListElement'],
    };
    const types = new Map<string, number>();
    for (const route of await sitemapPaths(system.shellUrl)) {
      const { html } = await fetchRaw(`${system.shellUrl}${route}`);
      const canonicals = linkHrefs(html, 'canonical');
      expect(canonicals, route).toHaveLength(1);
      expect(canonicals[0], route).toBe(`${SITE_URL}${route}`);
      for (const record of jsonLd(html)) {
        expect(record['@context'], route).toBe('https://schema.org');
        const type = String(record['@type']);
        types.set(type, (types.get(type) ?? 0) + 1);
        expect(Object.keys(required), `${route}: a known type (${type})`).toContain(type);
        for (const property of required[type] ?? [])
          expect(record[property], `${route} ${type}.${property}`).toBeTruthy();
        if (type === 'BreadcrumbList') {
          const items = record.itemListElement as { position: number; item: string }[];
          items.forEach((item, index) => {
            expect(item.position).toBe(index + 1);
            expect(item.item).toMatch(/^https:\/\/www\./);
          });
        }
      }
    }
    console.log(`structured data: ${[...types].map(([type, count]) => `${count} ${type}`).join(', ')}`);
  });

  test('the W3C HTML checker finds no errors on any route', async ({ system }) => {
    test.setTimeout(240_000);
    const dir = path.join(system.runDir, 'html');
    await mkdir(dir, { recursive: true });
    const routes = [...(await sitemapPaths(system.shellUrl)), '/no-such-page'];
    const files: string[] = [];
    for (const [index, route] of routes.entries()) {
      const file = path.join(dir, `${index}.html`);
      await writeFile(file, (await fetchRaw(`${system.shellUrl}${route}`)).html);
      files.push(file);
    }
    const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
    // The checker's CSS validator predates container queries (CSS Containment 3, in every current
    // browser) and anchor positioning (the header's dropdown, inside @supports); those messages are
    // its gap, not an error in the page.
    const cssGap =
      '.*(“container-type”|“container-name”|“@container”|“anchor-name”|“position-anchor”|“anchor\\((bottom|left)\\)”).*';
    // It also reads a call link's `ping` (decision F35) as needing an absolute URL; the standard asks
    // for a valid URL, which a path is once resolved against the page (https), and the site's own
    // origin is not known where a remote renders its call links. Only that exact value passes, with
    // the page's proof first (issue 33).
    const pingGap =
      '.*Bad value “/api/calls\\?proof=[0-9a-z]+\\.[A-Za-z0-9_-]{16}&placement=[a-z-]+” for attribute “ping” on element “a”.*';
    const { stderr } = await run(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', '--filterpattern', `${cssGap}|${pingGap}`, ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
    const messages = (
      JSON.parse(stderr || '{"messages":[]}') as { messages: { url: string; message: string; extract?: string }[] }
    ).messages;
    const errors = messages.map((message) => {
      const index = Number(path.basename(new URL(message.url).pathname, '.html'));
      return `${routes[index]}: ${message.message} ${message.extract ? `[${message.extract.slice(0, 80)}]` : ''}`;
    });
    expect(errors).toEqual([]);
    console.log(`html: ${routes.length} routes checked, 0 errors`);
  });
});
