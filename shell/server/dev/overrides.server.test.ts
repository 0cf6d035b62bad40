import { describe, expect, it } from 'vitest';
import { DEV_REMOTES_COOKIE, overridesOf } from './overrides.server';

const cookie = (value: unknown) => `${DEV_REMOTES_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;

describe('the dev-remotes cookie', () => {
  it('names remotes’ URLs for this browser; anything else is ignored', () => {
    expect(overridesOf(`theme=dark; ${cookie({ mfe_cities: 'http://localhost:4002' })}`)).toEqual({
      mfe_cities: 'http://localhost:4002',
    });
    expect(overridesOf(cookie({ mfe_other: 'http://localhost:4002' }))).toBeNull();
    expect(overridesOf(cookie({ mfe_cities: 'not a url' }))).toBeNull();
    expect(overridesOf(cookie({}))).toBeNull();
    expect(overridesOf(`${DEV_REMOTES_COOKIE}=%7Bbroken`)).toBeNull();
    expect(overridesOf(undefined)).toBeNull();
  });
});
