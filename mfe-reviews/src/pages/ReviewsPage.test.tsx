import { business } from '@site-kit/brand';
import { describe, expect, it } from 'vitest';
import { ratingLabel } from '../components/StarRating';
import { reviewPlatforms } from '../content/platforms';
import { formatReviewDate, testimonials } from '../content/testimonials';
import { renderHtml, testHost, widgetConfig } from '../test/render';
import ReviewsPage from './ReviewsPage';

const render = (config: typeof widgetConfig | null) => renderHtml(<ReviewsPage host={testHost(config)} />, '/reviews');

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('ReviewsPage', () => {
  const html = render(null);

  it('has exactly one h1', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('renders all six testimonials with name, text, platform, date and an accessible star rating', () => {
    expect(html.match(/<figure/g)).toHaveLength(6);
    const text = decode(html);
    for (const testimonial of testimonials) {
      expect(text).toContain(testimonial.name);
      expect(text).toContain(testimonial.text);
      expect(text).toContain(`<time dateTime="${testimonial.date}">${formatReviewDate(testimonial.date)}</time>`);
    }
    const labels = [...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(labels).toEqual(testimonials.map((testimonial) => ratingLabel(testimonial.rating)));
    expect(html.match(/Verified customer/g)).toHaveLength(testimonials.filter((t) => t.verified).length);
  });

  it('links to every review platform and offers a call and a quote', () => {
    for (const platform of reviewPlatforms) expect(html).toContain(`href="${platform.url}"`);
    expect(html).toContain(`href="${business.phone.href}"`);
    expect(html).toContain(business.phone.display);
    expect(html).toContain('href="/#quote"');
  });

  it('places the widget island (page placement) only when a widget is configured', () => {
    expect(html).not.toContain('data-island');
    const withWidget = render(widgetConfig);
    expect(withWidget).toContain('data-island="reviews/ReviewsWidget"');
    expect(decode(withWidget)).toContain('data-props="{"placement":"page"}"');
  });
});
