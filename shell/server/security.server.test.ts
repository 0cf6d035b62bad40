import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.server';

const remotes = {
  mfe_services: 'https://services.example.com',
  mfe_cities: 'https://cities.example.com/base',
  mfe_forms: 'https://forms.example.com',
  mfe_reviews: 'https://services.example.com',
};

describe('Content-Security-Policy', () => {
  it('allows scripts only from the site and the remotes, never inline or eval', () => {
    const csp = contentSecurityPolicy({ remotes, reviewsWidget: null });
    const script = csp.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(script).toBe(
      "script-src 'self' https://services.example.com https://cities.example.com https://forms.example.com",
    );
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('adds the reviews widget origin only when one is configured', () => {
    const without = contentSecurityPolicy({ remotes, reviewsWidget: null });
    const withWidget = contentSecurityPolicy({
      remotes,
      reviewsWidget: { scriptUrl: 'https://widgets.example.net/w.js', widgetId: 'abc' },
    });
    expect(without).not.toContain('widgets.example.net');
    expect(withWidget).toContain('script-src');
    expect(withWidget.split('; ').find((part) => part.startsWith('script-src'))).toContain(
      'https://widgets.example.net',
    );
  });
});
