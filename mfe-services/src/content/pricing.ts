/**
 * The price claims the spec quotes (section 9). Copy, comparisons and JSON-LD offers read them
 * from here so a price change is one edit.
 */
import type { PriceRange } from './types';

export const rekeyPrice: PriceRange = { min: 25, max: 50, unit: 'per lock' };
export const replacementPrice: PriceRange = { min: 100, max: 300, unit: 'per lock' };

/**
 * What rekeying saves against replacing a lock. The spec's page said "save 70%" in the headline
 * and "50-80%" in a badge; one range is used everywhere (decision S1, docs/decisions.md). Its floor is the worst
 * case the prices allow ($50 rekey against a $100 lock), its ceiling stays under the best case.
 */
export const rekeySavingsPercent = { min: 50, max: 80 } as const;

/** Key fob programming against a dealership (spec: 50-70%). */
export const fobDealerSavingsPercent = { min: 50, max: 70 } as const;

/**
 * Whole dollars with thousands separators ($1,200). Not `toLocaleString`: its first call loads
 * ICU's number data, a 20 ms task on this page's first load (about 90 ms on a slow phone).
 */
export const formatDollars = (amount: number): string => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

export const formatPriceRange = ({ min, max }: Pick<PriceRange, 'min' | 'max'>): string =>
  `${formatDollars(min)}-${formatDollars(max)}`;

export const formatPercentRange = ({ min, max }: { min: number; max: number }): string => `${min}-${max}%`;
