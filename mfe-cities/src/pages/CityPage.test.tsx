import { business, claims } from '@site-kit/brand';
import { hrefsOf, renderAt, testHost, textOf } from '@site-kit/brand/testing';
import { pathMatchesPattern, remoteByName } from '@site-kit/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withContent } from '../places/content';
import { cities, cityPath, profileOf } from '../places/directory';
import { nearbySlugs } from '../places/links';
import { cityPageLinks, serviceCategories } from '../places/services';
import { routes } from '../routes';
import CityPage from './CityPage';
import ServiceAreasPage from './ServiceAreasPage';

const render = (slug: string) => renderAt(<CityPage slug={slug} host={testHost()} />, `/locksmith-${slug}`);

describe('CityPage', () => {
  for (const profile of cities) {
    it(`${profile.slug}: one h1, zips, neighborhoods, landmarks, four FAQs and the calls to action`, () => {
      const city = withContent(profile);
      const container = render(city.slug);
      const text = textOf(container);
      const [h1, ...otherH1s] = screen.getAllByRole('heading', { level: 1 });
      expect(otherH1s).toHaveLength(0);
      expect(h1?.textContent).toContain(city.cityName);
      for (const item of [...city.zipCodes, ...city.neighborhoods, ...city.landmarks, city.intro]) {
        expect(text).toContain(item);
      }
      const faq = screen.getByRole('region', { name: `${city.cityName} Locksmith FAQ` });
      expect(faq.querySelectorAll('details')).toHaveLength(4);
      within(faq).getByRole('heading', { level: 3, name: city.localFaq.question });
      const calls = container.querySelectorAll<HTMLAnchorElement>(`a[href="${business.phone.href}"]`);
      expect([...calls].map((link) => link.dataset.placement)).toEqual(['city-hero', 'city-cta']);
      const hrefs = hrefsOf(container);
      expect(hrefs).toContain('/#quote');
      expect(hrefs).toContain('/service-areas');
      for (const slug of nearbySlugs(city.slug)) expect(hrefs).toContain(cityPath(slug));
    });
  }

  it('shows four trust tiles built from the claims', () => {
    const text = textOf(render('clayton-mo'));
    expect(text).toContain(`${claims.responseMinutes}-Minute Response`);
    expect(text).toContain('Licensed, Bonded & Insured');
    expect(text).toContain(`Open ${business.hours.short}`);
    expect(text).toContain(`${claims.verifiedFiveStarReviews}+ Five-Star Reviews`);
  });

  it('lists three categories of six services', () => {
    const container = render('kirkwood-mo');
    for (const category of serviceCategories) {
      expect(category.items).toHaveLength(6);
      for (const item of category.items) expect(textOf(container)).toContain(item.label);
    }
  });

  it('declares every link it makes to another section, so the shell can check each one resolves', () => {
    // The shell refuses a version of any team that would leave a declared link leading nowhere
    // (unresolvedLinks, the shell's version check: shell/server/remotes/version-check/table-rules.ts): a link is safe once its route declares it.
    const section = remoteByName('mfe_cities')!;
    const ours = (path: string) => section.owns.some((pattern) => pathMatchesPattern(pattern, path));
    const crossLinks = (container: HTMLElement) =>
      new Set(
        hrefsOf(container)
          .filter((href) => href.startsWith('/'))
          .map((href) => href.split(/[?#]/)[0] || '/')
          .filter((path) => !ours(path)),
      );
    const table = routes({ siteUrl: testHost().config.siteUrl });
    for (const profile of cities) {
      const route = table.find((entry) => entry.path === cityPath(profile.slug));
      expect(crossLinks(render(profile.slug)), profile.slug).toEqual(new Set(route?.links));
    }
    expect(new Set(table.find((entry) => entry.path === '/service-areas')?.links)).toEqual(
      crossLinks(renderAt(<ServiceAreasPage />, '/service-areas')),
    );
    expect(cityPageLinks).toContain('/services/car-lockout');
  });

  it('draws the map as a click-to-load facade: no frame until asked', () => {
    const container = render('belleville-il');
    expect(container.querySelector('iframe')).toBeNull();
    screen.getByRole('link', { name: 'Show map of Belleville, IL' });
  });

  it('links St. Louis to the downtown page, never to the redirecting path', () => {
    for (const profile of cities) expect(hrefsOf(render(profile.slug))).not.toContain('/locksmith-st-louis-mo');
  });

  it('names a St. Louis neighbourhood with its city', () => {
    expect(textOf(render('central-west-end-st-louis-mo'))).toContain('Locksmith in Central West End, St. Louis, MO');
    expect(profileOf('central-west-end-st-louis-mo').within).toBe('St. Louis');
  });

  it('renders nothing for a slug it does not serve', () => {
    expect(render('nowhere-mo').childNodes).toHaveLength(0);
  });
});
