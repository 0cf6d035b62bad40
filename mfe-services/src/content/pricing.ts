/**
 * The price claims the spec quotes (section 9). Copy, comparisons and JSON-LD offers read them
 * from here so a price change is one edit.
 */
import type { PriceRange } from './types';

export const rekeyPrice: PriceRange = { min: 25, max: 50, unit: 'per lock' };
export const replacementPrice: PriceRange = { min: 100, max: 300, unit: 'per lock' };

/**
 * What rekeying saves against replacing a lock. The spec's page said "save 70%" in the headline
 * and "50-80%" in a badge; one range is used everywhere (docs/decisions.md). Its floor is the worst
 * case the prices allow ($50 rekey against a $100 lock), its ceiling stays under the best case.
 */
export const rekeySavingsPercent = { min: 50, max: 80 } as const;

/** Key fob programming against a dealership (spec: 50-70%). */
export const fobDealerSavingsPercent = { min: 50, max: 70 } as const;

const dollars = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

export const formatPriceRange = ({ min, max }: Pick<PriceRange, 'min' | 'max'>): string =>
  `${dollars(min)}-${dollars(max)}`;

export const formatPercentRange = ({ min, max }: { min: number; max: number }): string => `${min}-${max}%`;
