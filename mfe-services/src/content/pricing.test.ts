import { describe, expect, it } from 'vitest';
import { formatDollars, formatPriceRange } from './pricing';

describe('price formatting', () => {
  it('writes whole dollars with thousands separators, as en-US does', () => {
    for (const amount of [0, 7, 25, 300, 999, 1000, 1200, 25000, 1234567]) {
      expect(formatDollars(amount)).toBe(`$${amount.toLocaleString('en-US')}`);
    }
    expect(formatDollars(1200)).toBe('$1,200');
  });

  it('writes a range as min-max', () => {
    expect(formatPriceRange({ min: 100, max: 1500 })).toBe('$100-$1,500');
  });
});
