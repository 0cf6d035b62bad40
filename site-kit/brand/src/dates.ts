import { business } from './business.js';

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

const localTime = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

/**
 * An instant as the owner reads it on the business's clock, daylight saving included:
 * '2026-11-23T03:42:57.816Z' → 'Sun, Nov 22, 9:42 PM CST'. Built from the parts so every ICU
 * version writes the same plain spaces.
 */
export function formatBusinessTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new Error(`not a time: ${String(instant)}`);
  const part = Object.fromEntries(localTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.weekday}, ${part.month} ${part.day}, ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}
