/**
 * The one picture of the site a request reads (issue 36): the remotes' snapshot the manager published
 * and the site index built from it, frozen together. A renderer keeps the latest; a request takes it
 * once, at its start, and the render, the page cache and the gate's picture all read that one.
 */
import type { SiteContext } from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import type { RemotesSnapshot } from '../remotes/remotes-snapshot.server';
import { buildSiteIndex, type SiteIndex } from './site-index.server';

export interface SiteSnapshot {
  readonly remotes: RemotesSnapshot;
  readonly index: SiteIndex;
}

/**
 * The site snapshot of `remotes`. The index is built again only when a remote's served version
 * changed (a snapshot that only says a remote's health changed keeps the index it had).
 */
export function siteSnapshot(
  remotes: RemotesSnapshot,
  site: SiteContext,
  logger: Logger,
  before?: SiteSnapshot,
): SiteSnapshot {
  const sameVersions =
    before !== undefined &&
    Object.entries(remotes.remotes).every(
      ([name, remote]) => before.remotes.remotes[name as keyof RemotesSnapshot['remotes']]?.serving === remote.serving,
    );
  const index = sameVersions ? before.index : buildSiteIndex(remotes, site, logger);
  return Object.freeze({ remotes, index });
}
