import { describe, expect, it } from 'vitest';
import { ConfigError, count, csv, httpUrl, parseEnv, port, siteUrlVariable } from './env';

describe('parseEnv', () => {
  it('applies defaults and coerces numbers', () => {
    expect(parseEnv({ PORT: port(3000) }, {})).toEqual({ PORT: 3000 });
    expect(parseEnv({ PORT: port(3000) }, { PORT: '8080' })).toEqual({ PORT: 8080 });
  });

  it('names every bad variable in one error', () => {
    const parse = () =>
      parseEnv({ PORT: port(3000), SITE_URL: httpUrl }, { PORT: 'eighty', SITE_URL: 'ftp://x' }, 'shell');
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/PORT/);
    expect(parse).toThrow(/SITE_URL/);
  });

  it('trims trailing slashes from URLs and splits lists', () => {
    expect(parseEnv({ U: httpUrl, L: csv }, { U: 'https://www.example.com/', L: 'a, b,,c' })).toEqual({
      U: 'https://www.example.com',
      L: ['a', 'b', 'c'],
    });
  });
});

describe('count', () => {
  it('reads digits, and the default when unset', () => {
    expect(parseEnv({ N: count(5) }, { N: '12' })).toEqual({ N: 12 });
    expect(parseEnv({ N: count(5) }, {})).toEqual({ N: 5 });
    expect(parseEnv({ N: count(5) }, { N: '0' })).toEqual({ N: 0 });
  });

  it('refuses words, signs, fractions and an empty value rather than reading them as a number', () => {
    for (const value of ['five', '-1', '2.5', '', ' ', '1e3']) {
      expect(() => parseEnv({ N: count(5) }, { N: value }), JSON.stringify(value)).toThrow(/N: must be a whole number/);
    }
  });

  it('keeps a value within its bounds, and takes a fraction only where told', () => {
    expect(parseEnv({ N: count(5, { min: 1, max: 9 }) }, { N: '9' })).toEqual({ N: 9 });
    expect(() => parseEnv({ N: count(5, { min: 1, max: 9 }) }, { N: '0' })).toThrow(/N: .*>=1/);
    expect(() => parseEnv({ N: count(5, { min: 1, max: 9 }) }, { N: '10' })).toThrow(/N: .*<=9/);
    expect(parseEnv({ N: count(10, { fractions: true }) }, { N: '0.15' })).toEqual({ N: 0.15 });
    for (const value of ['', 'ten', '-1', '.5']) {
      expect(() => parseEnv({ N: count(10, { fractions: true }) }, { N: value }), value).toThrow(/N: must be a number/);
    }
  });
});

describe('siteUrlVariable', () => {
  it('defaults to the production origin and trims a trailing slash', () => {
    expect(parseEnv({ SITE_URL: siteUrlVariable }, {})).toEqual({ SITE_URL: 'https://www.gateway247locksmith.com' });
    expect(parseEnv({ SITE_URL: siteUrlVariable }, { SITE_URL: 'http://127.0.0.1:4100/' })).toEqual({
      SITE_URL: 'http://127.0.0.1:4100',
    });
  });
});

describe('parseEnv with renamed variables', () => {
  it('reads a key from its variable and names that variable in errors', () => {
    const shape = { ORIGIN_PORT: port(3002), SHELL_PORT: port(3000) };
    const names = { ORIGIN_PORT: 'MFE_CITIES_PORT', SHELL_PORT: 'PORT' };
    expect(parseEnv(shape, { MFE_CITIES_PORT: '5002', PORT: '5000', ORIGIN_PORT: '1' }, 'x', names)).toEqual({
      ORIGIN_PORT: 5002,
      SHELL_PORT: 5000,
    });
    expect(() => parseEnv(shape, { MFE_CITIES_PORT: 'x' }, 'serve-remote', names)).toThrow(/ {2}MFE_CITIES_PORT: /);
  });
});
