import { describe, expect, it } from 'vitest';
import { business } from './business';
import { formatBusinessTime } from './dates';

describe('formatBusinessTime (the business clock, America/Chicago)', () => {
  it('is a business fact', () => {
    expect(business.timeZone).toBe('America/Chicago');
  });

  const table: [string, string][] = [
    // The example: 03:42 UTC on the 23rd is the evening before in St. Louis.
    ['2026-11-23T03:42:57.816Z', 'Sun, Nov 22, 9:42 PM CST'],
    // Spring forward (2 AM CST → 3 AM CDT, Sunday March 8, 2026).
    ['2026-03-08T07:59:00Z', 'Sun, Mar 8, 1:59 AM CST'],
    ['2026-03-08T08:00:00Z', 'Sun, Mar 8, 3:00 AM CDT'],
    // Fall back (2 AM CDT → 1 AM CST, Sunday November 1, 2026): 1:30 happens twice.
    ['2026-11-01T06:30:00Z', 'Sun, Nov 1, 1:30 AM CDT'],
    ['2026-11-01T07:30:00Z', 'Sun, Nov 1, 1:30 AM CST'],
    // Midnight and noon, in summer and in winter.
    ['2026-07-04T05:00:00Z', 'Sat, Jul 4, 12:00 AM CDT'],
    ['2026-07-04T17:00:00Z', 'Sat, Jul 4, 12:00 PM CDT'],
    ['2026-01-01T06:00:00Z', 'Thu, Jan 1, 12:00 AM CST'],
    ['2026-01-01T18:05:00Z', 'Thu, Jan 1, 12:05 PM CST'],
  ];
  for (const [utc, local] of table) {
    it(`${utc} → ${local}`, () => {
      expect(formatBusinessTime(utc)).toBe(local);
      expect(formatBusinessTime(new Date(utc))).toBe(local);
    });
  }

  it('refuses what is not a time', () => {
    expect(() => formatBusinessTime('yesterday')).toThrow('not a time');
  });
});
