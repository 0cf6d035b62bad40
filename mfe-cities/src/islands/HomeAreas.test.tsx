import { claims } from '@site-kit/brand';
import { hrefsOf, renderAt, textOf } from '@site-kit/brand/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cityPath, listedCities } from '../places/directory';
import HomeAreas from './HomeAreas';

const view = () => {
  const container = renderAt(<HomeAreas />);
  return { container, text: textOf(container) };
};

describe('HomeAreas', () => {
  it('is a complete #service-areas section with its own container and h2, and no h1', () => {
    const { container } = view();
    const section = container.firstElementChild;
    expect(section?.tagName).toBe('SECTION');
    expect(section?.id).toBe('service-areas');
    expect(section?.classList.contains('section')).toBe(true);
    expect(section?.querySelector(':scope > .container')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.queryAllByRole('heading', { level: 1 })).toHaveLength(0);
  });

  it('links the 20 listed cities', () => {
    const { container, text } = view();
    const cityLinks = hrefsOf(container).filter((href) => href.startsWith('/locksmith-'));
    expect(cityLinks).toEqual(listedCities.map((city) => cityPath(city.slug)));
    expect(text).toContain(`${listedCities.length} Cities`);
  });

  it('names the extra coverage within the radius', () => {
    const { text } = view();
    expect(text).toContain(`Extra Coverage Within ${claims.serviceRadiusMiles} Miles`);
    expect(text).toContain('Missouri: St. Charles, Jefferson, Franklin and Warren counties');
    expect(text).toContain('Illinois: Madison and Monroe counties');
    expect(text).toContain(`${claims.citiesServed}+ cities`);
  });

  it('has a click-to-load map and a link to every area', () => {
    const { container } = view();
    expect(container.querySelector('iframe')).toBeNull();
    screen.getByRole('link', { name: 'Show map of St. Louis, MO' });
    expect(
      within(container)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('/service-areas');
  });
});
