import { describe, expect, it } from 'vitest';
import { shortMemory } from './short-memory';

describe('shortMemory', () => {
  it('forgets an entry after its time, and the oldest past its size', () => {
    let now = 5_000;
    const memory = shortMemory<string, number>({ max: 3, ttlMs: 1000, now: () => now });
    memory.set('a', 1);
    now = 5_999;
    expect(memory.get('a')).toBe(1);
    now = 6_000;
    expect(memory.get('a')).toBeUndefined();
    for (const key of ['b', 'c', 'd', 'e']) memory.set(key, 2);
    expect(memory.size).toBe(3);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('e')).toBe(2);
  });

  it('restarts an entry’s time when it is set again', () => {
    let now = 5_000;
    const memory = shortMemory<string, number>({ max: 3, ttlMs: 1000, now: () => now });
    memory.set('a', 1);
    now = 5_900;
    memory.set('a', 2);
    now = 6_500;
    expect(memory.get('a')).toBe(2);
  });

  it('without a time, keeps the most recently used `max`', () => {
    const memory = shortMemory<string, number>({ max: 2 });
    memory.set('a', 1);
    memory.set('b', 2);
    memory.get('a');
    memory.set('c', 3);
    expect([...memory.keys()].sort()).toEqual(['a', 'c']);
  });
});
