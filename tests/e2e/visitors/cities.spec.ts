/**
 * The cities remote on the running site: 29 server-rendered city pages with their zip codes and
 * structured data, /service-areas, the home #service-areas section, the frame lists it feeds, and
 * a crawl proving no link anywhere on the site leads to a city path that does not resolve.
 */
import path from 'node:path';
import { business, claims } from '@site-kit/brand';
import { pathMatchesPattern, remoteByName } from '@site-kit/contract';
import { expect, test, waitForPageScript } from '../../fixtures';
import { waitFor } from '../../harness/processes';
import { repoRoot, SITE_URL } from '../../harness/system';
import { bodyText, fetchRaw, h1, hrefs, jsonLd, metaContent, sitemapUrls, titles } from '../../helpers/html';
import { buildVariant } from '../../helpers/variant';

/** The spec's 20 listed cities and their zip codes, then the nine pages the original only linked. */
const cityPages: readonly { slug: string; heading: RegExp; zips: readonly string[] }[] = [
  { slug: 'maplewood-mo', heading: /Maplewood, MO/, zips: ['63143'] },
  { slug: 'downtown-st-louis-mo', heading: /Downtown St\. Louis, MO/, zips: ['63101', '63102', '63103', '63108'] },
  { slug: 'central-west-end-st-louis-mo', heading: /Central West End, St\. Louis, MO/, zips: ['63108', '63112'] },
  { slug: 'clayton-mo', heading: /Clayton, MO/, zips: ['63105', '63124', '63130'] },
  { slug: 'brentwood-mo', heading: /Brentwood, MO/, zips: ['63144'] },
  { slug: 'richmond-heights-mo', heading: /Richmond Heights, MO/, zips: ['63117'] },
  { slug: 'university-city-mo', heading: /University City, MO/, zips: ['63130', '63132'] },
  { slug: 'ladue-mo', heading: /Ladue, MO/, zips: ['63124', '63141'] },
  { slug: 'webster-groves-mo', heading: /Webster Groves, MO/, zips: ['63119'] },
  { slug: 'kirkwood-mo', heading: /Kirkwood, MO/, zips: ['63122'] },
  { slug: 'chesterfield-mo', heading: /Chesterfield, MO/, zips: ['63005', '63017', '63141'] },
  { slug: 'ballwin-mo', heading: /Ballwin, MO/, zips: ['63011', '63021'] },
  { slug: 'creve-coeur-mo', heading: /Creve Coeur, MO/, zips: ['63141', '63146'] },
  { slug: 'maryland-heights-mo', heading: /Maryland Heights, MO/, zips: ['63043', '63146'] },
  { slug: 'florissant-mo', heading: /Florissant, MO/, zips: ['63031', '63032', '63033', '63034'] },
  { slug: 'hazelwood-mo', heading: /Hazelwood, MO/, zips: ['63042'] },
  { slug: 'affton-mo', heading: /Affton, MO/, zips: ['63123'] },
  { slug: 'arnold-mo', heading: /Arnold, MO/, zips: ['63010'] },
  { slug: 'shrewsbury-mo', heading: /Shrewsbury, MO/, zips: ['63119'] },
  { slug: 'belleville-il', heading: /Belleville, IL/, zips: ['62220', '62221', '62223', '62226'] },
  { slug: 'st-charles-mo', heading: /St\. Charles, MO/, zips: ['63301', '63303', '63304'] },
  { slug: 'st-peters-mo', heading: /St\. Peters, MO/, zips: ['63376'] },
  { slug: 'ofallon-mo', heading: /O'Fallon, MO/, zips: ['63366', '63368'] },
  { slug: 'ofallon-il', heading: /O'Fallon, IL/, zips: ['62269'] },
  { slug: 'fairview-heights-il', heading: /Fairview Heights, IL/, zips: ['62208'] },
  { slug: 'collinsville-il', heading: /Collinsville, IL/, zips: ['62234'] },
  { slug: 'granite-city-il', heading: /Granite City, IL/, zips: ['62040'] },
  { slug: 'ferguson-mo', heading: /Ferguson, MO/, zips: ['63135'] },
  { slug: 'st-ann-mo', heading: /St\. Ann, MO/, zips: ['63074'] },
];
const listedSlugs = cityPages.slice(0, 20).map((city) => city.slug);

type JsonRecord = { [key: string]: unknown };
const ofType = (records: JsonRecord[], type: string) => records.filter((record) => record['@type'] === type);

/** Map providers are stubbed: the test machine has no network, and the point is when the request happens. */
const isThirdParty = (url: URL) => !['127.0.0.1', 'localhost', ''].includes(url.hostname);

test.describe('city pages (server-rendered)', () => {
  for (const city of cityPages) {
    test(`/locksmith-${city.slug} renders its heading, zip codes and valid JSON-LD`, async ({ system }) => {
      const path = `/locksmith-${city.slug}`;
      const page = await fetchRaw(`${system.shellUrl}${path}`);
      expect(page.status).toBe(200);
      const headings = h1(page.html);
      expect(headings).toHaveLength(1);
      expect(headings[0]).toMatch(city.heading);
      const text = bodyText(page.html);
      for (const zip of city.zips) expect(text).toContain(zip);
      expect(hrefs(page.html)).toContain(business.phone.href);
      expect(hrefs(page.html)).toContain('/#quote');

      const records = jsonLd(page.html);
      const url = `https://${business.domain}${path}`;
      const [locksmith = {}] = ofType(records, 'Locksmith');
      expect(locksmith).toMatchObject({
        '@context': 'https://schema.org',
        url,
        name: business.name,
        telephone: business.phone.e164,
        email: business.email,
        priceRange: '$$',
        address: { '@type': 'PostalAddress', addressLocality: 'St. Louis', addressRegion: 'MO' },
        geo: { '@type': 'GeoCoordinates' },
        openingHoursSpecification: [{ opens: '00:00', closes: '23:59' }],
        hasOfferCatalog: { '@type': 'OfferCatalog' },
      });
      expect((locksmith.openingHoursSpecification as JsonRecord[])[0]?.dayOfWeek).toHaveLength(7);
      expect((locksmith.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(4);
      const areas = locksmith.areaServed as JsonRecord[];
      expect(areas.find((area) => area['@type'] === 'GeoCircle')).toMatchObject({
        geoRadius: claims.serviceRadiusMeters,
      });
      const [webPage = {}] = ofType(records, 'WebPage');
      expect(webPage).toMatchObject({ url, datePublished: '2025-01-01' });
      const crumbs = (webPage.breadcrumb as { itemListElement: JsonRecord[] }).itemListElement;
      expect(crumbs.map((crumb) => crumb.name).slice(0, 2)).toEqual(['Home', 'Service Areas']);
      expect(headings[0]).toContain(crumbs[2]?.name);
      expect(crumbs.at(-1)?.item).toBe(url);
      // The page brings its breadcrumb, so the shell adds none; it still adds the Organization.
      expect(ofType(records, 'BreadcrumbList')).toHaveLength(0);
      expect(ofType(records, 'Organization')).toHaveLength(1);
    });
  }

  test('every city page hydrates without a browser error', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    for (const city of cityPages) {
      await page.goto(`/locksmith-${city.slug}`);
      await waitForPageScript(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(city.heading);
    }
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('every city page has its own title and description', async ({ system }) => {
    const heads = await Promise.all(
      cityPages.map(async (city) => {
        const { html } = await fetchRaw(`${system.shellUrl}/locksmith-${city.slug}`);
        return { title: titles(html)[0], description: metaContent(html, 'description')[0] };
      }),
    );
    expect(new Set(heads.map((head) => head.title)).size).toBe(cityPages.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(cityPages.length);
  });

  test('/locksmith-st-louis-mo stays the platform 301 to the downtown page', async ({ system }) => {
    const page = await fetchRaw(`${system.shellUrl}/locksmith-st-louis-mo`);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/locksmith-downtown-st-louis-mo');
  });

  test('the sitemap lists every city page and /service-areas', async ({ system }) => {
    const listed = await sitemapUrls(system.shellUrl);
    for (const city of cityPages) expect(listed).toContain(`${SITE_URL}/locksmith-${city.slug}`);
    expect(listed).toContain(`${SITE_URL}/service-areas`);
  });
});

test.describe('/service-areas', () => {
  test('shows the 20 listed city cards, each linking to a page that renders', async ({ page, system }) => {
    await page.goto('/service-areas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locksmith Service Areas');
    const cards = page.getByRole('list', { name: /20 Cities We Serve/ }).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    const links = await cards.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(listedSlugs.map((slug) => `/locksmith-${slug}`));
    for (const href of links) expect((await fetchRaw(`${system.shellUrl}${href}`)).status).toBe(200);
  });

  test('lists six Missouri and six Illinois counties and the other cities served', async ({ system }) => {
    const { html } = await fetchRaw(`${system.shellUrl}/service-areas`);
    const text = bodyText(html);
    for (const county of ['City of St. Louis', 'St. Louis County', 'St. Charles County', 'Jefferson County']) {
      expect(text).toContain(county);
    }
    for (const county of ['St. Clair County', 'Madison County', 'Monroe County', 'Clinton County']) {
      expect(text).toContain(county);
    }
    expect(text).toContain(`${claims.citiesServed}+ cities within ${claims.serviceRadiusMiles} miles`);
    for (const city of cityPages) expect(hrefs(html)).toContain(`/locksmith-${city.slug}`);
  });

  test('a card opens the city page as a document: its heading, its head, its JSON-LD', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/service-areas');
    await waitForPageScript(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole('link', { name: 'Locksmith in Kirkwood' }).click();
    await expect(page).toHaveURL(/\/locksmith-kirkwood-mo$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kirkwood, MO');
    await expect(page).toHaveTitle(/Kirkwood, MO Locksmith/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('script[type="application/ld+json"]')].some((script) =>
            (script.textContent ?? '').includes('"Locksmith"'),
          ),
        ),
      )
      .toBe(true);
    expect(documents).toEqual(['/locksmith-kirkwood-mo']);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('home #service-areas', () => {
  test('lists the 20 cities and the extra counties within the radius', async ({ system }) => {
    const { html } = await fetchRaw(`${system.shellUrl}/`);
    const start = html.indexOf('<section id="service-areas" class="section"');
    expect(start).toBeGreaterThan(-1);
    const section = html.slice(start, html.indexOf('</section>', start));
    const cityLinks = hrefs(section).filter((href) => href.startsWith('/locksmith-'));
    expect(cityLinks).toEqual(listedSlugs.map((slug) => `/locksmith-${slug}`));
    const text = bodyText(`<body>${section}`);
    expect(text).toContain(`Extra Coverage Within ${claims.serviceRadiusMiles} Miles`);
    expect(text).toContain('Missouri: St. Charles, Jefferson, Franklin and Warren counties');
    expect(text).toContain('Illinois: Madison and Monroe counties');
  });

  test('the map loads only when asked: no third-party request before the click', async ({ page, consoleErrors }) => {
    const thirdParty: string[] = [];
    await page.route(isThirdParty, (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' });
    });
    await page.goto('/#service-areas');
    await waitForPageScript(page);
    const section = page.locator('#service-areas');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('iframe')).toHaveCount(0);
    const mapRequestsBefore = thirdParty.filter((url) => url.includes('map'));
    expect(mapRequestsBefore).toEqual([]);
    await section.getByRole('link', { name: 'Show map of St. Louis, MO' }).click();
    await expect(section.locator('iframe[title="Map of St. Louis, MO"]')).toHaveCount(1);
    await expect.poll(() => thirdParty.filter((url) => url.includes('map')).length).toBeGreaterThan(0);
    expect(consoleErrors.errors()).toEqual([]);
  });

  test('a city page makes no third-party request until its map is clicked', async ({ page, consoleErrors }) => {
    const thirdParty: string[] = [];
    await page.route(isThirdParty, (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' });
    });
    await page.goto('/locksmith-belleville-il');
    await waitForPageScript(page);
    await page.getByRole('link', { name: 'Show map of Belleville, IL' }).scrollIntoViewIfNeeded();
    expect(thirdParty).toEqual([]);
    await page.getByRole('link', { name: 'Show map of Belleville, IL' }).click();
    await expect(page.locator('iframe[title="Map of Belleville, IL"]')).toHaveCount(1);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(consoleErrors.errors()).toEqual([]);
  });
});

test.describe('frame lists from the cities table', () => {
  test('the Organization areaServed names nine Missouri and Illinois cities, all linked on every page', async ({
    system,
  }) => {
    const { html } = await fetchRaw(`${system.shellUrl}/`);
    const [organization = {}] = ofType(jsonLd(html), 'Organization');
    const names = (organization.areaServed as JsonRecord[]).map((area) => area.name);
    expect(names).toEqual([
      'St. Louis',
      'Chesterfield',
      'Clayton',
      'Kirkwood',
      'Webster Groves',
      'St. Charles',
      'Florissant',
      'Belleville',
      'Collinsville',
    ]);
  });

  test("the mobile menu summarises the spec's eight areas, St. Louis pointing at the downtown page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForPageScript(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    const expected = [
      ['St. Louis', '/locksmith-downtown-st-louis-mo'],
      ['Chesterfield', '/locksmith-chesterfield-mo'],
      ['Clayton', '/locksmith-clayton-mo'],
      ['St. Charles', '/locksmith-st-charles-mo'],
      ['Florissant', '/locksmith-florissant-mo'],
      ['Belleville', '/locksmith-belleville-il'],
      ['Maryland Heights', '/locksmith-maryland-heights-mo'],
      ["O'Fallon", '/locksmith-ofallon-mo'],
    ];
    const areaLinks = await dialog
      .locator('a[href^="/locksmith-"]')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(areaLinks).toEqual(expected);
  });
});

test.describe('links to city pages across the site', () => {
  test('a crawl of every page from / finds no link to a city path that fails', async ({ system }) => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const cityLinks = new Map<string, string>();
    while (queue.length) {
      const path = queue.shift() as string;
      const page = await fetchRaw(`${system.shellUrl}${path}`);
      if (page.status !== 200) continue;
      for (const href of hrefs(page.html)) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const target = href.split(/[?#]/)[0] || '/';
        if (target.startsWith('/locksmith-') && !cityLinks.has(target)) cityLinks.set(target, path);
        if (!seen.has(target) && !target.startsWith('/api/') && !/\.\w+$/.test(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    const failures: string[] = [];
    for (const [target, from] of cityLinks) {
      let response = await fetchRaw(`${system.shellUrl}${target}`);
      if (response.status === 301) response = await fetchRaw(`${system.shellUrl}${response.headers.get('location')}`);
      if (response.status !== 200) failures.push(`${target} (linked from ${from}) → ${response.status}`);
    }
    expect(failures).toEqual([]);
    for (const city of cityPages) expect([...seen], `crawl reached ${city.slug}`).toContain(`/locksmith-${city.slug}`);
    expect(seen.size).toBeGreaterThan(cityPages.length + 10);
  });
});

test.describe('links from city pages to other sections', () => {
  test('every link a city page (or /service-areas) makes outside the cities section resolves', async ({ system }) => {
    const owns = remoteByName('mfe_cities')?.owns ?? [];
    const ours = (path: string) => owns.some((pattern) => pathMatchesPattern(pattern, path));
    const from = new Map<string, string>();
    for (const page of ['/service-areas', ...cityPages.map((city) => `/locksmith-${city.slug}`)]) {
      const { status, html } = await fetchRaw(`${system.shellUrl}${page}`);
      expect(status, page).toBe(200);
      // The page's own content: the frame's links are the shell's.
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      for (const href of hrefs(main)) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const target = href.split(/[?#]/)[0] || '/';
        if (!ours(target) && !from.has(target)) from.set(target, page);
      }
    }
    expect([...from.keys()].filter((target) => target.startsWith('/services/')).length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const [target, page] of from) {
      const { status } = await fetchRaw(`${system.shellUrl}${target}`);
      if (status !== 200) failures.push(`${target} (linked from ${page}) → ${status}`);
    }
    expect(failures).toEqual([]);
  });
});

test.describe('layout', () => {
  for (const path of ['/locksmith-central-west-end-st-louis-mo', '/service-areas', '/']) {
    test(`${path} has no horizontal scroll at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(path);
      await waitForPageScript(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('city page tap targets are at least 44 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/locksmith-clayton-mo');
    const small = await page.locator('main a, main button, main summary').evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().height > 0)
        .filter((element) => element.getBoundingClientRect().height < 44)
        .map((element) => `${element.tagName} ${element.textContent?.trim()}`),
    );
    expect(small).toEqual([]);
  });
});

test.describe('deployment', () => {
  test('a new cities build changes the home section without touching the shell or other remotes', async ({
    system,
    page,
    consoleErrors,
  }) => {
    const before = await system.remoteStatus();
    const marker = `Cities deployed at ${Date.now()}`;
    const build = await buildVariant({
      packageName: 'mfe-cities',
      expose: './HomeAreas',
      marker,
      workDir: path.join(system.runDir, 'variants'),
    });
    await system.deployRemote('mfe_cities', build);
    try {
      await waitFor(async () => (await fetchRaw(`${system.shellUrl}/`)).html.includes(marker), 'new cities build');
      const after = await system.remoteStatus();
      expect(after.mfe_cities.version).not.toBe(before.mfe_cities.version);
      for (const other of ['mfe_services', 'mfe_forms', 'mfe_reviews'] as const) {
        expect(after[other].version).toBe(before[other].version);
      }
      await page.goto('/');
      await waitForPageScript(page);
      await expect(page.getByTestId('deploy-marker')).toHaveText(marker);
      expect(consoleErrors.errors()).toEqual([]);
    } finally {
      await system.deployRemote('mfe_cities', path.join(repoRoot, 'mfe-cities', 'dist'));
    }
    await waitFor(async () => !(await fetchRaw(`${system.shellUrl}/`)).html.includes(marker), 'original build back');
  });
});
