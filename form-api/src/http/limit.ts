/** How many submissions one read returns (spec: default 50; at most 500 here). */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

/** Absent → 50; above 500 → 500; anything but a positive whole number → null (a 400). */
export function parseLimit(value: unknown): number | null {
  if (value === undefined) return DEFAULT_LIMIT;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const limit = Number(value);
  return limit >= 1 ? Math.min(limit, MAX_LIMIT) : null;
}
