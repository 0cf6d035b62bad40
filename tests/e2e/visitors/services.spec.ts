/**
 * The services remote end to end: the index and its category filter (server-rendered, without
 * JavaScript and client-side), all 11 service pages with their heads and callback forms, the home
 * grid and header list the shell places from it, and its independent deployment.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { business } from '@site-kit/brand';
import { fobBrands } from '../../../mfe-services/src/content/services/key-fob-programming';
import { routes as routesFor } from '../../../mfe-services/src/routes';
import { expect, test, waitForPageScript } from '../../fixtures';
import { waitFor } from '../../harness/processes';
import { repoRoot, SITE_URL } from '../../harness/system';
import { copyRemote, editFile } from '../../harness/team-copy';
import {
  bodyText,
  decode,
  fetchRaw,
  h1,
  hrefs,
  jsonLd,
  linkHrefs,
  metaContent,
  sitemapUrls,
  titles,
} from '../../helpers/html';
import { buildVariant } from '../../helpers/variant';

/** The spec's slugs, in its order (the header dropdown and the home grid follow it). */
const specSlugs = [
  'car-lockout',
  'key-fob-programming',
  'key-duplication',
  'house-lockout',
  'lock-rekeying',
  'lock-installation',
  'commercial-lockout',
  'safe-unlocking',
  'broken-key-extraction',
  'ignition-repair',
  'smart-lock-install',
];

/** The route table as the shell builds it, for the site URL the tests run the shell with. */
const routes = routesFor({ siteUrl: SITE_URL });
const serviceRoutes = routes.filter((route) => route.path.startsWith('/services/'));
const routeOf = (path: string) => {
  const route = routes.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

/** Service cards in raw HTML, in document order. */
const cardSlugs = (html: string): string[] =>
  [...html.matchAll(/<article [^>]*data-service="([^"]+)"/g)].map((match) => match[1] ?? '');

const cardsIn = (page: Page) => page.locator('main article[data-service]');

/** Text of an HTML fragment (bodyText reads whole documents). */
const fragmentText = (html: string): string =>
  decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

test.describe('service pages, server-rendered', () => {
  test('there is one route per spec slug', () => {
    expect(serviceRoutes.map((route) => route.path)).toEqual(specSlugs.map((slug) => `/services/${slug}`));
  });

  for (const slug of specSlugs) {
    test(`/services/${slug}: heading, head, JSON-LD and breadcrumb in the raw HTML`, async ({ system }) => {
      const route = routeOf(`/services/${slug}`);
      const page = await fetchRaw(`${system.shellUrl}${route.path}`);
      expect(page.status).toBe(200);
      expect(h1(page.html)).toEqual([`${route.breadcrumb} in St. Louis`]);
      expect(titles(page.html)).toEqual([route.head.title]);
      expect(metaContent(page.html, 'description')).toEqual([route.head.description]);
      expect(metaContent(page.html, 'og:title')).toEqual([route.head.title]);
      expect(linkHrefs(page.html, 'canonical')).toEqual([`${SITE_URL}${route.path}`]);

      const records = jsonLd(page.html);
      const service = records.find((record) => record['@type'] === 'Service');
      expect(service).toMatchObject({
        name: route.breadcrumb,
        url: `${SITE_URL}${route.path}`,
        provider: { '@id': `${SITE_URL}/#organization`, telephone: business.phone.e164 },
        areaServed: expect.arrayContaining([expect.objectContaining({ '@type': 'GeoCircle' })]),
      });
      const breadcrumb = records.find((record) => record['@type'] === 'BreadcrumbList') as
        | { itemListElement: { name: string; item: string }[] }
        | undefined;
      expect(breadcrumb?.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
        ['Home', `${SITE_URL}/`],
        ['Services', `${SITE_URL}/services`],
        [route.breadcrumb, `${SITE_URL}${route.path}`],
      ]);

      const links = hrefs(page.html);
      expect(links).toContain(business.phone.href);
      expect(links).toContain('/#quote');
      expect(bodyText(page.html)).toContain(business.phone.display);
    });
  }

  test('lock rekeying shows its prices and carries them as an offer', async ({ system }) => {
    const page = await fetchRaw(`${system.shellUrl}/services/lock-rekeying`);
    const text = bodyText(page.html);
    expect(text).toContain('$25-$50 per lock');
    expect(text).toContain('$100-$300');
    expect(text).toContain('Save 50-80%');
    const service = jsonLd(page.html).find((record) => record['@type'] === 'Service');
    expect(service?.offers).toMatchObject({ priceSpecification: { minPrice: 25, maxPrice: 50, unitText: 'per lock' } });
  });

  test('key fob programming names all 16 brands', async ({ system }) => {
    const text = bodyText((await fetchRaw(`${system.shellUrl}/services/key-fob-programming`)).html);
    // The list is pinned to the spec's 16 in the remote's unit test (services.test.ts).
    expect(fobBrands).toHaveLength(16);
    for (const brand of fobBrands) expect(text).toContain(brand);
    expect(text).toContain('50-70%');
  });

  test('titles and descriptions of the services pages are unique across the whole site', async ({ system }) => {
    const paths = (await sitemapUrls(system.shellUrl)).map((url) => url.slice(SITE_URL.length));
    for (const route of routes) expect(paths).toContain(route.path);
    const heads = await Promise.all(
      paths.map(async (sitePath) => {
        const { html } = await fetchRaw(`${system.shellUrl}${sitePath}`);
        return { title: titles(html)[0], description: metaContent(html, 'description')[0] };
      }),
    );
    for (const route of routes) {
      expect(
        heads.filter((head) => head.title === route.head.title),
        route.path,
      ).toHaveLength(1);
      expect(
        heads.filter((head) => head.description === route.head.description),
        route.path,
      ).toHaveLength(1);
    }
  });
});

test.describe('callback form on every service page', () => {
  for (const slug of specSlugs) {
    test(`/services/${slug} has the callback form with its service preset`, async ({ system }) => {
      const route = routeOf(`/services/${slug}`);
      const { html } = await fetchRaw(`${system.shellUrl}${route.path}`);
      const form = /<form[^>]*data-form="callback"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
      expect(form, 'a callback form in the raw HTML').not.toBe('');
      const service = [...form.matchAll(/<input[^>]*>/g)]
        .map(([tag]) => tag)
        .find((tag) => /name="service"/.test(tag) && /type="hidden"/.test(tag));
      expect(decode(/value="([^"]*)"/.exec(service ?? '')?.[1] ?? '')).toBe(route.breadcrumb);
    });
  }
});

test.describe('services index and category filter', () => {
  test('raw HTML: all 11 cards by default, each linking to its page, with All marked current', async ({ system }) => {
    const page = await fetchRaw(`${system.shellUrl}/services`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toHaveLength(1);
    expect(cardSlugs(page.html)).toEqual(specSlugs);
    for (const slug of specSlugs) expect(hrefs(page.html)).toContain(`/services/${slug}`);
    expect(page.html).toMatch(/<a [^>]*aria-current="true"[^>]*data-category="all"/);
    expect(jsonLd(page.html).find((record) => record['@type'] === 'ItemList')).toBeDefined();
  });

  test('raw HTML: ?category= is rendered on the server, filtered and marked', async ({ system }) => {
    const commercial = await fetchRaw(`${system.shellUrl}/services?category=commercial`);
    expect(commercial.status).toBe(200);
    expect(cardSlugs(commercial.html)).toEqual(['lock-rekeying', 'lock-installation', 'commercial-lockout']);
    expect(commercial.html).toMatch(/<a [^>]*aria-current="true"[^>]*data-category="commercial"/);
    expect(bodyText(commercial.html)).toContain('Showing 3 commercial services');
    // The canonical stays the unfiltered page: the filtered views are not separate documents.
    expect(linkHrefs(commercial.html, 'canonical')).toEqual([`${SITE_URL}/services`]);
    const unknown = await fetchRaw(`${system.shellUrl}/services?category=plumbing`);
    expect(cardSlugs(unknown.html)).toEqual(specSlugs);
  });

  test('without JavaScript the filter buttons are links that filter on the server', async ({ browser, system }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${system.shellUrl}/services`);
    const filter = page.getByRole('navigation', { name: 'Filter services by category' });
    await expect(cardsIn(page)).toHaveCount(11);
    await filter.getByRole('link', { name: /^Automotive/ }).click();
    await expect(page).toHaveURL(/\/services\?category=automotive#services-list$/);
    await expect(cardsIn(page)).toHaveCount(3);
    await expect(filter.getByRole('link', { name: /^Automotive/ })).toHaveAttribute('aria-current', 'true');
    await filter.getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/services#services-list$/);
    await expect(cardsIn(page)).toHaveCount(11);
    await context.close();
  });

  test('with JavaScript the filter is the same links: each choice is a page of its own, kept by reload and Back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/services');
    await waitForPageScript(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).search);
    });
    const filter = page.getByRole('navigation', { name: 'Filter services by category' });

    await filter.getByRole('link', { name: /^Residential/ }).click();
    await expect(page).toHaveURL(/\/services\?category=residential#services-list$/);
    await expect(cardsIn(page)).toHaveCount(4);
    await expect(filter.getByRole('link', { name: /^Residential/ })).toHaveAttribute('aria-current', 'true');
    await expect(filter.getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('status')).toHaveText('Showing 4 residential services');

    await filter.getByRole('link', { name: /^Specialty/ }).click();
    await expect(page).toHaveURL(/\/services\?category=specialty#services-list$/);
    await expect(cardsIn(page)).toHaveCount(1);
    await expect(cardsIn(page).first()).toHaveAttribute('data-service', 'safe-unlocking');
    // Links open documents (decision PF11); a browser with speculation rules has them prerendered.
    expect(documents).toEqual(['?category=residential', '?category=specialty']);

    await page.goBack();
    await expect(page).toHaveURL(/\/services\?category=residential#services-list$/);
    await expect(cardsIn(page)).toHaveCount(4);

    await page.reload();
    await waitForPageScript(page);
    await expect(cardsIn(page)).toHaveCount(4);
    await expect(filter.getByRole('link', { name: /^Residential/ })).toHaveAttribute('aria-current', 'true');

    await filter.getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/services#services-list$/);
    await expect(cardsIn(page)).toHaveCount(11);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('on a phone a filter choice keeps the list in view, with and without JavaScript', async ({
    browser,
    page,
    system,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services');
    await waitForPageScript(page);
    await page
      .getByRole('navigation', { name: 'Filter services by category' })
      .getByRole('link', { name: /^Repair/ })
      .click();
    await expect(cardsIn(page)).toHaveCount(2);
    await expect(cardsIn(page).first()).toBeInViewport();
    expect(consoleErrors.errors()).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const noScript = await context.newPage();
    await noScript.goto(`${system.shellUrl}/services`);
    await noScript
      .getByRole('navigation', { name: 'Filter services by category' })
      .getByRole('link', { name: /^Installation/ })
      .click();
    await expect(cardsIn(noScript)).toHaveCount(2);
    await expect(cardsIn(noScript).first()).toBeInViewport();
    await context.close();
  });

  test('a card leads to its service page', async ({ page, consoleErrors }) => {
    await page.goto('/services?category=repair');
    await waitForPageScript(page);
    await page.getByRole('link', { name: 'Learn More about Ignition Repair' }).click();
    await expect(page).toHaveURL(/\/services\/ignition-repair$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ignition Repair in St. Louis');
    await expect(page).toHaveTitle(routeOf('/services/ignition-repair').head.title);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('service pages in the browser', () => {
  for (const route of routes) {
    test(`${route.path} hydrates without errors and fits a 320px screen`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route.path);
      await waitForPageScript(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
      const small = await page
        .locator('main a.btn, main nav a')
        .evaluateAll((links) =>
          links.filter((link) => link.getBoundingClientRect().height < 44).map((link) => link.textContent),
        );
      expect(small, 'buttons and filter links are at least 44px tall').toEqual([]);
      expect(consoleErrors.errors()).toEqual([]);
    });
  }

  test('the quote link goes to the quote form on the home page', async ({ page, consoleErrors }) => {
    await page.goto('/services/lock-installation');
    await waitForPageScript(page);
    await page.locator('main a[href="/#quote"]').first().click();
    await expect(page).toHaveURL(/\/#quote$/);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('what the shell places from this remote', () => {
  test('the home grid: the first 6 services with Learn More and Call Now, and View All 11 Services', async ({
    system,
  }) => {
    const { html } = await fetchRaw(`${system.shellUrl}/`);
    const section = /<section class="section" aria-labelledby="home-services-title">[\s\S]*?<\/section>/.exec(
      html,
    )?.[0];
    expect(section, 'the grid section in the home HTML').toBeDefined();
    expect(cardSlugs(section ?? '')).toEqual(specSlugs.slice(0, 6));
    const links = hrefs(section ?? '');
    for (const slug of specSlugs.slice(0, 6)) expect(links).toContain(`/services/${slug}`);
    expect(links.filter((href) => href === business.phone.href)).toHaveLength(6);
    expect(fragmentText(section ?? '')).toContain('View All 11 Services');
    expect(links).toContain('/services');
  });

  test('the header lists the 11 service pages in the spec order', async ({ system }) => {
    const { html } = await fetchRaw(`${system.shellUrl}/about`);
    const listed = [...new Set(hrefs(html).filter((href) => href.startsWith('/services/')))];
    expect(listed).toEqual(specSlugs.map((slug) => `/services/${slug}`));
  });
});

test.describe('independent deployment of mfe-services', () => {
  test('a new build of the home grid reaches the home page (server and browser) with no shell restart', async ({
    system,
    page,
    consoleErrors,
  }) => {
    const before = await system.remoteStatus();
    const shellPid = (await system.shellHealth()).pid;
    const marker = `Services grid deployed at ${Date.now()}`;
    const build = await buildVariant({
      packageName: 'mfe-services',
      expose: './HomeServices',
      marker,
      workDir: path.join(system.runDir, 'variants'),
    });
    await system.deployRemote('mfe_services', build);
    try {
      await waitFor(async () => (await fetchRaw(`${system.shellUrl}/`)).html.includes(marker), 'new grid on home');
      const after = await system.remoteStatus();
      expect(after.mfe_services.version).not.toBe(before.mfe_services.version);
      for (const other of ['mfe_cities', 'mfe_forms', 'mfe_reviews'] as const)
        expect(after[other].version).toBe(before[other].version);
      expect((await system.shellHealth()).pid).toBe(shellPid);
      const servicePage = await fetchRaw(`${system.shellUrl}/services/car-lockout`);
      expect(servicePage.status).toBe(200);

      await page.goto('/');
      await waitForPageScript(page);
      await expect(page.getByTestId('deploy-marker')).toHaveText(marker);
      await expect(page.locator('main article[data-service]')).toHaveCount(6);
      expect(consoleErrors.errors()).toEqual([]);
    } finally {
      await system.deployRemote('mfe_services', path.join(repoRoot, 'mfe-services', 'dist'));
    }
    await waitFor(async () => !(await fetchRaw(`${system.shellUrl}/`)).html.includes(marker), 'original build back');
  });

  test('while the services remote is down its pages answer 503 and the home page still works', async ({ system }) => {
    await system.stopRemote('mfe_services');
    try {
      await system.waitForRemoteDown('mfe_services');
      const servicePage = await fetchRaw(`${system.shellUrl}/services/house-lockout`);
      expect(servicePage.status).toBe(503);
      expect(hrefs(servicePage.html)).toContain(business.phone.href);
      const home = await fetchRaw(`${system.shellUrl}/`);
      expect(home.status).toBe(200);
      expect(cardSlugs(home.html)).toEqual([]);
      expect(hrefs(home.html)).toContain(business.phone.href);
    } finally {
      await system.startRemote('mfe_services');
    }
    await system.waitForRemotesUp(['mfe_services']);
    const back = await fetchRaw(`${system.shellUrl}/services/house-lockout`);
    expect(back.status).toBe(200);
  });
});

test.describe('a service page added within mfe-services alone', () => {
  /** A service's content file, as the services team writes one. */
  const serviceFile = (
    exportName: string,
    slug: string,
    title: string,
    detail: string,
  ) => `import type { Service } from '../types';

export const ${exportName}: Service = {
  slug: '${slug}',
  title: '${title}',
  icon: 'lock',
  category: 'residential',
  alsoListedUnder: ['repair'],
  description: '${title} across St. Louis: ${detail}, fixed the same day with the price agreed first.',
  features: ['Same-day visits', 'Price agreed before work', 'Workmanship guaranteed'],
  tagline: '${title} for homes and small businesses, ${detail}.',
  badges: ['Same-Day Service', 'Upfront Pricing', 'Licensed & Insured'],
  benefitsTitle: 'Why neighbours call us for ${title.toLowerCase()}',
  benefits: [{ icon: 'clock', title: 'Same day', text: 'A technician comes the day you call, ${detail}.' }],
  info: [{ kind: 'text', title: 'What we do', paragraphs: ['We repair what can be repaired and replace what cannot, ${detail}.'] }],
  faqs: [{ question: 'How soon can you come for ${title.toLowerCase()}?', answer: 'Usually the same day, ${detail}.' }],
  related: ['house-lockout', 'lock-rekeying'],
  form: { title: 'Ask about ${title.toLowerCase()}', cta: 'Call me back' },
  closing: { title: 'Need ${title.toLowerCase()}?', text: 'Call now or ask for a callback, ${detail}.' },
  meta: {
    title: '${title} in St. Louis',
    description: '${title} in St. Louis and the Metro East: ${detail}. Same-day visits, the price agreed before any work, licensed technicians.',
    keywords: ['${title.toLowerCase()} St. Louis'],
  },
};
`;
  const added = [
    {
      exportName: 'gateLockRepair',
      slug: 'gate-lock-repair',
      title: 'Gate Lock Repair',
      detail: 'garden gates and side gates',
    },
    {
      exportName: 'mailboxLockReplacement',
      slug: 'mailbox-lock-replacement',
      title: 'Mailbox Lock Replacement',
      detail: 'apartment and cluster mailboxes',
    },
  ];

  /** Everything the repository's working tree holds outside its ignored folders, to show it unchanged. */
  const workingTree = async () =>
    (await promisify(execFile)('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: repoRoot })).stdout;

  const servicesMenu = (html: string) => hrefs(/<ul id="services-menu"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '');

  test('a 12th and 13th service, two files and their lines in mfe-services, deployed with its command: header, index, sitemap and city pages follow', async ({
    system,
    page,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    const tree = await workingTree();
    const before = await system.remoteStatus();
    const shellPid = (await system.shellHealth()).pid;
    expect(shellPid).toBeGreaterThan(0);
    const copy = await copyRemote('mfe-services', path.join(system.runDir, 'services-team'));
    for (const service of added) {
      await writeFile(
        path.join(copy, 'src/content/services', `${service.slug}.ts`),
        serviceFile(service.exportName, service.slug, service.title, service.detail),
      );
    }
    const list = path.join(copy, 'src/content/services.ts');
    await editFile(
      list,
      "import { smartLockInstall } from './services/smart-lock-install';",
      `import { smartLockInstall } from './services/smart-lock-install';\n${added
        .map((service) => `import { ${service.exportName} } from './services/${service.slug}';`)
        .join('\n')}`,
    );
    await editFile(
      list,
      '  smartLockInstall,\n];',
      `  smartLockInstall,\n${added.map((s) => `  ${s.exportName},\n`).join('')}];`,
    );

    // The copy typechecks alone: no type outside mfe-services lists the services (the contract's
    // list of slugs did, and refused a new one).
    await writeFile(
      path.join(copy, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(repoRoot, 'tsconfig.json'),
        include: ['src', path.join(repoRoot, 'site-kit/brand/src/css-modules.d.ts')],
        exclude: [],
      }),
    );
    const tsc = (args: string[]) =>
      promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/tsc'), ['-p', copy, ...args]);
    expect((await tsc(['--listFilesOnly'])).stdout).toContain(`${added[1]?.slug}.ts`);
    await tsc([]);

    // The team's own deploy: build, publish, make live.
    await system.remoteDeploy('mfe_services', [], { cwd: copy });
    const version = await system.pointerVersion('mfe_services');
    try {
      await system.waitForServedVersion('mfe_services', version);
      const slugs = [...specSlugs, ...added.map((service) => service.slug)];
      const paths = slugs.map((slug) => `/services/${slug}`);

      // The header's Services menu, on a page of the shell.
      expect(servicesMenu((await fetchRaw(`${system.shellUrl}/about`)).html)).toEqual([...paths, '/services']);
      // The index.
      const index = await fetchRaw(`${system.shellUrl}/services`);
      expect(cardSlugs(index.html)).toEqual(slugs);
      expect(bodyText(index.html)).toContain('Showing 13 services');
      // The sitemap.
      const listed = await sitemapUrls(system.shellUrl);
      for (const service of added) expect(listed).toContain(`${SITE_URL}/services/${service.slug}`);
      // The pages themselves.
      for (const service of added) {
        const servicePage = await fetchRaw(`${system.shellUrl}/services/${service.slug}`);
        expect(servicePage.status).toBe(200);
        expect(h1(servicePage.html)).toEqual([`${service.title} in St. Louis`]);
      }
      // A city page still renders, and every link it makes into the services section resolves.
      const city = await fetchRaw(`${system.shellUrl}/locksmith-clayton-mo`);
      expect(city.status).toBe(200);
      const cityLinks = [...new Set(hrefs(city.html).filter((href) => href.startsWith('/services/')))];
      expect(cityLinks.length).toBeGreaterThan(5);
      for (const link of cityLinks) expect((await fetchRaw(`${system.shellUrl}${link}`)).status, link).toBe(200);

      // Nothing else moved: the other remotes, the shell process, the repository.
      const after = await system.remoteStatus();
      for (const other of ['mfe_cities', 'mfe_forms', 'mfe_reviews'] as const) {
        expect(after[other].version).toBe(before[other].version);
      }
      expect((await system.shellHealth()).pid).toBe(shellPid);
      expect(await workingTree()).toBe(tree);

      // In the browser, the header menu offers the new page and leads to it.
      await page.goto('/');
      await waitForPageScript(page);
      await page.getByRole('button', { name: 'Services' }).click();
      await page.locator('#services-menu').getByRole('link', { name: 'Mailbox Lock Replacement' }).click();
      await expect(page).toHaveURL(/\/services\/mailbox-lock-replacement$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox Lock Replacement in St. Louis');
      expect(consoleErrors.errors()).toEqual([]);
    } finally {
      await system.remoteDeploy('mfe_services', ['--rollback', before.mfe_services.version ?? '']);
      await system.waitForServedVersion('mfe_services', before.mfe_services.version ?? '');
    }
  });

  test('a services version that drops a page a city page links to is refused; the live one keeps serving', async ({
    system,
  }) => {
    test.setTimeout(300_000);
    const live = await system.pointerVersion('mfe_services');
    const copy = await copyRemote('mfe-services', path.join(system.runDir, 'services-team-drop'));
    await editFile(path.join(copy, 'src/content/services.ts'), '  ignitionRepair,\n', '');
    // The team's deploy: its preview is checked as a deployment and refused, so nothing goes live.
    const deploy = await system.remoteDeployRun('mfe_services', [], { cwd: copy });
    expect(deploy.code).toBe(1);
    expect(deploy.stderr).toMatch(
      /cannot be previewed.*\/locksmith-[a-z-]+ \(mfe_cities\) links to \/services\/ignition-repair, which this version no longer serves/,
    );
    expect(await system.pointerVersion('mfe_services')).toBe(live);
    // Forced past the browser check, the shell's own check refuses it the same way.
    await system.remoteDeploy('mfe_services', ['--no-build', '--no-browser-check'], { cwd: copy });
    const dropped = await system.pointerVersion('mfe_services');
    try {
      const status = await system.waitForRefusal('mfe_services', dropped);
      expect(status.version).toBe(live);
      expect(status.refused?.reason).toMatch(
        /\/locksmith-[a-z-]+ \(mfe_cities\) links to \/services\/ignition-repair, which this version no longer serves/,
      );
      expect((await fetchRaw(`${system.shellUrl}/services/ignition-repair`)).status).toBe(200);
    } finally {
      await system.remoteDeploy('mfe_services', ['--rollback', live]);
    }
  });
});
