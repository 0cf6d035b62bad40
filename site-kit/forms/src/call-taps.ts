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
  /** The page's proof (issue 33): the token the shell put into the page. */
  proof: 'proof',
} as const;

/** A placement as `data-placement` spells it; anything else is counted as "other". */
export const PLACEMENT_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** The placement of a call link outside every placed element. */
export const OTHER_PLACEMENT = 'other';
export const LOAD_ID_PATTERN = RANDOM_ID_PATTERN;

/**
 * Set by the shell alone, on a call tap it forwards to form-api, when the tap carried a valid page
 * proof (a token the shell put into the page it served, issue 33): `valid`. form-api believes it only
 * from a trusted peer (TRUST_PROXY), as it believes the no-JavaScript forwarder's marker; the shell
 * drops whatever a client sends under this name.
 */
export const SIGNAL_PROOF_HEADER = 'x-signal-proof';
export const SIGNAL_PROOF_VALID = 'valid';
/** The field of a beacon, and the parameter of a ping's URL, that carries the page's proof. */
export const PAGE_PROOF_FIELD = CALL_TAP_FIELDS.proof;

export const placementOf = (input: unknown): string =>
  typeof input === 'string' && PLACEMENT_PATTERN.test(input) ? input : OTHER_PLACEMENT;
