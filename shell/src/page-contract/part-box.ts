/**
 * A part is a piece of the page that hydrates on its own, as its own React root, when the visitor is
 * about to use it: an island, the page itself, or a region of the frame (the footer). On the server
 * its box (IslandBox) is rendered inside the one page; the box's attributes say everything the
 * browser needs to wake and hydrate it alone. This module reads them, and has no React in it: the
 * entry uses it before any app code has loaded.
 */
import type { IslandHydration, JsonObject } from '@site-kit/contract';

export type PartKind = 'island' | 'page' | 'region';

export interface PartDescription {
  kind: PartKind;
  /** What the box holds: an island id (`forms/QuoteForm`), the page's module id, a region's name. */
  label: string;
  /** The federated module (`mfe_forms/QuoteForm`), a shell page (`shell:contact`) or region (`region:footer`). */
  module: string;
  hydrate: IslandHydration;
  /** An island's props, as its placer gave them (JSON in the HTML). */
  props: JsonObject;
}

export const PART_SELECTOR = '[data-part]';

/**
 * The box's attributes, as the server renders them (and the browser renders them again when it
 * adopts a box). Only what differs from the defaults is written: every byte of the HTML is paid
 * before the first paint.
 */
export function partAttributes(part: PartDescription): Record<string, string> {
  return {
    'data-part': part.kind,
    ...(part.label !== part.module ? { 'data-island': part.label } : {}),
    'data-part-module': part.module,
    ...(part.hydrate === 'visible' ? { 'data-hydrate': 'visible' } : {}),
    ...(Object.keys(part.props).length ? { 'data-props': JSON.stringify(part.props) } : {}),
  };
}

/** The description the server wrote on a box; null for an element that is not a valid box. */
export function readPart(box: Element): PartDescription | null {
  const kind = box.getAttribute('data-part');
  const module = box.getAttribute('data-part-module');
  if ((kind !== 'island' && kind !== 'page' && kind !== 'region') || !module) return null;
  let props: JsonObject = {};
  const json = box.getAttribute('data-props');
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) props = parsed as JsonObject;
    } catch {
      return null;
    }
  }
  return {
    kind,
    label: box.getAttribute('data-island') ?? module,
    module,
    hydrate: box.getAttribute('data-hydrate') === 'visible' ? 'visible' : 'interaction',
    props,
  };
}

/** Modules that are not federated: a shell page's chunk, a region of the frame. */
export const SHELL_PAGE_PREFIX = 'shell:';
export const REGION_PREFIX = 'region:';

/** The box fires this when its part has hydrated (after `data-ready` is set). */
export const PART_READY_EVENT = 'island-ready';
