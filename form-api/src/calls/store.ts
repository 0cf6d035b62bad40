/**
 * The call_taps table: one row per counted tap, whether the shell vouched for its page proof, the
 * client's network (an IPv4 /24 or IPv6 /48, never its address), and its link to a lead of the same visit.
 */
import type { Database } from 'better-sqlite3';
import type { CallTap } from './tap';

/** What form-api knows of who sent a tap (decision F41). */
export interface TapProvenance {
  /** The shell, a trusted peer, vouched that the tap carried a page proof it issued. */
  verified: boolean;
  /** The client's network (`clientNetwork`: IPv4 /24, IPv6 /48). */
  network: string;
}

/** A tap as a lead's page lists it. */
export interface LinkedTap {
  tappedAt: string;
  placement: string;
  pagePath: string;
}

export class CallTapStore {
  readonly #insert;
  readonly #link;
  readonly #linked;

  constructor(db: Database) {
    this.#insert = db.prepare(`INSERT INTO call_taps (tapped_at, placement, page_path, landing_path, referrer_host,
        utm_source, utm_medium, utm_campaign, has_gclid, transport, verified, client_network, submission_id)
      VALUES (@tappedAt, @placement, @pagePath, @landingPath, @referrerHost, @utmSource, @utmMedium, @utmCampaign,
        @hasGclid, @transport, @verified, @clientNetwork, (SELECT id FROM contact_submissions WHERE id = @submissionId))`);
    this.#link = db.prepare(
      'UPDATE call_taps SET submission_id = ? WHERE id IN (SELECT value FROM json_each(?)) AND submission_id IS NULL',
    );
    this.#linked = db.prepare(`SELECT submission_id, tapped_at, placement, page_path FROM call_taps
      WHERE submission_id IN (SELECT value FROM json_each(?)) ORDER BY id`);
  }

  /** Store a counted tap; returns its row id. A link to a lead deleted meanwhile is dropped. */
  record(tap: CallTap, at: number, provenance: TapProvenance, submissionRowId: number | null = null): number {
    const { lastInsertRowid } = this.#insert.run({
      ...tap,
      hasGclid: tap.hasGclid ? 1 : 0,
      verified: provenance.verified ? 1 : 0,
      clientNetwork: provenance.network,
      tappedAt: new Date(at).toISOString(),
      submissionId: submissionRowId,
    });
    return Number(lastInsertRowid);
  }

  /** Link taps (by row id) to a lead. */
  link(tapRowIds: readonly number[], submissionRowId: number): void {
    if (tapRowIds.length) this.#link.run(submissionRowId, JSON.stringify(tapRowIds));
  }

  /** The taps linked to each of these leads (by row id), oldest first. */
  linkedTo(submissionRowIds: readonly number[]): Map<number, LinkedTap[]> {
    const byLead = new Map<number, LinkedTap[]>();
    if (submissionRowIds.length === 0) return byLead;
    const rows = this.#linked.all(JSON.stringify(submissionRowIds)) as {
      submission_id: number;
      tapped_at: string;
      placement: string;
      page_path: string;
    }[];
    for (const row of rows) {
      const taps = byLead.get(row.submission_id) ?? [];
      taps.push({ tappedAt: row.tapped_at, placement: row.placement, pagePath: row.page_path });
      byLead.set(row.submission_id, taps);
    }
    return byLead;
  }
}
