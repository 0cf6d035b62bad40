/**
 * `pnpm --filter bench explain [path or URL…]`: why a page has Total Blocking Time. Runs Lighthouse once
 * per page (as the bench does), then replays its simulation (Lantern) and prints every main-thread
 * task the simulation counts as long: where it lands against the simulated FCP, how much blocking
 * time it adds, how long it took in the real trace, and what it did (its largest trace events).
 *
 * Lighthouse bills each task at 4× its observed time (2× for a task that lays out), so any task
 * over ~12.5 ms here (25 ms with layout) becomes a long task, wherever the simulation puts it.
 */
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { runLighthouse } from './lighthouse';
import { startSite } from './site';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}
interface SimNode {
  type: string;
  /** Observed duration, µs. */
  duration: number;
  startTime: number;
  childEvents?: TraceEvent[];
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimNode, Timing>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request: (data: unknown, context: unknown) => Promise<LanternResult> };

/** What a task did: its largest events, with the script or document they concern. */
function describe(node: SimNode): string {
  const events = (node.childEvents ?? [])
    .filter((event) => (event.dur ?? 0) >= 1000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 5);
  return events
    .map((event) => {
      const url = event.args?.data?.url || event.args?.beginData?.url || '';
      const where = url ? ` ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}` : '';
      return `${event.name}${where} ${((event.dur ?? 0) / 1000).toFixed(1)}`;
    })
    .join(', ');
}

function explainEstimate(label: string, estimate: Estimate, fcpMs: number, ttiMs: number): number {
  let total = 0;
  const rows: string[] = [];
  const cpu = [...estimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'cpu')
    .sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of cpu) {
    const observed = node.duration / 1000;
    const clippedStart = Math.max(timing.startTime, fcpMs);
    const clippedEnd = Math.min(timing.endTime, ttiMs);
    const blocking = timing.duration >= BLOCKING_MS ? Math.max(0, clippedEnd - clippedStart - BLOCKING_MS) : 0;
    total += blocking;
    if (timing.duration >= BLOCKING_MS || observed >= 8) {
      rows.push(
        `    ${timing.startTime.toFixed(0).padStart(6)}–${timing.endTime.toFixed(0).padEnd(6)} sim ${timing.duration
          .toFixed(0)
          .padStart(4)} ms  observed ${observed.toFixed(1).padStart(5)} ms  blocking ${blocking
          .toFixed(0)
          .padStart(3)}  ${describe(node)}`,
      );
    }
  }
  console.log(`  ${label}: FCP ${fcpMs.toFixed(0)} ms, TTI ${ttiMs.toFixed(0)} ms, TBT ${total.toFixed(0)} ms`);
  for (const row of rows) console.log(row);
  return total;
}

async function explain(url: string): Promise<void> {
  const result = await runLighthouse(url, chromePath);
  if (!result) return;
  const { lhr, artifacts } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const fcp = await (LanternFirstContentfulPaint as unknown as Computed).request(data, context);
  const tti = await (LanternInteractive as unknown as Computed).request(data, context);
  const tbt = await (LanternTotalBlockingTime as unknown as Computed).request(data, context);
  console.log(
    `\n${new URL(url).pathname}: TBT ${Math.round(tbt.timing)} ms (report: ${Math.round(
      lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    )}), FCP ${Math.round(fcp.timing)} ms, performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
  );
  // The first paint's path: the only tasks the simulated FCP waits for. A task outside it that the
  // full simulation runs earlier pushes this path's tasks past that FCP.
  for (const [label, estimate] of [
    ['optimistic', fcp.optimisticEstimate],
    ['pessimistic', fcp.pessimisticEstimate],
  ] as const) {
    const tasks = [...estimate.nodeTimings.entries()].filter(([node]) => node.type === 'cpu');
    console.log(
      `  FCP ${label} ${estimate.timeInMs.toFixed(0)} ms waits for: ${tasks
        .map(
          ([node, timing]) =>
            `${timing.startTime.toFixed(0)}+${timing.duration.toFixed(0)} (${describe(node) || 'short'})`,
        )
        .join('; ')}`,
    );
  }
  // Lighthouse pairs each TBT estimate with the opposite FCP estimate (see its TotalBlockingTime).
  explainEstimate(
    'optimistic',
    tbt.optimisticEstimate,
    fcp.pessimisticEstimate.timeInMs,
    tti.optimisticEstimate.timeInMs,
  );
  explainEstimate(
    'pessimistic',
    tbt.pessimisticEstimate,
    fcp.optimisticEstimate.timeInMs,
    tti.pessimisticEstimate.timeInMs,
  );
}

// Full URLs are measured as they are; paths are measured on the built site, started here.
const site = paths.every((page) => /^https?:/.test(page)) ? undefined : await startSite();
try {
  for (const page of paths) await explain(/^https?:/.test(page) ? page : `${site?.shellUrl}${page}`);
} finally {
  await site?.stop();
}
