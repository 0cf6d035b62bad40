import { describe, expect, it } from 'vitest';
import { withoutCookie } from '../child-shells/pass-through.server';
import { DEV_REMOTES_COOKIE, overridesOf, overrideVariables } from './overrides.server';

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

  it('is taken off the request passed to the overriding shell; other cookies stay', () => {
    const header = `a=1; ${cookie({ mfe_cities: 'http://localhost:4002' })}; b=x%20y`;
    expect(withoutCookie(header, DEV_REMOTES_COOKIE)).toBe('a=1; b=x%20y');
    expect(withoutCookie(undefined, DEV_REMOTES_COOKIE)).toBe('');
    // Values no cookie library wrote pass byte for byte.
    const raw = 'sid=ab+c/d==; q="x y"; flag';
    expect(withoutCookie(`${raw}; ${cookie({ mfe_cities: 'http://localhost:4002' })}`, DEV_REMOTES_COOKIE)).toBe(raw);
  });

  it('starts a shell whose remotes are those URLs, named as production names them', () => {
    expect(overrideVariables({ mfe_cities: 'http://localhost:4002', mfe_forms: 'http://localhost:4003' })).toEqual({
      MFE_CITIES_URL: 'http://localhost:4002',
      MFE_FORMS_URL: 'http://localhost:4003',
    });
  });
});
