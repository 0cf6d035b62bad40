import { claims } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { cityPath, listedCities } from '../places/directory';
import { countOf, hrefsOf, renderHtml, textOf } from '../test/render';
import HomeAreas from './HomeAreas';

const html = renderHtml(<HomeAreas />);
const text = textOf(html);

describe('HomeAreas', () => {
  it('is a complete #service-areas section with its own container and h2, and no h1', () => {
    expect(html).toMatch(/^<section id="service-areas" class="section"/);
    expect(html).toContain('class="container"');
    expect(countOf(html, /<h2[\s>]/g)).toBe(1);
    expect(countOf(html, /<h1[\s>]/g)).toBe(0);
  });

  it('links the 20 listed cities', () => {
    const cityLinks = hrefsOf(html).filter((href) => href.startsWith('/locksmith-'));
    expect(cityLinks).toEqual(listedCities.map((city) => cityPath(city.slug)));
    expect(text).toContain(`${listedCities.length} Cities`);
  });

  it('names the extra coverage within the radius', () => {
    expect(text).toContain(`Extra Coverage Within ${claims.serviceRadiusMiles} Miles`);
    expect(text).toContain('Missouri: St. Charles, Jefferson, Franklin and Warren counties');
    expect(text).toContain('Illinois: Madison and Monroe counties');
    expect(text).toContain(`${claims.citiesServed}+ cities`);
  });

  it('has a click-to-load map and a link to every area', () => {
    expect(html).not.toContain('<iframe');
    expect(text).toContain('Show map of St. Louis, MO');
    expect(hrefsOf(html)).toContain('/service-areas');
  });
});
