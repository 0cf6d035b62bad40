/**
 * The one cap on a request body, for the shell (which refuses a larger body before it reaches
 * form-api) and form-api (which refuses it again when reached directly): both read BODY_LIMIT_BYTES
 * with this schema, so one value sets both.
 */
import { count } from './env.js';

export const DEFAULT_BODY_LIMIT_BYTES = 16_384;

/** BODY_LIMIT_BYTES: at least 256 bytes (a lead needs a few hundred), at most 1 MiB. */
export const bodyLimitBytes = count(DEFAULT_BODY_LIMIT_BYTES, { min: 256, max: 1_048_576 });

/** What a client is told when its body is over the cap (413), by the shell and by form-api alike. */
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large';
