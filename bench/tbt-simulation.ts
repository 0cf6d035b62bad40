/**
 * Why a Lighthouse run has Total Blocking Time: replays the run's simulation (Lantern) and returns
 * the main-thread tasks it counts, with where each lands against the simulated first paint, the
 * blocking time it adds, how long it took in the real trace, and what it did.
 *
 * Lighthouse bills each task at 4× its observed time (2× for a task that lays out) and counts a
 * task's time past 50 ms once it ends after the simulated FCP. The simulated FCP waits only for the
 * first parse, layout and paint (and render-blocking scripts); everything else the page's HTML
 * costs the browser runs in the full simulation, so any task over ~12.5 ms observed (25 ms with
 * layout) outside that path becomes blocking time.
 */
import type { RunnerResult } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}
interface SimNode {
  type: string;
  /** Observed duration, µs. */
  duration: number;
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
/** The computed artifacts' `request`; their own types need Lighthouse's global `LH` namespace. */
type Computed = { request: (data: unknown, context: unknown) => Promise<LanternResult> };

export interface SimulatedTask {
  /** Simulated start and end, ms. */
  start: number;
  end: number;
  /** Time in the real trace, ms. */
  observed: number;
  /** Its largest trace events, e.g. "Layout 12.1, ParseHTML / 3.0". */
  what: string;
}

export interface BlockingTask extends SimulatedTask {
  /** Blocking time this task adds to the estimate, ms. */
  blocking: number;
}

export interface TbtEstimate {
  label: 'optimistic' | 'pessimistic';
  fcp: number;
  tti: number;
  tbt: number;
  /** Tasks long in the simulation or over 8 ms observed, in simulated order. */
  tasks: BlockingTask[];
}

export interface TbtExplanation {
  tbt: number;
  /** The tasks the simulated FCP waits for (optimistic estimate). */
  fcpPath: SimulatedTask[];
  estimates: TbtEstimate[];
}

/** What a task did: its largest events, with the script or document they concern. */
function describe(node: SimNode): string {
  return (node.childEvents ?? [])
    .filter((event) => (event.dur ?? 0) >= 1000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 5)
    .map((event) => {
      const url = event.args?.data?.url || event.args?.beginData?.url || '';
      const where = url ? ` ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}` : '';
      return `${event.name}${where} ${((event.dur ?? 0) / 1000).toFixed(1)}`;
    })
    .join(', ');
}

/** The CPU tasks of a simulation, in simulated order. */
function tasksOf(estimate: Estimate): SimulatedTask[] {
  return [...estimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'cpu')
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, timing]) => ({
      start: timing.startTime,
      end: timing.endTime,
      observed: node.duration / 1000,
      what: describe(node),
    }));
}

/** Lighthouse's rule (its TBTUtils): clip a long task to [FCP, TTI], then count what exceeds 50 ms. */
function blockingTime(task: SimulatedTask, fcp: number, tti: number): number {
  if (task.end - task.start < BLOCKING_MS) return 0;
  return Math.max(0, Math.min(task.end, tti) - Math.max(task.start, fcp) - BLOCKING_MS);
}

export async function explainTbt({ lhr, artifacts }: RunnerResult): Promise<TbtExplanation> {
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
  // Lighthouse pairs each TBT estimate with the opposite FCP estimate (see its TotalBlockingTime).
  const estimates: TbtEstimate[] = [
    ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate, tti.optimisticEstimate] as const,
    ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate, tti.pessimisticEstimate] as const,
  ].map(([label, estimate, fcpEstimate, ttiEstimate]) => {
    const tasks = tasksOf(estimate).map((task) => ({
      ...task,
      blocking: blockingTime(task, fcpEstimate.timeInMs, ttiEstimate.timeInMs),
    }));
    return {
      label,
      fcp: fcpEstimate.timeInMs,
      tti: ttiEstimate.timeInMs,
      tbt: tasks.reduce((sum, task) => sum + task.blocking, 0),
      tasks: tasks.filter((task) => task.end - task.start >= BLOCKING_MS || task.observed >= 8),
    };
  });
  return {
    tbt: tbt.timing,
    fcpPath: tasksOf(fcp.optimisticEstimate),
    estimates,
  };
}

/** The tasks that added blocking time in either estimate, one line each (for results files). */
export function blockingTasks(explanation: TbtExplanation): string[] {
  return explanation.estimates.flatMap((estimate) =>
    estimate.tasks
      .filter((task) => task.blocking > 0)
      .map(
        (task) =>
          `${estimate.label}: +${task.blocking.toFixed(0)} ms, ${task.observed.toFixed(1)} ms observed: ${task.what}`,
      ),
  );
}
