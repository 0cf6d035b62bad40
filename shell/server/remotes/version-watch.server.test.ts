import type { RemoteName } from '@site-kit/contract';
import { createLogger } from '@site-kit/node';
import { describe, expect, it } from 'vitest';
import { breaksBrowsers, type ReportCounts, VersionWatch } from './version-watch.server';

const counts = (pageLoads: number, reports = pageLoads): ReportCounts => ({ reports, pageLoads });

describe('whether a new live version breaks browsers', () => {
  it('takes failing page loads at the threshold while the version before had none', () => {
    expect(breaksBrowsers(counts(3), counts(0), 3)).toBe(true);
    expect(breaksBrowsers(counts(2, 9), counts(0), 3)).toBe(false);
  });

  it('weighs the version before: far fewer (a quarter or less) still withdraws, about as many does not', () => {
    expect(breaksBrowsers(counts(8), counts(2), 3)).toBe(true);
    expect(breaksBrowsers(counts(8), counts(3), 3)).toBe(false);
    expect(breaksBrowsers(counts(4), counts(1), 3)).toBe(true);
    expect(breaksBrowsers(counts(3), counts(1), 3)).toBe(false);
  });
});

describe('the watch on a version that just went live', () => {
  const REMOTE: RemoteName = 'mfe_cities';

  function setUp({ windowMs = 30 * 60_000, pageLoads = 3 } = {}) {
    let now = Date.parse('2026-12-01T12:00:00Z');
    const reports: { version: string; at: number; pageLoad: string }[] = [];
    const withdrawn: { version: string; reason: string }[] = [];
    const watch = new VersionWatch({
      windowMs,
      pageLoads,
      countFor: (_remote, version, sinceMs, untilMs = Number.POSITIVE_INFINITY) => {
        const seen = reports.filter(
          (report) => report.version === version && report.at >= sinceMs && report.at <= untilMs,
        );
        return { reports: seen.length, pageLoads: new Set(seen.map((report) => report.pageLoad)).size };
      },
      withdraw: async (_remote, version, reason) => {
        withdrawn.push({ version, reason });
        return true;
      },
      logger: createLogger('silent', 'test'),
      now: () => now,
    });
    const report = (version: string, pageLoad: string) => {
      reports.push({ version, at: now, pageLoad });
      watch.reported(REMOTE, version);
    };
    return { watch, report, withdrawn, advance: (ms: number) => (now += ms) };
  }

  it('withdraws it once browsers report its errors from enough page loads, with the reason', async () => {
    const { watch, report, withdrawn, advance } = setUp();
    watch.wentLive(REMOTE, 'new0000000000aa', 'old0000000000aa');
    report('new0000000000aa', 'load-1');
    report('new0000000000aa', 'load-1');
    advance(60_000);
    report('new0000000000aa', 'load-2');
    expect(withdrawn).toEqual([]);
    report('new0000000000aa', 'load-3');
    await Promise.resolve();
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0]?.version).toBe('new0000000000aa');
    expect(withdrawn[0]?.reason).toMatch(/from 3 page loads \(4 reports\) within 1 min of going live/);
    expect(withdrawn[0]?.reason).toMatch(/old0000000000aa, from 0 in the 30 min before/);
    // Once: later reports change nothing.
    report('new0000000000aa', 'load-4');
    await Promise.resolve();
    expect(withdrawn).toHaveLength(1);
  });

  it('leaves it live when the version before failed as often', () => {
    const { watch, report, withdrawn } = setUp();
    for (const load of ['a', 'b', 'c']) report('old0000000000aa', `old-${load}`);
    watch.wentLive(REMOTE, 'new0000000000aa', 'old0000000000aa');
    for (const load of ['a', 'b', 'c', 'd']) report('new0000000000aa', `new-${load}`);
    expect(withdrawn).toEqual([]);
  });

  it("counts the version before only up to the switch: its open tabs' reports after it do not shield the new one", async () => {
    const { watch, report, withdrawn, advance } = setUp();
    watch.wentLive(REMOTE, 'new0000000000aa', 'old0000000000aa');
    advance(1_000);
    // Tabs opened before the deploy still run the old version, and report its (unrelated) errors.
    for (const load of ['a', 'b', 'c']) report('old0000000000aa', `old-${load}`);
    for (const load of ['a', 'b', 'c']) report('new0000000000aa', `new-${load}`);
    await Promise.resolve();
    expect(withdrawn.map((entry) => entry.version)).toEqual(['new0000000000aa']);
  });

  it('watches only within the window, only the live version, and not a version with nothing before it', () => {
    const { watch, report, withdrawn, advance } = setUp({ windowMs: 10 * 60_000 });
    watch.wentLive(REMOTE, 'first000000000a', null);
    for (const load of ['a', 'b', 'c']) report('first000000000a', load);
    watch.wentLive(REMOTE, 'new0000000000aa', 'old0000000000aa');
    for (const load of ['a', 'b', 'c']) report('old0000000000aa', `x-${load}`);
    advance(10 * 60_000 + 1);
    for (const load of ['a', 'b', 'c']) report('new0000000000aa', load);
    expect(withdrawn).toEqual([]);
  });

  it('is off with a window of 0', () => {
    const { watch, report, withdrawn } = setUp({ windowMs: 0 });
    watch.wentLive(REMOTE, 'new0000000000aa', 'old0000000000aa');
    for (const load of ['a', 'b', 'c']) report('new0000000000aa', load);
    expect(withdrawn).toEqual([]);
  });
});
