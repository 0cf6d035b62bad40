import { describe, expect, it } from 'vitest';
import { asError, errorText, listText } from './text';

describe('listText', () => {
  it('joins with commas and the conjunction before the last item, no Oxford comma', () => {
    expect(listText(['Google', 'Yelp', 'Facebook'])).toBe('Google, Yelp and Facebook');
    expect(listText(['Cash', 'Apple Pay', 'Google Pay'], 'or')).toBe('Cash, Apple Pay or Google Pay');
  });

  it('handles two, one and no items', () => {
    expect(listText(['St. Charles', 'Jefferson'])).toBe('St. Charles and Jefferson');
    expect(listText(['Clayton'])).toBe('Clayton');
    expect(listText([])).toBe('');
  });
});

describe('errorText', () => {
  it('is the message of an Error and the string of anything else', () => {
    expect(errorText(new TypeError('fetch failed'))).toBe('fetch failed');
    expect(errorText('timed out')).toBe('timed out');
    expect(errorText(42)).toBe('42');
  });
});

describe('asError', () => {
  it('keeps an Error and wraps anything else', () => {
    const error = new RangeError('out of range');
    expect(asError(error)).toBe(error);
    expect(asError('closed')).toEqual(new Error('closed'));
  });
});
