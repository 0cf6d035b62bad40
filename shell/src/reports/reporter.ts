/**
 * The browser's half of client error reports (issue 28): uncaught errors and unhandled rejections
 * of the page, and what the part roots tell it (a module that did not load, a part that did not
 * hydrate, a boundary that caught), sent to the shell with `navigator.sendBeacon`. Each report is
 * attributed to the remote and version whose code raised it: the part it came from, or the first
 * URL of a remote's version in the error's stack. What cannot be attributed is not sent.
 */
import { parseModuleId, type RemoteName } from '@site-kit/contract';
import {
  CLIENT_REPORTS_PATH,
  type ClientReport,
  REPORTS_PER_PAGE_LOAD,
  type ReportKind,
  scrubMessage,
} from '../page-contract/client-report';
import { readPageProof } from '../page-contract/page-proof';
import { type SsrPayload, versionOfEntry } from '../page-contract/payload';

export interface ReportSource {
  /** The part's module (`mfe_forms/QuoteForm`) and label, when a part root reports. */
  module?: string;
  island?: string;
}

export interface Reporter {
  report(kind: ReportKind, error: unknown, source?: ReportSource): void;
}

interface RemoteBuild {
  remote: RemoteName;
  /** Where the remote's files live: its origin's folder of versions (`…/versions`), or its plain build's folder. */
  root: string;
  /** The version this page loaded. */
  version: string;
}

/** The version folder in a URL (`…/versions/3f9c0a1b2c3d4e5f/static/…`), if it has one. */
const VERSION_IN_URL = /\/versions\/([0-9a-f]{8,64})\//;

/** The remote builds this page loads code from, from its payload. */
export function remoteBuilds(payload: Pick<SsrPayload, 'remotes'>): RemoteBuild[] {
  const builds: RemoteBuild[] = [];
  for (const [remote, entry] of Object.entries(payload.remotes) as [RemoteName, string][]) {
    const version = entry ? versionOfEntry(entry) : null;
    if (!entry || !version) continue;
    const { origin, pathname } = new URL(entry);
    const folder = `${origin}${pathname.slice(0, pathname.lastIndexOf('/'))}`;
    const versions = folder.lastIndexOf('/versions/');
    builds.push({ remote, root: versions === -1 ? folder : folder.slice(0, versions + '/versions'.length), version });
  }
  return builds;
}

/** The remote and version of the first URL in `text` that lies in one of `builds`. */
export function attributeStack(
  text: string,
  builds: readonly RemoteBuild[],
): { remote: RemoteName; version: string } | null {
  for (const [url] of text.matchAll(/https?:\/\/[^\s)'"]+/g)) {
    const build = builds.find((candidate) => url.startsWith(`${candidate.root}/`));
    if (build) return { remote: build.remote, version: VERSION_IN_URL.exec(url)?.[1] ?? build.version };
  }
  return null;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : String(error);

const stackOf = (error: unknown): string => (error instanceof Error ? (error.stack ?? '') : '');

function pageLoadId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends reports for this page load and listens for the page's uncaught errors and rejections. */
export function startReporter(payload: Pick<SsrPayload, 'remotes'>, win: Window = window): Reporter {
  const builds = remoteBuilds(payload);
  const pageLoad = pageLoadId();
  const proof = readPageProof(win.document);
  const seen = new Set<string>();
  const report = (kind: ReportKind, error: unknown, source: ReportSource = {}, where = '') => {
    const remote = source.module ? parseModuleId(source.module).remote : undefined;
    const fromPart = builds.find((build) => build.remote === remote);
    const attributed = fromPart
      ? { remote: fromPart.remote, version: fromPart.version }
      : attributeStack(`${stackOf(error)} ${where} ${messageOf(error)}`, builds);
    if (!attributed) return;
    const message = scrubMessage(messageOf(error));
    const key = `${kind} ${attributed.remote} ${message}`;
    if (seen.has(key) || seen.size >= REPORTS_PER_PAGE_LOAD) return;
    seen.add(key);
    const body: ClientReport = {
      kind,
      message,
      ...attributed,
      route: win.location.pathname,
      island: source.island ?? null,
      pageLoad,
      ...(proof ? { proof } : {}),
    };
    try {
      win.navigator.sendBeacon(CLIENT_REPORTS_PATH, JSON.stringify(body));
    } catch {
      // A browser that refuses the beacon loses the report, never the page.
    }
  };
  win.addEventListener('error', (event) => report('error', event.error ?? event.message, {}, event.filename ?? ''));
  win.addEventListener('unhandledrejection', (event) => report('rejection', event.reason));
  return { report: (kind, error, source) => report(kind, error, source) };
}
