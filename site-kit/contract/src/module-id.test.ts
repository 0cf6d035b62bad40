import { describe, expect, it } from 'vitest';
import { moduleId, parseModuleId } from './module-id';

describe('module ids', () => {
  it('name an exposed module the way the federation runtime loads it', () => {
    expect(moduleId('mfe_services', './ServicePage')).toBe('mfe_services/ServicePage');
    expect(moduleId('mfe_cities', 'CityPage')).toBe('mfe_cities/CityPage');
  });

  it('parse back into the remote and the module it exposes', () => {
    expect(parseModuleId('mfe_cities/CityPage')).toEqual({ remote: 'mfe_cities', exposed: './CityPage' });
    expect(parseModuleId(moduleId('mfe_forms', './islands/QuoteForm'))).toEqual({
      remote: 'mfe_forms',
      exposed: './islands/QuoteForm',
    });
    expect(parseModuleId('mfe_reviews')).toEqual({ remote: 'mfe_reviews', exposed: './' });
  });
});
