import { describe, expect, it } from 'vitest';
import { ConfigError, csv, httpUrl, parseEnv, port } from './env';

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
