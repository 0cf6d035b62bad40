/**
 * A tap on a call link as the early script reports it (decision F35): the fields of its beacon, a
 * form body the shell's /api passes to form-api. The page-load id lets form-api count repeats from
 * one page load once; the visit note is the one the forms send (attribution.ts), validated alike.
 */
import { RANDOM_ID_PATTERN } from './attribution.js';

export { CALL_TAPS_PATH, PLACEMENT_PARAM } from '@site-kit/brand';

export const CALL_TAP_FIELDS = {
  placement: 'placement',
  /** The page's path. */
  path: 'path',
  /** The page load's random id. */
  load: 'load',
  /** The visit note, as the early script keeps it (JSON). */
  visit: 'visit',
} as const;

/** A placement as `data-placement` spells it; anything else is counted as "other". */
export const PLACEMENT_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** The placement of a call link outside every placed element. */
export const OTHER_PLACEMENT = 'other';
export const LOAD_ID_PATTERN = RANDOM_ID_PATTERN;

export const placementOf = (input: unknown): string =>
  typeof input === 'string' && PLACEMENT_PATTERN.test(input) ? input : OTHER_PLACEMENT;
