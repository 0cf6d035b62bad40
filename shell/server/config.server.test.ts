import { ConfigError } from '@site-kit/node';
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

  it('reads remote locations from the environment', () => {
    const config = loadConfig({ MFE_CITIES_URL: 'https://cities.example.com/' }, '/dist');
    expect(config.remotes.mfe_cities).toBe('https://cities.example.com');
  });

  it('rejects bad values with a clear error', () => {
    expect(() => loadConfig({ PORT: 'abc' }, '/dist')).toThrow(ConfigError);
    expect(() => loadConfig({ MFE_FORMS_URL: 'not a url' }, '/dist')).toThrow(/MFE_FORMS_URL/);
  });
});
