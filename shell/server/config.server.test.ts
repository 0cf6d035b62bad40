import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@site-kit/server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.server';

describe('shell configuration', () => {
  it('defaults to port 3000, the www origin and the registry ports for remotes', () => {
    const config = loadConfig({}, '/dist');
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe('https://www.gateway247locksmith.com');
    expect(config.bareHost).toBe('gateway247locksmith.com');
    expect(config.remotes.mfe_cities).toBe('http://localhost:3002');
    expect(config.formApiUrl).toBe('http://127.0.0.1:3010');
    expect(config.reviewsWidget).toBeNull();
  });

  it('adds Google Tag Manager only with a valid GTM_CONTAINER_ID', () => {
    expect(loadConfig({}, '/dist').tagManagerId).toBeNull();
    expect(loadConfig({ GTM_CONTAINER_ID: '' }, '/dist').tagManagerId).toBeNull();
    expect(loadConfig({ GTM_CONTAINER_ID: 'GTM-AB12CD3' }, '/dist').tagManagerId).toBe('GTM-AB12CD3');
    for (const value of ['gtm-ab12cd3', 'UA-12345-1', 'GTM-AB1"><script>', 'G-ABC1234'])
      expect(() => loadConfig({ GTM_CONTAINER_ID: value }, '/dist'), value).toThrow(/GTM_CONTAINER_ID/);
  });

  it('reads remote locations from the environment', () => {
    const config = loadConfig({ MFE_CITIES_URL: 'https://cities.example.com/' }, '/dist');
    expect(config.remotes.mfe_cities).toBe('https://cities.example.com');
  });

  it('rejects bad values with a clear error', () => {
    expect(() => loadConfig({ PORT: 'abc' }, '/dist')).toThrow(ConfigError);
    expect(() => loadConfig({ MFE_FORMS_URL: 'not a url' }, '/dist')).toThrow(/MFE_FORMS_URL/);
    // An empty number is an error, never 0 (no page cache, a poll every instant).
    for (const name of ['HTML_CACHE_ENTRIES', 'REMOTE_POLL_MS', 'CLIENT_REPORTS_LOG_PER_MINUTE', 'PORT']) {
      expect(() => loadConfig({ [name]: '' }, '/dist'), name).toThrow(new RegExp(`${name}: must be a whole number`));
    }
  });

  it('reads the body cap form-api reads (one BODY_LIMIT_BYTES for both) and the log level', () => {
    expect(loadConfig({}, '/dist')).toMatchObject({ bodyLimitBytes: 16_384, logLevel: 'info', renderFaultPath: null });
    expect(loadConfig({ BODY_LIMIT_BYTES: '4096', LOG_LEVEL: 'warn' }, '/dist')).toMatchObject({
      bodyLimitBytes: 4096,
      logLevel: 'warn',
    });
    expect(() => loadConfig({ BODY_LIMIT_BYTES: '10' }, '/dist')).toThrow(/BODY_LIMIT_BYTES/);
  });

  it('reads TRUST_PROXY as form-api does: loopback by default, addresses and ranges, never "everyone"', () => {
    expect(loadConfig({}, '/dist').trustProxy.description).toBe('loopback');
    const behindProxy = loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }, '/dist').trustProxy;
    expect(['10.0.0.5', '10.1.2.3', '127.0.0.1'].map(behindProxy.trusts)).toEqual([true, true, false]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, '/dist')).toThrow(/TRUST_PROXY/);
  });

  it('reads the client error reports limits, and refuses a rate of zero', () => {
    expect(loadConfig({}, '/dist').clientReports).toEqual({ perClientPerMinute: 30, logPerMinute: 10 });
    expect(
      loadConfig({ CLIENT_REPORTS_PER_MINUTE: '5', CLIENT_REPORTS_LOG_PER_MINUTE: '0' }, '/dist').clientReports,
    ).toEqual({ perClientPerMinute: 5, logPerMinute: 0 });
    expect(() => loadConfig({ CLIENT_REPORTS_PER_MINUTE: '0' }, '/dist')).toThrow(/CLIENT_REPORTS_PER_MINUTE/);
  });

  it('reads the watch on a new live version: 30 min, 3 failing page loads from 3 networks by default, 0 minutes for none', () => {
    expect(loadConfig({}, '/dist').watch).toEqual({ minutes: 30, pageLoads: 3, networks: 3 });
    expect(loadConfig({ WATCH_MINUTES: '0', WATCH_PAGE_LOADS: '10', WATCH_NETWORKS: '5' }, '/dist').watch).toEqual({
      minutes: 0,
      pageLoads: 10,
      networks: 5,
    });
    expect(() => loadConfig({ WATCH_PAGE_LOADS: '0' }, '/dist')).toThrow(/WATCH_PAGE_LOADS/);
    expect(() => loadConfig({ WATCH_NETWORKS: '0' }, '/dist')).toThrow(/WATCH_NETWORKS/);
    expect(() => loadConfig({ WATCH_MINUTES: 'half an hour' }, '/dist')).toThrow(/WATCH_MINUTES/);
  });

  it('takes a PREVIEW_SECRET and a PAGE_PROOF_SECRET of 32 characters or none; the shared state file', () => {
    expect(loadConfig({}, '/dist')).toMatchObject({
      previewSecret: null,
      pageProofSecret: null,
      htmlCacheEntries: 500,
    });
    expect(loadConfig({}, '/work/shell/dist').statePath).toMatch(/data[/\\]shell-state\.db$/);
    expect(loadConfig({ PREVIEW_SECRET: 'x'.repeat(32) }, '/dist').previewSecret).toBe('x'.repeat(32));
    expect(loadConfig({ PAGE_PROOF_SECRET: 'y'.repeat(32) }, '/dist').pageProofSecret).toBe('y'.repeat(32));
    expect(() => loadConfig({ PREVIEW_SECRET: 'short' }, '/dist')).toThrow(/PREVIEW_SECRET/);
    expect(() => loadConfig({ PAGE_PROOF_SECRET: 'short' }, '/dist')).toThrow(/PAGE_PROOF_SECRET/);
    expect(loadConfig({ SHELL_STATE_PATH: '/var/lib/site/state.db' }, '/dist').statePath).toBe(
      '/var/lib/site/state.db',
    );
  });

  it('refuses the test-only RENDER_FAULT_PATH in production', () => {
    expect(loadConfig({ RENDER_FAULT_PATH: '/fault' }, '/dist').renderFaultPath).toBe('/fault');
    expect(() => loadConfig({ RENDER_FAULT_PATH: '/fault', NODE_ENV: 'production' }, '/dist')).toThrow(
      /RENDER_FAULT_PATH is for tests only/,
    );
  });

  describe('REMOTES_CONFIG', () => {
    const file = (json: unknown) => {
      const name = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-config-')), 'remotes.json');
      writeFileSync(name, JSON.stringify(json));
      return name;
    };

    it('may name some remotes only, by origin or with a pinned version; the URL variables win', () => {
      const config = loadConfig(
        {
          REMOTES_CONFIG: file({
            mfe_cities: 'https://cities.example.com',
            mfe_forms: { url: 'https://forms.example.com', version: '0123456789abcdef' },
            mfe_reviews: { version: 'fedcba9876543210' },
          }),
          MFE_FORMS_URL: 'https://forms.override.example.com',
        },
        '/dist',
      );
      expect(config.remotes.mfe_cities).toBe('https://cities.example.com');
      expect(config.remotes.mfe_forms).toBe('https://forms.override.example.com');
      expect(config.remotes.mfe_reviews).toBe('http://localhost:3004');
      expect(config.remotePins).toEqual({ mfe_forms: '0123456789abcdef', mfe_reviews: 'fedcba9876543210' });
    });

    it('refuses a pin that is not a version name, an unknown remote, or a file that is not JSON', () => {
      expect(() => loadConfig({ REMOTES_CONFIG: file({ mfe_forms: { version: '../x' } }) }, '/dist')).toThrow(
        /version must be a version folder name/,
      );
      expect(() => loadConfig({ REMOTES_CONFIG: file({ mfe_other: 'https://x.example.com' }) }, '/dist')).toThrow(
        ConfigError,
      );
      const broken = file({});
      writeFileSync(broken, '{not json');
      expect(() => loadConfig({ REMOTES_CONFIG: broken }, '/dist')).toThrow(/REMOTES_CONFIG/);
    });
  });
});
