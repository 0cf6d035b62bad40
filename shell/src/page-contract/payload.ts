/**
 * What the server tells the browser in the HTML (a JSON script): what each part of the page needs
 * to hydrate on its own (the page's props, where each remote's browser build lives and which
 * version it is, which federated modules rendered, the scripts each module needs),
 * and the outcome of a form posted without JavaScript. Nothing in it is for a first paint: the
 * browser reads it only once the entry runs, after the largest paint.
 */
import type { FormSubmissionState, JsonObject, NavList, PublicConfig, RemoteName } from '@site-kit/contract';

export interface IndexedRoute {
  remote: RemoteName | 'shell';
  module: string;
  props?: JsonObject;
  /** Breadcrumb label. */
  label: string;
}

export interface NavLink {
  label: string;
  path: string;
}

/** The frame's lists, under the contract's names (`NAV_LISTS`), each in its entries' order. */
export type NavLists = Record<NavList, NavLink[]>;

export interface SsrPayload {
  config: PublicConfig;
  /** The props of this page's module (its route's), for the page's part. */
  pageProps: JsonObject;
  /**
   * Browser entry (remoteEntry.js URL) of each remote whose modules the page uses: the version the
   * page was rendered with is in it (`…/versions/<version>/…`, or `?v=<version>` for a plain build).
   */
  remotes: Partial<Record<RemoteName, string>>;
  /** Federated modules used by the rendered page → whether they rendered (false: fallback shown). */
  modules: Record<string, boolean>;
  /**
   * Per federated module, its chunks, relative to its remote's entry: hinted together with the
   * entry when its part wakes, so they arrive at once instead of one after another.
   */
  hints: Record<string, string[]>;
  /** Outcome of a form posted without JavaScript, when this page answers one (absent otherwise). */
  submission?: FormSubmissionState;
  /**
   * The scripts added after the largest paint: the shell's entry, and gtm.js when Tag Manager is
   * configured (F39). No `<script src>` is in the document: the early script adds these
   * (entry-loader.ts), so no script competes with the paint.
   */
  entry: string[];
}

export const PAYLOAD_ELEMENT_ID = '__site_state';
export const ROOT_ELEMENT_ID = 'root';

/** A remote's file as a path relative to its entry's folder (what `hints` hold). */
export const relativeToEntry = (entry: string, url: string): string => {
  const folder = new URL('.', entry).href;
  return url.startsWith(folder) ? url.slice(folder.length) : url;
};

/** The version in a remote's entry URL. */
export const versionOfEntry = (entry: string): string | null => {
  const url = new URL(entry);
  return /\/versions\/([^/]+)\//.exec(url.pathname)?.[1] ?? url.searchParams.get('v');
};

/** The page's payload, or null on a page without one (the error page). */
export function readPayload(doc: Document = document): SsrPayload | null {
  const element = doc.getElementById(PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrPayload;
}
