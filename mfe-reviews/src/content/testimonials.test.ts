import { business } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { reviewPlatforms } from './platforms';
import { formatReviewDate, MAX_STARS, testimonials } from './testimonials';

describe('testimonials', () => {
  it('are six complete reviews with distinct names', () => {
    expect(testimonials).toHaveLength(6);
    expect(new Set(testimonials.map((testimonial) => testimonial.name)).size).toBe(6);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(MAX_STARS);
      expect(testimonial.text.length).toBeGreaterThan(80);
      expect(testimonial.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(testimonial.date))).toBe(false);
      expect(reviewPlatforms.map((platform) => platform.id)).toContain(testimonial.platform);
    }
  });

  it('never spell the phone number or a claim figure (those come from site-kit)', () => {
    for (const testimonial of testimonials) {
      expect(testimonial.text).not.toMatch(/\d/);
      expect(testimonial.text).not.toContain(business.phone.display);
    }
  });
});

describe('reviewPlatforms', () => {
  it('links every platform in business.reviewPlatforms, Google, Yelp, Facebook in that order', () => {
    expect(reviewPlatforms.map((platform) => platform.name)).toEqual(['Google', 'Yelp', 'Facebook']);
    expect(Object.fromEntries(reviewPlatforms.map((platform) => [platform.id, platform.url]))).toEqual(
      business.reviewPlatforms,
    );
  });
});

describe('formatReviewDate', () => {
  it('writes the month in words without locale data', () => {
    expect(formatReviewDate('2025-03-14')).toBe('March 14, 2025');
    expect(formatReviewDate('2024-12-09')).toBe('December 9, 2024');
  });

  it('rejects what is not an ISO date', () => {
    expect(() => formatReviewDate('14/03/2025')).toThrow(/not an ISO date/);
    expect(() => formatReviewDate('2025-13-01')).toThrow(/not an ISO date/);
  });
});
