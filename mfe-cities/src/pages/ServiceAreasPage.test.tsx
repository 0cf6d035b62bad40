import { business, claims } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { cities, cityPath, counties, listedCities, otherCities } from '../places/directory';
import { countOf, hrefsOf, renderHtml, textOf } from '../test/render';
import ServiceAreasPage from './ServiceAreasPage';

const html = renderHtml(<ServiceAreasPage />, '/service-areas');
const text = textOf(html);

describe('ServiceAreasPage', () => {
  it('has one h1', () => {
    expect(countOf(html, /<h1[\s>]/g)).toBe(1);
  });

  it('shows the 20 listed cities as cards with name, description and link', () => {
    const cards = html.match(/<li class="card[^"]*">[\s\S]*?<\/li>/g) ?? [];
    expect(cards).toHaveLength(20);
    cards.forEach((card, index) => {
      const city = listedCities[index];
      expect(textOf(card)).toContain(city?.cityName);
      expect(textOf(card)).toContain(city?.summary);
      expect(hrefsOf(card)).toEqual([cityPath(city?.slug ?? 'clayton-mo')]);
    });
  });

  it('lists the six Missouri and six Illinois counties', () => {
    for (const county of counties) expect(text).toContain(county.name);
    expect(text).toMatch(/Missouri.*City of St\. Louis.*Illinois.*St\. Clair County/);
  });

  it('links every other city page and names the towns without one', () => {
    const hrefs = hrefsOf(html);
    for (const city of cities) expect(hrefs).toContain(cityPath(city.slug));
    for (const town of otherCities) expect(text).toContain(`${town.name}, ${town.stateAbbr}`);
  });

  it('states the claims from site-kit and offers a call and a map', () => {
    expect(text).toContain(`${claims.citiesServed}+ cities within ${claims.serviceRadiusMiles} miles`);
    expect(hrefsOf(html)).toContain(business.phone.href);
    expect(html).not.toContain('<iframe');
    expect(text).toContain('Show map of St. Louis, MO');
  });
});
