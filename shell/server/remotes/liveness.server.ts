/**
 * Whether a remote's origin is really gone (decision P38). A loaded, checked live version keeps
 * serving through hiccups: the origin is gone only after DOWN_AFTER_FAILED_POLLS polls in a row got
 * no answer, or at once on a definite answer (nothing listens there, no pointer and no build). Each
 * poll's deadline is loop-aware, so the shell's own busy loop is not taken for the origin's silence.
 */
import { OriginError } from './origin-client.server';

export const DOWN_AFTER_FAILED_POLLS = 3;

export type Reachability = 'unknown' | 'reachable' | 'gone';

export class Liveness {
  reachability: Reachability = 'unknown';
  /** Polls in a row that got no answer. */
  failedPolls = 0;

  /** A poll got its answer. */
  answered(): void {
    this.reachability = 'reachable';
    this.failedPolls = 0;
  }

  /** A poll failed: a definite answer, or one failure too many, makes the origin gone. */
  failed(error: unknown): void {
    this.failedPolls += 1;
    const definite = error instanceof OriginError && error.definite;
    if (definite || this.failedPolls >= DOWN_AFTER_FAILED_POLLS || this.reachability === 'unknown')
      this.reachability = 'gone';
  }
}
