/**
 * What the server tells the browser in the HTML (a JSON script), so hydration starts from exactly
 * the state the server rendered: the route index, the frame's lists, where each remote's browser
 * build lives, and which federated modules the page used (and whether they loaded).
 */
import type { FormSubmissionState, JsonObject, NavList, PublicConfig, RemoteName } from '@site-kit/contract';
import type { IslandIndex } from '../federation/context';

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
  routes: Record<string, IndexedRoute>;
  nav: NavLists;
  /** Every island a page may place, from the remotes' own tables. */
  islands: IslandIndex;
  /** Browser entry (remoteEntry.js URL) of every remote that is up. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Federated modules used by the rendered page → whether they rendered (false: fallback shown). */
  modules: Record<string, boolean>;
  /** Outcome of a form posted without JavaScript, when this page answers one. */
  submission: FormSubmissionState | null;
}

export const PAYLOAD_ELEMENT_ID = '__site_state';
export const ROOT_ELEMENT_ID = 'root';
/** On the entry script: space-separated scripts the page needs at once, hinted after the first paint. */
export const PRELOAD_ATTRIBUTE = 'data-preload';

/** JSON for a <script> element: `<` escaped so no payload string can close the element. */
export const serializePayload = (payload: SsrPayload): string =>
  JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
