import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FleetStore } from './fleet-store.server';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('FleetStore.wrongTokens', () => {
  it('counts a network’s wrong tokens in the last window across every shell that shares the file', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'fleet-store-'));
    folders.push(folder);
    const file = path.join(folder, 'fleet.sqlite');
    const [one, two] = [FleetStore.open(file), FleetStore.open(file)];
    let now = 1_000_000;
    const clock = () => now;
    const [fromOne, fromTwo] = [one.wrongTokens(60_000, clock), two.wrongTokens(60_000, clock)];
    try {
      for (const wrong of [1, 2, 3]) expect(fromOne.hit('203.0.113.0/24')).toBe(wrong);
      // The other shell sees them, and adds its own; another network has none.
      expect(fromTwo.hit('203.0.113.0/24')).toBe(4);
      expect(fromTwo.count('198.51.100.0/24')).toBe(0);
      now += 60_001;
      expect([fromOne.count('203.0.113.0/24'), fromTwo.count('203.0.113.0/24')]).toEqual([0, 0]);
    } finally {
      one.close();
      two.close();
    }
  });
});
