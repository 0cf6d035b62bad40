import { describe, expect, it } from 'vitest';
import { DeadlineError, withDeadline } from './deadline.server';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Held, as a burst of renders holds the loop.
  }
};

describe('loop-aware deadline', () => {
  it('on an idle loop, rejects and aborts the work', async () => {
    let aborted = false;
    const work = withDeadline(200, 'the origin', (signal) => {
      signal.addEventListener('abort', () => {
        aborted = true;
      });
      return new Promise(() => {});
    });
    await expect(work).rejects.toThrow(new DeadlineError('the origin did not answer within 200 ms'));
    expect(aborted).toBe(true);
  });

  it('does not count the time the loop was held: work that settles right after still wins', async () => {
    const answer = withDeadline(100, 'the origin', () => new Promise((resolve) => setImmediate(() => resolve('ok'))));
    busyFor(400);
    await expect(answer).resolves.toBe('ok');
  });
});
