import { createHash } from 'node:crypto';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_TEXT } from '../src/navigation/speculation';
import type { ShellConfig } from './config.server';
import { EARLY_SCRIPT, EARLY_SCRIPT_HASH } from './early-script.server';
import { SPECULATION_RULES_HASH, securityHeaders } from './security.server';
import { tagManagerMarkup } from './tag-manager.server';

const remotes = {
  mfe_services: 'https://services.example.com',
  mfe_cities: 'https://cities.example.com/base',
  mfe_forms: 'https://forms.example.com',
  mfe_reviews: 'https://services.example.com',
};

/** The policy as a browser gets it: the header the shell's security middleware sets. */
async function policy(
  config: Pick<ShellConfig, 'remotes' | 'reviewsWidget'> & Partial<Pick<ShellConfig, 'tagManagerId'>>,
): Promise<Record<string, string[]>> {
  const app = express().use(securityHeaders(config as ShellConfig));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    const header = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      header.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
  } finally {
    server.close();
  }
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
