/**
 * Text written into HTML by hand (the shell's head, its short pages, the sitemap, the owner's
 * emails): one escaper for text and attribute values alike, and one for JSON inside a <script>.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe as element text and as a quoted attribute value (and in XML, whose escapes these are too). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * JSON for a <script> element (`application/json`, `application/ld+json`): `<` escaped so no string
 * can close the element, and the line separators JavaScript once refused in strings.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
