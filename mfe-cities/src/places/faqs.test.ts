import { business, claims } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { withContent } from './content';
import { cities, profileOf } from './directory';
import { cityFaqs, distanceText } from './faqs';
import { milesFromBase } from './geo';

describe('city FAQs', () => {
  it('are four per city, answered with that city facts', () => {
    for (const profile of cities) {
      const city = withContent(profile);
      const faqs = cityFaqs(city);
      expect(faqs).toHaveLength(4);
      const text = faqs.map((faq) => `${faq.question} ${faq.answer}`).join(' ');
      for (const zip of city.zipCodes) expect(text, city.slug).toContain(zip);
      expect(text).toContain(city.approach);
      expect(text).toContain(distanceText(milesFromBase(city.geo)));
      expect(text).toContain(`${claims.responseMinutes} minutes`);
      expect(faqs[3]).toEqual(city.localFaq);
    }
  });

  it('differ from city to city', () => {
    const answers = cities.flatMap((profile) => cityFaqs(withContent(profile)).map((faq) => faq.answer));
    expect(new Set(answers).size).toBe(answers.length);
  });

  it('quote the distance from our base', () => {
    expect(distanceText(milesFromBase(business.geo))).toBe('a mile or two');
    const arnold = withContent(profileOf('arnold-mo'));
    expect(cityFaqs(arnold)[0]?.answer).toMatch(/about 1\d miles/);
  });
});
