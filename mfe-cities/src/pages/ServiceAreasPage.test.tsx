import { business, claims } from '@site-kit/brand';
import { hrefsOf, renderAt, textOf } from '@site-kit/brand/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cities, cityPath, counties, listedCities, otherCities } from '../places/directory';
import ServiceAreasPage from './ServiceAreasPage';

const view = () => {
  const container = renderAt(<ServiceAreasPage />, '/service-areas');
  return { container, text: textOf(container) };
};

describe('ServiceAreasPage', () => {
  it('has one h1', () => {
    view();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the 20 listed cities as cards with name, description and link', () => {
    const { container } = view();
    const cards = [...container.querySelectorAll<HTMLElement>('li.card')];
    expect(cards).toHaveLength(20);
    cards.forEach((card, index) => {
      const city = listedCities[index];
      expect(textOf(card)).toContain(city?.cityName);
      expect(textOf(card)).toContain(city?.summary);
      expect(
        within(card)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([cityPath(city?.slug ?? 'clayton-mo')]);
    });
  });

  it('lists the six Missouri and six Illinois counties', () => {
    const { text } = view();
    for (const county of counties) expect(text).toContain(county.name);
    expect(text).toMatch(/Missouri.*City of St\. Louis.*Illinois.*St\. Clair County/);
  });

  it('links every other city page and names the towns without one', () => {
    const { container, text } = view();
    const hrefs = hrefsOf(container);
    for (const city of cities) expect(hrefs).toContain(cityPath(city.slug));
    for (const town of otherCities) expect(text).toContain(`${town.name}, ${town.stateAbbr}`);
  });

  it('states the claims from site-kit and offers a call and a map', () => {
    const { container, text } = view();
    expect(text).toContain(`${claims.citiesServed}+ cities within ${claims.serviceRadiusMiles} miles`);
    const calls = screen.getAllByRole('link', { name: `Call ${business.phone.display}` });
    expect(calls.map((link) => [link.getAttribute('href'), link.dataset.placement])).toEqual([
      [business.phone.href, 'areas-hero'],
      [business.phone.href, 'areas-cta'],
    ]);
    expect(container.querySelector('iframe')).toBeNull();
    screen.getByRole('link', { name: 'Show map of St. Louis, MO' });
  });
});
