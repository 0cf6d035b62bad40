import { business } from '@site-kit/brand';
import { renderAt, testHost, testReviewsWidget } from '@site-kit/brand/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratingLabel } from '../components/StarRating';
import { reviewPlatforms } from '../content/platforms';
import { formatReviewDate, testimonials } from '../content/testimonials';
import ReviewsPage from './ReviewsPage';

const render = (config: typeof testReviewsWidget | null) =>
  renderAt(<ReviewsPage host={testHost({ reviewsWidget: config })} />, '/reviews');
const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('ReviewsPage', () => {
  it('has exactly one h1', () => {
    render(null);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders all six testimonials with name, text, platform, date and an accessible star rating', () => {
    render(null);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(testimonials.length);
    testimonials.forEach((testimonial, index) => {
      const figure = within(figures[index] as HTMLElement);
      figure.getByText(testimonial.name);
      figure.getByText(testimonial.text);
      const date = figure.getByText(formatReviewDate(testimonial.date));
      expect([date.tagName, date.getAttribute('datetime')]).toEqual(['TIME', testimonial.date]);
      figure.getByRole('img', { name: ratingLabel(testimonial.rating) });
      expect(figure.queryAllByText('Verified customer')).toHaveLength(testimonial.verified ? 1 : 0);
    });
  });

  it('links to every review platform and offers a call and a quote', () => {
    render(null);
    for (const platform of reviewPlatforms) expect(hrefs()).toContain(platform.url);
    const calls = screen.getAllByRole('link', { name: `Call ${business.phone.display}` });
    expect(calls.map((link) => [link.getAttribute('href'), link.dataset.placement])).toEqual([
      [business.phone.href, 'reviews-hero'],
      [business.phone.href, 'reviews-end'],
    ]);
    expect(hrefs()).toContain('/#quote');
  });

  it('places the widget island (page placement) only when a widget is configured', () => {
    expect(render(null).querySelector('[data-island]')).toBeNull();
    const island = render(testReviewsWidget).querySelector<HTMLElement>('[data-island]');
    expect(island?.dataset.island).toBe('reviews/ReviewsWidget');
    expect(JSON.parse(island?.dataset.props ?? '')).toEqual({ placement: 'page' });
  });
});
