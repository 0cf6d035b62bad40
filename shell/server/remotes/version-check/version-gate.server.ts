/**
 * Whether a version may serve. A new version is checked first (the version check, in a worker
 * thread: version-check.server.ts); one that fails is refused. A live version can also be withdrawn (taken
 * out of service after it went live, issue 28). Either way the version is held back while the
 * origin's pointer keeps naming it as it did, and checked afresh once the pointer is written again:
 * another version (a new deploy, a rollback), or the same one made live anew (`deploy --promote`,
 * a new `since`). The last refusal or withdrawal stays on record for the health view until a newly
 * checked version goes live. A preview version is checked the same way and nothing is recorded.
 */
import type { PublicConfig, RemoteName } from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import { serverEntryUrl, type VersionFiles } from '../version-source.server';
import type { SiteRouteSummary } from './table-rules';
import type { VersionCheck } from './version-check.server';

/** Why a version is held back (shown in /healthz as `refused`): the check refused it, or the fleet withdrew it. */
export interface HeldBack {
  kind: 'refused' | 'withdrawn';
  version: string;
  reason: string;
  route: string | null;
  at: string;
}

export type Verdict = { ok: true } | { ok: false; reason: string; route: string | null };

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
  record: HeldBack | null = null;
  /**
   * The version held back, and the pointer's `since` that named it, while the pointer still does;
   * for a withdrawn one, the version that served before it (to serve again when nothing else does).
   */
  #held: { version: string; since: string | null; previous: string | null } | null = null;

  constructor(
    private readonly remote: RemoteName,
    private readonly checkVersion: VersionCheck,
    private readonly logger: Logger,
  ) {}

  /**
   * The pointer names `version` (made live at `since`); a version held back is released once the
   * pointer is written again, naming another version or the same one anew.
   */
  pointerNames(version: string, since: string | null): void {
    if (this.#held && (this.#held.version !== version || this.#held.since !== since)) this.#held = null;
  }

  /** Whether `version` is held back (named by the pointer at `since`, when given). */
  holds(version: string, since?: string | null): boolean {
    return this.#held?.version === version && (since === undefined || this.#held.since === since);
  }

  /** The version that served before the withdrawn one held back, if that is what is held. */
  get heldPrevious(): string | null {
    return this.record?.kind === 'withdrawn' ? (this.#held?.previous ?? null) : null;
  }

  /** The version check's verdict alone: nothing is recorded or held back (a preview asks this). */
  async verdict(files: VersionFiles, context: CheckContext): Promise<Verdict> {
    const verdict = await this.checkVersion({
      remote: this.remote,
      version: files.version,
      entry: serverEntryUrl(files),
      config: context.config,
      site: context.site,
      timeoutMs: context.timeoutMs,
    });
    return verdict.ok ? { ok: true } : { ok: false, reason: verdict.reason, route: verdict.route ?? null };
  }

  /** The version check; a version that fails it is refused. */
  async check(files: VersionFiles, context: CheckContext): Promise<boolean> {
    const verdict = await this.verdict(files, context);
    if (verdict.ok) return true;
    this.refuse('refused', files, verdict.reason, verdict.route, context.live);
    return false;
  }

  /** Hold a version back and record why (one error line in the log). */
  refuse(
    kind: HeldBack['kind'],
    { version, since }: Pick<VersionFiles, 'version' | 'since'>,
    reason: string,
    route: string | null,
    serving: string | null,
  ): void {
    this.#held = { version, since, previous: null };
    this.record = { kind, version, reason, route, at: new Date().toISOString() };
    this.logger.error(
      { remote: this.remote, version, live: serving, route, error: reason },
      kind === 'refused'
        ? 'remote version refused: the live version keeps serving'
        : 'remote version withdrawn: the version before it serves again',
    );
  }

  /**
   * Hold back a version the fleet withdrew (decision P43). Quietly: the watch that decided it logged
   * the one error line for the whole fleet.
   */
  hold(
    kind: 'withdrawn',
    {
      version,
      since,
      reason,
      previous = null,
    }: { version: string; since: string | null; reason: string; previous?: string | null },
  ): void {
    this.#held = { version, since, previous };
    this.record = { kind, version, reason, route: null, at: new Date().toISOString() };
  }

  /** A newly checked version went live: earlier refusals are history. */
  wentLive(): void {
    this.record = null;
  }
}
