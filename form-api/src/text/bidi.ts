/**
 * Bidirectional controls in what a visitor typed (issue 33, decision F43): U+202E in a name made the
 * owner's phone show the number after it reversed. Every free-text value an owner's screen or email
 * shows passes through here: the marks (U+200E, U+200F, U+061C), the embeddings and overrides
 * (U+202A–U+202E) and the isolates (U+2066–U+2069) are removed. Text in a right-to-left script still
 * shows right to left: the Unicode algorithm needs none of them for that.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export const withoutBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, '');

/** A name as a subject or a first line shows it: at most `max` characters, then "…". */
export function shortName(name: string, max = 40): string {
  const characters = Array.from(name);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : name;
}
