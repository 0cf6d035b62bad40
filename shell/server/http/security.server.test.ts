import { createHash } from 'node:crypto';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_TEXT } from '../../src/navigation/speculation';
import type { ShellConfig } from '../config.server';
import { EARLY_SCRIPT, EARLY_SCRIPT_HASH } from '../render/early-script.server';
import { tagManagerMarkup } from '../render/tag-manager.server';
import { SPECULATION_RULES_HASH, securityHeaders } from './security.server';

const remotes = {
  mfe_services: 'https://services.example.com',
  mfe_cities: 'https://cities.example.com/base',
  mfe_forms: 'https://forms.example.com',
  mfe_reviews: 'https://services.example.com',
};

/** Every header the shell's security middleware sets, as a browser gets them. */
async function headersOf(
  config: Pick<ShellConfig, 'remotes' | 'reviewsWidget'> & Partial<Pick<ShellConfig, 'tagManagerId'>>,
): Promise<Headers> {
  const app = express().use(securityHeaders(config as ShellConfig));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    server.close();
  }
}

/** The policy as a browser gets it: the header the shell's security middleware sets. */
async function policy(
  config: Pick<ShellConfig, 'remotes' | 'reviewsWidget'> & Partial<Pick<ShellConfig, 'tagManagerId'>>,
): Promise<Record<string, string[]>> {
  const header = (await headersOf(config)).get('content-security-policy') ?? '';
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('allows scripts only from the site, the early script by its hash, speculation rules and the remotes, never eval', async () => {
    const csp = await policy({ remotes, reviewsWidget: null });
    expect(csp['script-src']).toEqual([
      "'self'",
      EARLY_SCRIPT_HASH,
      SPECULATION_RULES_HASH,
      'https://services.example.com',
      'https://cities.example.com',
      'https://forms.example.com',
    ]);
    const source = /^<script>(.*)<\/script>$/s.exec(EARLY_SCRIPT)?.[1] ?? '';
    expect(EARLY_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(SPECULATION_RULES_HASH).toBe(
      `'sha256-${createHash('sha256').update(SPECULATION_RULES_TEXT).digest('base64')}'`,
    );
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Only the directives the site lists: helmet's defaults are not mixed in.
    expect(Object.keys(csp)).not.toContain('upgrade-insecure-requests');
    expect(Object.keys(csp)).not.toContain('script-src-attr');
  });

  it('lists the remotes for scripts and stylesheets only, the two things their origins serve', async () => {
    const csp = await policy({ remotes, reviewsWidget: null });
    const listing = Object.entries(csp)
      .filter(([, sources]) => sources.some((source) => source.endsWith('.example.com')))
      .map(([directive]) => directive);
    expect(listing).toEqual(['script-src', 'style-src']);
    expect(csp['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://services.example.com',
      'https://cities.example.com',
      'https://forms.example.com',
    ]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    // Nothing beyond the site itself: left to default-src, which says the same.
    expect(csp['font-src']).toBeUndefined();
    expect(csp['connect-src']).toBeUndefined();
    expect(csp['default-src']).toEqual(["'self'"]);
    const widget = await policy({ remotes, reviewsWidget: { scriptUrl: 'https://w.example.net/w.js', widgetId: 'a' } });
    expect(widget['font-src']).toEqual(["'self'", 'https://w.example.net']);
    expect(widget['connect-src']).toEqual(["'self'", 'https://w.example.net']);
    // base-uri, form-action and frame-ancestors do not fall back to default-src: always listed.
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('adds the reviews widget origin only when one is configured', async () => {
    const without = await policy({ remotes, reviewsWidget: null });
    const withWidget = await policy({
      remotes,
      reviewsWidget: { scriptUrl: 'https://widgets.example.net/w.js', widgetId: 'abc' },
    });
    expect(JSON.stringify(without)).not.toContain('widgets.example.net');
    expect(withWidget['script-src']).toContain('https://widgets.example.net');
  });
});

describe('Content-Security-Policy with Google Tag Manager', () => {
  it('opens to the tag manager only when a container is configured, and only as far as it needs', async () => {
    const without = await policy({ remotes, reviewsWidget: null, tagManagerId: null });
    expect(JSON.stringify(without)).not.toContain('googletagmanager');
    const gtm = 'https://www.googletagmanager.com';
    const withGtm = await policy({ remotes, reviewsWidget: null, tagManagerId: 'GTM-AB12CD3' });
    expect(withGtm['script-src']).toEqual([
      "'self'",
      EARLY_SCRIPT_HASH,
      SPECULATION_RULES_HASH,
      tagManagerMarkup('GTM-AB12CD3').hash,
      gtm,
      'https://services.example.com',
      'https://cities.example.com',
      'https://forms.example.com',
    ]);
    expect(withGtm['img-src']).toContain(gtm);
    expect(withGtm['connect-src']).toContain(gtm);
    expect(withGtm['frame-src']).toEqual(['https://maps.google.com', 'https://www.google.com', gtm]);
    // Nothing else moved: the rest of the policy is the policy without it.
    for (const directive of [
      'default-src',
      'style-src',
      'font-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ])
      expect(withGtm[directive], directive).toEqual(without[directive]);
    expect(JSON.stringify(withGtm)).not.toMatch(/unsafe-eval|'unsafe-inline'.*script/);
  });
});

describe('the other security headers', () => {
  it('send what browsers act on, and none of the headers only long-gone browsers read', async () => {
    // Framing is refused by the policy's frame-ancestors 'none' (the first describe block).
    const headers = await headersOf({ remotes, reviewsWidget: null });
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('origin-agent-cluster')).toBe('?1');
    for (const legacy of [
      'x-frame-options',
      'x-xss-protection',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-dns-prefetch-control',
    ])
      expect(headers.get(legacy), legacy).toBeNull();
    // Left out on purpose since decision PF7 (it made Lighthouse bill the page's own parse as blocking time).
    expect(headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
