/** Small text helpers for copy built from lists of facts. */

/** ['a', 'b', 'c'] → 'a, b and c' (no Oxford comma); one item alone; none → ''. */
export const listText = (items: readonly string[], conjunction = 'and'): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;

/** What a caught value says: an Error's message, anything else as a string. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A caught value as an Error (for a log line's `err`): itself when it is one. */
export const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
