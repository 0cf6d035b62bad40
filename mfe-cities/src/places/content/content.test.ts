import { business } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { cities } from '../directory';
import { citySlugs } from '../slugs';
import { cityContent, cityPageParams } from '.';

const all = cities.map((city) => ({ city, content: cityContent[city.slug] }));

describe('city page content', () => {
  it('exists for every city page and for nothing else', () => {
    expect(Object.keys(cityContent).sort()).toEqual([...citySlugs].sort());
  });

  it('gives each page every spec parameter', () => {
    for (const { city } of all) {
      const params = cityPageParams(city.slug);
      for (const field of [
        'cityName',
        'stateName',
        'stateAbbr',
        'metaTitle',
        'metaDescription',
        'zipCodes',
        'landmarks',
        'neighborhoods',
        'heroImage',
        'cityImage',
      ]) {
        expect(params, `${city.slug}.${field}`).toHaveProperty(field);
      }
    }
    expect(cityPageParams('locksmith-nowhere')).toBeUndefined();
  });

  it('has its own neighborhoods and landmarks: at least four of each, none shared with another city', () => {
    const owner = new Map<string, string>();
    for (const { city, content } of all) {
      expect(content.neighborhoods.length, city.slug).toBeGreaterThanOrEqual(4);
      expect(content.landmarks.length, city.slug).toBeGreaterThanOrEqual(4);
      for (const name of [...content.neighborhoods, ...content.landmarks]) {
        expect(owner.get(name), `${name} in ${city.slug} and ${owner.get(name)}`).toBeUndefined();
        owner.set(name, city.slug);
      }
    }
  });

  it('writes a different intro, question and meta text for each city, naming the city', () => {
    for (const field of ['intro', 'metaTitle', 'metaDescription', 'approach'] as const) {
      const values = all.map(({ content }) => content[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const questions = all.map(({ content }) => content.localFaq.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const { city, content } of all) {
      for (const text of [content.metaTitle, content.metaDescription, content.intro]) {
        expect(text.toLowerCase(), city.slug).toContain(city.cityName.toLowerCase());
      }
    }
  });

  it('keeps titles and descriptions within what search results show', () => {
    for (const { city, content } of all) {
      expect(`${content.metaTitle} | ${business.shortName}`.length, city.slug).toBeLessThanOrEqual(75);
      expect(content.metaDescription.length, city.slug).toBeGreaterThanOrEqual(110);
      expect(content.metaDescription.length, city.slug).toBeLessThanOrEqual(170);
    }
  });

  it('never spells a phone number: the business line comes from site-kit', () => {
    for (const { city, content } of all) {
      expect(JSON.stringify(content), city.slug).not.toMatch(/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/);
    }
  });

  it('draws two different scenes per city, each described', () => {
    for (const { city, content } of all) {
      expect(content.heroImage.scene, city.slug).not.toBe(content.cityImage.scene);
      expect(content.heroImage.alt.length).toBeGreaterThan(20);
      expect(content.cityImage.alt.length).toBeGreaterThan(20);
    }
  });
});
