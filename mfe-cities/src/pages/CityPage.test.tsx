import { business, claims } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { withContent } from '../places/content';
import { cities, cityPath, profileOf } from '../places/directory';
import { nearbySlugs } from '../places/links';
import { serviceCategories, serviceSlugs } from '../places/services';
import { countOf, hrefsOf, renderHtml, testHost, textOf } from '../test/render';
import CityPage from './CityPage';

const render = (slug: string) => renderHtml(<CityPage slug={slug} host={testHost} />, `/locksmith-${slug}`);

describe('CityPage', () => {
  for (const profile of cities) {
    it(`${profile.slug}: one h1, zips, neighborhoods, landmarks, four FAQs and the calls to action`, () => {
      const city = withContent(profile);
      const html = render(city.slug);
      const text = textOf(html);
      expect(countOf(html, /<h1[\s>]/g)).toBe(1);
      expect(textOf(html.match(/<h1[\s\S]*?<\/h1>/)?.[0] ?? '')).toContain(city.cityName);
      for (const item of [...city.zipCodes, ...city.neighborhoods, ...city.landmarks, city.intro]) {
        expect(text).toContain(item);
      }
      expect(countOf(html, /<details/g)).toBe(4);
      expect(text).toContain(city.localFaq.question);
      const hrefs = hrefsOf(html);
      expect(hrefs.filter((href) => href === business.phone.href).length).toBeGreaterThanOrEqual(2);
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
    const html = render('kirkwood-mo');
    for (const category of serviceCategories) {
      expect(category.items).toHaveLength(6);
      for (const item of category.items) expect(textOf(html)).toContain(item.label);
    }
    const serviceLinks = hrefsOf(html).filter((href) => href.startsWith('/services'));
    expect(new Set(serviceLinks)).toEqual(new Set(serviceSlugs.map((slug) => `/services/${slug}`)));
  });

  it('draws the map as a click-to-load facade: no frame in the HTML', () => {
    const html = render('belleville-il');
    expect(html).not.toContain('<iframe');
    expect(textOf(html)).toContain('Show map of Belleville, IL');
  });

  it('links St. Louis to the downtown page, never to the redirecting path', () => {
    for (const profile of cities) expect(hrefsOf(render(profile.slug))).not.toContain('/locksmith-st-louis-mo');
  });

  it('names a St. Louis neighbourhood with its city', () => {
    const html = render('central-west-end-st-louis-mo');
    expect(textOf(html)).toContain('Locksmith in Central West End, St. Louis, MO');
    expect(profileOf('central-west-end-st-louis-mo').within).toBe('St. Louis');
  });

  it('renders nothing for a slug it does not serve', () => {
    expect(render('nowhere-mo')).toBe('');
  });
});
