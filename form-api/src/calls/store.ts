/** The call_taps table: one row per counted tap, and its link to a lead of the same visit. */
import type { Database } from 'better-sqlite3';
import type { CallTap } from './tap';

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
        utm_source, utm_medium, utm_campaign, has_gclid, transport, submission_id)
      VALUES (@tappedAt, @placement, @pagePath, @landingPath, @referrerHost, @utmSource, @utmMedium, @utmCampaign,
        @hasGclid, @transport, (SELECT id FROM contact_submissions WHERE id = @submissionId))`);
    this.#link = db.prepare(
      'UPDATE call_taps SET submission_id = ? WHERE id IN (SELECT value FROM json_each(?)) AND submission_id IS NULL',
    );
    this.#linked = db.prepare(`SELECT submission_id, tapped_at, placement, page_path FROM call_taps
      WHERE submission_id IN (SELECT value FROM json_each(?)) ORDER BY id`);
  }

  /** Store a counted tap; returns its row id. A link to a lead deleted meanwhile is dropped. */
  record(tap: CallTap, at: number, submissionRowId: number | null = null): number {
    const { lastInsertRowid } = this.#insert.run({
      ...tap,
      hasGclid: tap.hasGclid ? 1 : 0,
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
