/**
 * A client error report: what the browser sends the shell when code from a remote fails in a
 * visitor's page (issue 28), and the limits both ends hold it to. It names the remote and version
 * whose code raised the error, the page (its path only) and the part; it carries no personal data:
 * the message is capped and scrubbed of anything that could be a visitor's (see `scrubMessage`).
 */
import type { RemoteName } from '@site-kit/contract';

export const CLIENT_REPORTS_PATH = '/client-reports';

export const REPORT_KINDS = [
  /** An uncaught error (window `error`). */
  'error',
  /** A promise rejected with no handler. */
  'rejection',
  /** A part's module could not load or evaluate (its remote entry or a chunk). */
  'chunk',
  /** A part failed to hydrate: React could not reuse its server HTML. */
  'hydration',
  /** A part's render or effect threw with no boundary inside it to catch it. */
  'render',
  /** An error boundary inside a remote's code caught a throw and showed its own fallback. */
  'boundary',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface ClientReport {
  kind: ReportKind;
  message: string;
  remote: RemoteName;
  version: string;
  /** The page's path (never its query: it may hold what a visitor typed). */
  route: string;
  /** The part the error belongs to (an island id, a page's module), when known. */
  island: string | null;
  /** A random id per page load: reports from one load count once per version. */
  pageLoad: string;
  /**
   * The page's proof (page-proof.ts): the token the shell put into the page it served. A report
   * without a valid one is kept apart and weighs nothing (issue 33).
   */
  proof?: string;
}

export const MESSAGE_MAX_CHARS = 200;
/** Bigger bodies are refused before they are read. */
export const REPORT_BODY_LIMIT_BYTES = 2048;
/** Reports one page load sends at most: a loop that throws must not flood the shell. */
export const REPORTS_PER_PAGE_LOAD = 8;
export const PAGE_LOAD_PATTERN = /^[0-9a-f]{16}$/;

/**
 * A message as it may be kept: URLs without their query or fragment, e-mail addresses and digit
 * runs that could be a phone number replaced, whitespace folded, at most MESSAGE_MAX_CHARS.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(/(https?:\/\/[^\s?#"'<>]+)[?#][^\s"'<>]*/g, '$1')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
    .replace(/(?<![\w.])\+?\(?\d[\d\s().-]{8,}\d(?!\w)/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MESSAGE_MAX_CHARS);
}
