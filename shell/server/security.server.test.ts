import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_TEXT } from '../src/navigation/speculation';
import { EARLY_SCRIPT, EARLY_SCRIPT_HASH } from './early-script.server';
import { contentSecurityPolicy, SPECULATION_RULES_HASH } from './security.server';

const remotes = {
  mfe_services: 'https://services.example.com',
  mfe_cities: 'https://cities.example.com/base',
  mfe_forms: 'https://forms.example.com',
  mfe_reviews: 'https://services.example.com',
};

describe('Content-Security-Policy', () => {
  it('allows scripts only from the site, the early script by its hash, speculation rules and the remotes, never eval', () => {
    const csp = contentSecurityPolicy({ remotes, reviewsWidget: null });
    const script = csp.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(script).toBe(
      `script-src 'self' ${EARLY_SCRIPT_HASH} ${SPECULATION_RULES_HASH} https://services.example.com https://cities.example.com https://forms.example.com`,
    );
    const source = /^<script>(.*)<\/script>$/s.exec(EARLY_SCRIPT)?.[1] ?? '';
    expect(EARLY_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(SPECULATION_RULES_HASH).toBe(
      `'sha256-${createHash('sha256').update(SPECULATION_RULES_TEXT).digest('base64')}'`,
    );
    expect(script).not.toContain('unsafe-inline');
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
