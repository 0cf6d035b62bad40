import { describe, expect, it } from 'vitest';
import { routes as routesFor } from './routes';

const routes = routesFor();

describe('routes', () => {
  it('serve /reviews from ./ReviewsPage, in the sitemap', () => {
    expect(routes.map((route) => [route.path, route.module, route.sitemap])).toEqual([
      ['/reviews', './ReviewsPage', true],
    ]);
  });

  it('declare the header link to /reviews, after About', () => {
    expect(routes[0]?.nav).toEqual({ lists: ['primary'], label: 'Reviews', order: 40 });
  });

  it('carry a search-sized title and description', () => {
    const [route] = routes;
    expect(route?.head.title.length).toBeLessThanOrEqual(70);
    expect(route?.head.description.length).toBeGreaterThanOrEqual(120);
    expect(route?.head.description.length).toBeLessThanOrEqual(160);
  });

  it('carry no self-serving review markup (Review, AggregateRating)', () => {
    const json = JSON.stringify(routes.map((route) => route.head.jsonLd));
    expect(json).not.toMatch(/"Review"|"AggregateRating"|reviewRating|aggregateRating/);
  });
});
