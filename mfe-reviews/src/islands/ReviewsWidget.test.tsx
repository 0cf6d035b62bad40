import { describe, expect, it } from 'vitest';
import { renderHtml, testHost, widgetConfig } from '../test/render';
import { loadingMessages } from '../widget/messages';
import ReviewsWidget from './ReviewsWidget';

describe('ReviewsWidget on the server', () => {
  for (const placement of ['home', 'footer', 'page'] as const) {
    it(`${placement}: renders its loading placeholder and an empty mount, and no script`, () => {
      const html = renderHtml(<ReviewsWidget placement={placement} host={testHost(widgetConfig)} />);
      expect(html).toContain(loadingMessages[placement]);
      expect(html).toContain('data-reviews-widget-state="loading"');
      expect(html).toMatch(/<div class="[^"]*" data-reviews-widget-mount="w-123"><\/div>/);
      expect(html).not.toContain('<script');
      expect(html).not.toContain(widgetConfig.scriptUrl);
    });
  }

  it('uses the spec wording for the home and footer placeholders', () => {
    expect(loadingMessages.home).toBe('Loading verified customer reviews...');
    expect(loadingMessages.footer).toBe('Loading customer reviews...');
  });

  describe('without a configured widget', () => {
    const render = (placement: 'home' | 'footer' | 'page') =>
      renderHtml(<ReviewsWidget placement={placement} host={testHost(null)} />);

    it('home: features three of our testimonials and links to the reviews page', () => {
      const html = render('home');
      expect(html.match(/<figure/g)).toHaveLength(3);
      expect(html).toContain('href="/reviews"');
      expect(html).not.toContain('data-reviews-widget-mount');
      expect(html).not.toContain('Loading');
    });

    it('footer: a one-line rating summary with a link to the reviews page', () => {
      const html = render('footer');
      expect(html).toContain('aria-label="5 out of 5 stars"');
      expect(html).toContain('href="/reviews"');
      expect(html).not.toContain('Loading');
    });

    it('page: nothing (the page lists every testimonial itself)', () => {
      expect(render('page')).toBe('');
    });
  });
});
