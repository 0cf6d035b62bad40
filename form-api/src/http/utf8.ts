/**
 * Bodies must be valid UTF-8. A lenient decoder would quietly turn broken bytes into U+FFFD and store
 * a lead whose name the owner cannot read; a strict one turns them into a 400.
 */
const strict = new TextDecoder('utf-8', { fatal: true });

export class InvalidUtf8 extends Error {
  override name = 'InvalidUtf8';
}

export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    throw new InvalidUtf8('body is not valid UTF-8');
  }
}

/** express.json / express.urlencoded `verify` hook (its throw becomes a 400 'entity.verify.failed'). */
export function rejectInvalidUtf8(_req: unknown, _res: unknown, buffer: Buffer): void {
  decodeUtf8(buffer);
}

/**
 * The same for a form post: its bytes are ASCII, but a percent-escape can still spell broken UTF-8
 * (`%C3%28`), which the form parser would also turn into U+FFFD.
 */
export function rejectInvalidUrlencoded(_req: unknown, _res: unknown, buffer: Buffer): void {
  for (const part of decodeUtf8(buffer).split(/[&=]/)) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw new InvalidUtf8('form body has a malformed or non-UTF-8 escape');
    }
  }
}
