/**
 * Deadlines on what the shell asks of a remote's origin, measured in the time the shell's own event
 * loop was free to notice an answer (decision P38). A wall-clock deadline blames the origin for the
 * shell's own load: with the loop busy rendering a burst of pages, an answer that arrived in 20 ms
 * waits in the socket while the timer fires, and a healthy remote looked dead. Here the deadline is
 * a chain of short ticks, and each tick counts for no more than its own length: a second the loop
 * spent blocked counts as one tick, not as a second of the origin's silence. An idle loop ticks on
 * time, so a really slow origin still misses its deadline after about `ms`.
 */

const TICK_MS = 50;

export class DeadlineError extends Error {
  override readonly name = 'TimeoutError';
}

/** An AbortSignal that aborts once `ms` of the loop's free time has passed; `clear()` stops it early. */
export function loopAwareDeadline(ms: number, what: string): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  let credited = 0;
  let last = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(tick, Math.min(TICK_MS, ms - credited));
    timer.unref();
  };
  const tick = () => {
    const now = performance.now();
    // A tick is credited at most its own length: the rest was the loop's delay, not the origin's.
    credited += Math.min(now - last, TICK_MS);
    last = now;
    if (credited >= ms - 1) controller.abort(new DeadlineError(`${what} did not answer within ${ms} ms`));
    else schedule();
  };
  schedule();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** Runs `work` with a loop-aware deadline: rejects when it passes, and gives `work` the signal to stop. */
export async function withDeadline<T>(ms: number, what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = loopAwareDeadline(ms, what);
  const { signal } = deadline;
  try {
    return await new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      work(signal).then(resolve, reject);
    });
  } finally {
    deadline.clear();
  }
}
