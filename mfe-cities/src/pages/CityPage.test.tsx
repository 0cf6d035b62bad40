import { business, claims } from '@site-kit/brand';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withContent } from '../places/content';
import { cities, cityPath, profileOf } from '../places/directory';
import { nearbySlugs } from '../places/links';
import { serviceCategories, serviceSlugs } from '../places/services';
import { hrefsOf, renderAt, testHost, textOf } from '../test/render';
import CityPage from './CityPage';

const render = (slug: string) => renderAt(<CityPage slug={slug} host={testHost} />, `/locksmith-${slug}`);

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

  it('lists three categories of six services, linking only to the spec service pages', () => {
    const container = render('kirkwood-mo');
    for (const category of serviceCategories) {
      expect(category.items).toHaveLength(6);
      for (const item of category.items) expect(textOf(container)).toContain(item.label);
    }
    const serviceLinks = hrefsOf(container).filter((href) => href.startsWith('/services'));
    expect(new Set(serviceLinks)).toEqual(new Set(serviceSlugs.map((slug) => `/services/${slug}`)));
  });

  it('draws the map as a click-to-load facade: no frame until asked', () => {
    const container = render('belleville-il');
    expect(container.querySelector('iframe')).toBeNull();
    screen.getByRole('button', { name: 'Show map of Belleville, IL' });
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
