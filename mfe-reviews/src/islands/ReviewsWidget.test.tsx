import { serverRender, testHost, testReviewsWidget } from '@site-kit/brand/testing';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadingMessages } from '../widget/messages';
import ReviewsSummary from './ReviewsSummary';
import ReviewsWidget from './ReviewsWidget';

describe('ReviewsWidget on the server', () => {
  for (const placement of ['home', 'footer', 'page'] as const) {
    it(`${placement}: renders its loading placeholder and an empty mount, and no script`, () => {
      const html = serverRender(
        <ReviewsWidget placement={placement} host={testHost({ reviewsWidget: testReviewsWidget })} />,
      );
      within(html).getByText(loadingMessages[placement]);
      expect(html.querySelectorAll('[data-reviews-widget-state="loading"]')).toHaveLength(1);
      const mount = html.querySelector('[data-reviews-widget-mount="w-123"]');
      expect(mount?.tagName).toBe('DIV');
      expect(mount?.childNodes).toHaveLength(0);
      expect(html.querySelector('script')).toBeNull();
      expect(html.innerHTML).not.toContain(testReviewsWidget.scriptUrl);
    });
  }

  it('uses the spec wording for the home and footer placeholders', () => {
    expect(loadingMessages.home).toBe('Loading verified customer reviews...');
    expect(loadingMessages.footer).toBe('Loading customer reviews...');
  });

  describe('without a configured widget', () => {
    const render = (placement: 'home' | 'footer' | 'page') =>
      serverRender(<ReviewsWidget placement={placement} host={testHost()} />);

    it('home: features three of our testimonials and links to the reviews page', () => {
      const html = render('home');
      expect(within(html).getAllByRole('figure')).toHaveLength(3);
      expect(
        within(html)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain('/reviews');
      expect(html.querySelector('[data-reviews-widget-mount]')).toBeNull();
      expect(within(html).queryByText(/Loading/)).toBeNull();
    });

    it('footer: a one-line rating summary with a link to the reviews page', () => {
      const html = render('footer');
      within(html).getByRole('img', { name: '5 out of 5 stars' });
      expect(
        within(html)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain('/reviews');
      expect(within(html).queryByText(/Loading/)).toBeNull();
    });

    it('page: nothing (the page lists every testimonial itself)', () => {
      expect(render('page').childNodes).toHaveLength(0);
    });
  });
});

describe('ReviewsSummary on the server', () => {
  it("is the footer's summary, as ReviewsWidget renders it without a widget", () => {
    const html = serverRender(<ReviewsSummary />);
    within(html).getByRole('img', { name: '5 out of 5 stars' });
    within(html).getByText(/verified five-star reviews/);
    expect(html.innerHTML).toBe(serverRender(<ReviewsWidget placement="footer" host={testHost()} />).innerHTML);
  });
});
