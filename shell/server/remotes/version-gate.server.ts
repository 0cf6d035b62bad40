/**
 * Whether a version may serve. A new version is checked first (the version check, in a worker
 * thread: verify.server.ts); one that fails is refused. A live version can also be withdrawn (taken
 * out of service after it went live, issue 28). Either way the version is held back while the
 * origin's pointer keeps naming it, and checked afresh once the pointer has named another version
 * (a new deploy, a promote, a rollback and back). The last refusal or withdrawal stays on record for
 * the health view until a newly checked version goes live.
 */
import type { PublicConfig, RemoteName } from '@site-kit/contract';
import type { Logger, SiteRouteSummary } from '@site-kit/node';
import type { Verifier } from '../verify.server';
import { serverEntryUrl, type VersionFiles } from './version-source.server';

export interface Refusal {
  kind: 'refused' | 'withdrawn';
  version: string;
  reason: string;
  route: string | null;
  at: string;
}

export interface CheckContext {
  config: PublicConfig;
  /** Every route the site serves now (the shell's and the other remotes'). */
  site: readonly SiteRouteSummary[];
  timeoutMs: number;
  /** The version serving now, for the log line. */
  live: string | null;
}

export class VersionGate {
  /** The last refusal or withdrawal (health view). */
  record: Refusal | null = null;
  /** The version held back while the pointer names it. */
  #held: string | null = null;

  constructor(
    private readonly remote: RemoteName,
    private readonly verify: Verifier,
    private readonly logger: Logger,
  ) {}

  /** The pointer names `version` now; a version held back is released once it names another. */
  pointerNames(version: string): void {
    if (this.#held !== version) this.#held = null;
  }

  holds(version: string): boolean {
    return this.#held === version;
  }

  /** The version check; a version that fails it is refused. */
  async check(files: VersionFiles, context: CheckContext): Promise<boolean> {
    const verdict = await this.verify({
      remote: this.remote,
      version: files.version,
      entry: serverEntryUrl(files),
      config: context.config,
      site: context.site,
      timeoutMs: context.timeoutMs,
    });
    if (verdict.ok) return true;
    this.refuse('refused', files.version, verdict.reason, verdict.route ?? null, context.live);
    return false;
  }

  /** Hold a version back and record why (one error line in the log). */
  refuse(kind: Refusal['kind'], version: string, reason: string, route: string | null, serving: string | null): void {
    this.#held = version;
    this.record = { kind, version, reason, route, at: new Date().toISOString() };
    this.logger.error(
      { remote: this.remote, version, live: serving, route, error: reason },
      kind === 'refused'
        ? 'remote version refused: the live version keeps serving'
        : 'remote version withdrawn: the version before it serves again',
    );
  }

  /** A newly checked version went live: earlier refusals are history. */
  wentLive(): void {
    this.record = null;
  }
}
