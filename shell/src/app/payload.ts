/**
 * What the server tells the browser in the HTML (a JSON script): what each part of the page needs
 * to hydrate on its own (this page's route, the frame's lists, where each remote's browser build
 * lives and which version it is, which federated modules rendered, the scripts each module needs),
 * and the outcome of a form posted without JavaScript. Nothing in it is for a first paint: the
 * browser reads it only once the entry runs, after the largest paint.
 */
import type { FormSubmissionState, JsonObject, PublicConfig, RemoteName } from '@site-kit/contract';

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

export interface NavLists {
  services: NavLink[];
  areasSummary: NavLink[];
  areasPrimary: NavLink[];
}

export interface SsrPayload {
  config: PublicConfig;
  /** This page's route (its module and props, for the page's part); null on a page no route has. */
  route: IndexedRoute | null;
  nav: NavLists;
  /** Browser entry (remoteEntry.js URL) of every remote that is up. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The version of each remote the page was rendered with (what a client error report names). */
  versions: Partial<Record<RemoteName, string>>;
  /** Federated modules used by the rendered page → whether they rendered (false: fallback shown). */
  modules: Record<string, boolean>;
  /**
   * Per federated module, the scripts it needs (its remote's entry and its own chunks): hinted all
   * at once when its part wakes, so they arrive together instead of one after another.
   */
  hints: Record<string, string[]>;
  /** Outcome of a form posted without JavaScript, when this page answers one. */
  submission: FormSubmissionState | null;
}

export const PAYLOAD_ELEMENT_ID = '__site_state';
export const ROOT_ELEMENT_ID = 'root';
/**
 * The JSON data block naming the shell's entry scripts. No `<script src>` is in the document: the
 * early script adds the entry after the largest paint (entry-loader.ts), so no script competes with it.
 */
export const ENTRY_ELEMENT_ID = '__entry';

/** JSON for a <script> element: `<` escaped so no payload string can close the element. */
export const serializePayload = (payload: unknown): string =>
  JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The data block the early script reads to load the entry after the largest paint. */
export const entryElementHtml = (scripts: readonly string[]): string =>
  `<script id="${ENTRY_ELEMENT_ID}" type="application/json">${serializePayload(scripts)}</script>`;

/** The page's payload, or null on a page without one (the error page). */
export function readPayload(doc: Document = document): SsrPayload | null {
  const element = doc.getElementById(PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrPayload;
}
