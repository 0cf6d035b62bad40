import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff';

describe('retryDelay', () => {
  const table: [attempt: number, expected: number][] = [
    [1, 200],
    [2, 400],
    [3, 800],
    [4, 1600],
    [5, 2000], // capped
    [40, 2000],
  ];
  for (const [attempt, expected] of table) {
    it(`attempt ${attempt} waits ${expected} ms at most`, () => {
      expect(retryDelay(attempt, 200, 2000, () => 1)).toBe(expected);
    });
  }

  it('jitters between 75% and 100% of the step', () => {
    expect(retryDelay(3, 200, 2000, () => 0)).toBe(600);
    expect(retryDelay(3, 200, 2000, () => 0.5)).toBe(700);
  });

  it('never waits less than a millisecond', () => {
    expect(retryDelay(0, 1, 1, () => 0)).toBe(1);
  });
});
