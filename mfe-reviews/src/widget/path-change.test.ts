import { PATH_CHANGE_EVENT, type PathChangeDetail } from '@site-kit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPathChange } from './path-change';

const announce = (target: EventTarget, path: string) =>
  target.dispatchEvent(new CustomEvent<PathChangeDetail>(PATH_CHANGE_EVENT, { detail: { path } }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterPathChange', () => {
  it('runs exactly the delay after a path change, with the new path', () => {
    const target = new EventTarget();
    const run = vi.fn();
    afterPathChange(target, 500, run);
    announce(target, '/reviews');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith({ path: '/reviews' });
  });

  it('runs once for changes in quick succession, timed from the last one', () => {
    const target = new EventTarget();
    const run = vi.fn();
    afterPathChange(target, 500, run);
    announce(target, '/areas');
    vi.advanceTimersByTime(300);
    announce(target, '/');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith({ path: '/' });
  });

  it('stops listening and drops a pending run when disposed', () => {
    const target = new EventTarget();
    const run = vi.fn();
    const stop = afterPathChange(target, 500, run);
    announce(target, '/contact');
    stop();
    vi.advanceTimersByTime(1000);
    announce(target, '/about');
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
