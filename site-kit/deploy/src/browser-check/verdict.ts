/**
 * The browser check's verdict on one page: what a headless Chromium saw while the page loaded and
 * every part was woken the way a visitor wakes it, and whether that lets the version go live.
 */

/** A part of the version under check, as its box said once every woken part had settled. */
export interface PartSeen {
  /** The part's module (`mfe_cities/CityPage`). */
  module: string;
  /** Its island id, or the module for a page. */
  label: string;
  /**
   * `ready` (hydrated), `kept` (it kept its server HTML: its code did not load, evaluate or
   * hydrate), `loading` (still not hydrated when the wait ended), `asleep` (nothing a visitor can
   * reach needs its code, so it never wakes: a page with no script-only control).
   */
  state: 'ready' | 'kept' | 'loading' | 'asleep';
}

/** A client error report the page sent about the version under check. */
export interface ReportSeen {
  kind: string;
  message: string;
  island: string | null;
}

export interface PageSeen {
  path: string;
  /** The HTTP status of the page (null when it never answered). */
  status: number | null;
  /** What stopped the page from loading or being woken, if anything did. */
  failure: string | null;
  pageErrors: string[];
  consoleErrors: string[];
  /** Console warnings about hydration (React's development builds and some libraries write them). */
  hydrationWarnings: string[];
  parts: PartSeen[];
  reports: ReportSeen[];
}

/** Everything on the page that keeps the version from going live (none: the page passed). */
export function pageProblems(seen: PageSeen): string[] {
  const problems: string[] = [];
  if (seen.failure) problems.push(seen.failure);
  if (seen.status !== null && seen.status !== 200) problems.push(`the page answered HTTP ${seen.status}`);
  for (const error of seen.pageErrors) problems.push(`page error: ${error}`);
  for (const error of seen.consoleErrors) problems.push(`console error: ${error}`);
  for (const warning of seen.hydrationWarnings) problems.push(`hydration warning: ${warning}`);
  for (const part of seen.parts) {
    if (part.state === 'kept') problems.push(`${part.label} did not hydrate: it kept its server HTML`);
    if (part.state === 'loading') problems.push(`${part.label} did not hydrate in time`);
  }
  for (const report of seen.reports)
    problems.push(
      `client error report (${report.kind}${report.island ? `, ${report.island}` : ''}): ${report.message}`,
    );
  return problems;
}

/** One line per part: what hydrated, and what never needed to. */
export function partsSummary(parts: readonly PartSeen[]): string {
  if (parts.length === 0) return 'no part of this remote on the page';
  return parts
    .map(
      (part) => `${part.label} ${part.state === 'asleep' ? 'not woken (nothing on it needs its script)' : part.state}`,
    )
    .join('; ');
}
