import type { RemoteName } from '@site-kit/contract';
import { createLogger } from '@site-kit/server';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../remotes/version-check/withdrawal.server';
import { FleetStore, loadKey, type WindowCounts } from './fleet-store.server';
import { breaksBrowsers, FleetWatch, type WatchThresholds, WITHDRAW_WHEN } from './watch.server';

const thresholds: WatchThresholds = { pageLoads: 3, networks: 3, ...WITHDRAW_WHEN };
const counts = (failing: number, served: number, networks = 3): WindowCounts => ({ failing, served, networks });

describe('whether a new live version breaks browsers', () => {
  it('needs failing page loads from enough distinct networks', () => {
    expect(breaksBrowsers(counts(6, 6, 3), counts(0, 100), thresholds)).toBe(true);
    expect(breaksBrowsers(counts(6, 6, 2), counts(0, 100), thresholds)).toBe(false);
    expect(breaksBrowsers(counts(2, 2, 3), counts(0, 100), thresholds)).toBe(false);
  });

  it('compares rates, not counts: a predecessor that failed more often in absolute terms does not shield it', () => {
    // Issue 33: 17 of 17 failing after a predecessor with more failing page loads (a misconfigured origin) over far more loads.
    expect(breaksBrowsers(counts(17, 17, 3), counts(40, 2000), thresholds)).toBe(true);
    // As bad as its predecessor: not this version's fault.
    expect(breaksBrowsers(counts(17, 17, 3), counts(30, 40), thresholds)).toBe(false);
    // Background noise: a few failing loads among many served.
    expect(breaksBrowsers(counts(4, 400, 3), counts(0, 400), thresholds)).toBe(false);
  });
});

describe('the fleet watch', () => {
  const REMOTE: RemoteName = 'mfe_cities';
  const start = Date.parse('2026-12-01T12:00:00Z');

  function setUp() {
    const store = FleetStore.open(':memory:');
    let now = start;
    const applied: Withdrawal[] = [];
    const watch = new FleetWatch({
      store,
      windowMs: 30 * 60_000,
      thresholds,
      logger: createLogger('silent', 'test'),
      now: () => now,
    });
    store.recordLive({ remote: REMOTE, version: 'aaaaaaaaaaaaaaaa', since: null, previous: null }, start - 3_600_000);
    store.recordLive({ remote: REMOTE, version: 'bbbbbbbbbbbbbbbb', since: 'x', previous: 'aaaaaaaaaaaaaaaa' }, start);
    const serve = (version: string, network: string, loads: number, at = now) =>
      store.addPageLoads(new Map([[loadKey(REMOTE, version, network), loads]]), at);
    let id = 0;
    const fail = (version: string, network: string) => {
      store.recordFailure({ remote: REMOTE, version, pageLoad: `load-${++id}`, network, kind: 'load' }, now);
      const withdrawal = watch.reported(REMOTE, version);
      if (withdrawal) applied.push(withdrawal);
    };
    return { store, watch, applied, serve, fail, advance: (ms: number) => (now += ms) };
  }

  it('one network, however many failing page loads it reports, withdraws nothing', () => {
    const { applied, serve, fail, advance } = setUp();
    advance(60_000);
    serve('bbbbbbbbbbbbbbbb', '198.51.100.0/24', 50);
    for (let i = 0; i < 50; i += 1) fail('bbbbbbbbbbbbbbbb', '198.51.100.0/24');
    expect(applied).toEqual([]);
  });

  it('three networks failing at a high rate withdraw it once, with the rates in the reason', () => {
    const { store, applied, serve, fail, advance } = setUp();
    serve('aaaaaaaaaaaaaaaa', '203.0.113.0/24', 200, start - 10 * 60_000);
    advance(60_000);
    for (const network of ['198.51.100.0/24', '198.51.101.0/24', '198.51.102.0/24']) {
      serve('bbbbbbbbbbbbbbbb', network, 2);
      fail('bbbbbbbbbbbbbbbb', network);
      fail('bbbbbbbbbbbbbbbb', network);
    }
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ version: 'bbbbbbbbbbbbbbbb', previous: 'aaaaaaaaaaaaaaaa' });
    expect(applied[0]?.reason).toMatch(/from 5 of 6 page loads \(83%, 3 networks\).*from 0 of 20 \(0%\)/);
    expect(store.withdrawals(0)).toHaveLength(1);
  });

  it('a predecessor with more failing page loads at a low rate does not shield a broken successor', () => {
    const { applied, serve, fail, advance } = setUp();
    // The version before: 40 failing of 2,000 served in the half hour before the switch (2%).
    advance(-20 * 60_000);
    for (let n = 0; n < 40; n += 1) {
      serve('aaaaaaaaaaaaaaaa', `10.${n}.0.0/24`, 50);
      fail('aaaaaaaaaaaaaaaa', `10.${n}.0.0/24`);
    }
    advance(21 * 60_000);
    for (const network of ['198.51.100.0/24', '198.51.101.0/24', '198.51.102.0/24']) {
      serve('bbbbbbbbbbbbbbbb', network, 1);
      fail('bbbbbbbbbbbbbbbb', network);
    }
    expect(applied.map((withdrawal) => withdrawal.version)).toEqual(['bbbbbbbbbbbbbbbb']);
  });

  it('a network never served the version counts for nothing; a version past its window is not watched', () => {
    const { applied, serve, fail, advance } = setUp();
    advance(60_000);
    for (const network of ['198.51.100.0/24', '198.51.101.0/24', '198.51.102.0/24']) fail('bbbbbbbbbbbbbbbb', network);
    expect(applied).toEqual([]);
    advance(31 * 60_000);
    for (const network of ['198.51.100.0/24', '198.51.101.0/24', '198.51.102.0/24']) {
      serve('bbbbbbbbbbbbbbbb', network, 1);
      fail('bbbbbbbbbbbbbbbb', network);
    }
    expect(applied).toEqual([]);
  });
});
