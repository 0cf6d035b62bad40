/**
 * Bodies must be valid UTF-8. A lenient decoder would quietly turn broken bytes into U+FFFD and store
 * a lead whose name the owner cannot read; a strict one turns them into a 400. Both functions are
 * body-parser `verify` hooks: their throw becomes a 400 'entity.verify.failed'.
 */
const strict = new TextDecoder('utf-8', { fatal: true });

export function rejectInvalidUtf8(_req: unknown, _res: unknown, buffer: Buffer): string {
  return strict.decode(buffer);
}

/**
 * The same for a form post: its bytes are ASCII, but a percent-escape can still spell broken UTF-8
 * (`%C3%28`), which the form parser would also turn into U+FFFD.
 */
export function rejectInvalidUrlencoded(req: unknown, res: unknown, buffer: Buffer): void {
  for (const part of rejectInvalidUtf8(req, res, buffer).split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
}
