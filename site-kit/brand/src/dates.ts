const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2025-03-14' → 'March 14, 2025' and '2025-01' → 'January 2025', with no Date and no locale data,
 * so the server and every browser print the same words (hydration never disagrees).
 */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const monthName = MONTHS[(month ?? 0) - 1];
  if (!year || !monthName) throw new Error(`not an ISO date: ${iso}`);
  return day ? `${monthName} ${day}, ${year}` : `${monthName} ${year}`;
}
