/**
 * What the shell asks of a remote's origin (its pointer, its manifests, its CSS): one request, one
 * loop-aware deadline (deadline.server.ts), and an error that says whether the answer was definite.
 * A definite answer (nothing listens there, the host does not exist) means the remote is gone now;
 * anything else (a timeout, a 5xx, a reset) may be a hiccup, and the liveness count decides.
 */
import { errorText } from '@site-kit/brand';
import { withDeadline } from './deadline.server';

export class OriginError extends Error {
  constructor(
    message: string,
    /** True when the origin is certainly gone (not a hiccup worth waiting out). */
    readonly definite: boolean,
  ) {
    super(message);
  }
}

/** Socket errors that mean nobody serves at that address now. */
const GONE = new Set(['ECONNREFUSED', 'ENOTFOUND']);

const codeOf = (error: unknown): string | undefined =>
  (error as { cause?: { code?: unknown } } | null)?.cause?.code as string | undefined;

/**
 * The file's text, or null when the origin answers 404 (the caller decides what a missing file
 * means). Headers and body are read within the one deadline.
 */
export async function fetchOriginText(url: string, timeoutMs: number): Promise<string | null> {
  try {
    return await withDeadline(timeoutMs, url, async (signal) => {
      const response = await fetch(url, { signal, cache: 'no-store' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new OriginError(`${url} answered HTTP ${response.status}`, false);
      }
      return response.text();
    });
  } catch (error) {
    if (error instanceof OriginError) throw error;
    const code = codeOf(error);
    const reason = code ?? errorText(error);
    throw new OriginError(code ? `${url}: ${reason}` : reason, code !== undefined && GONE.has(code));
  }
}

/** Like fetchOriginText, for a file that must be there: a 404 is an error. */
export async function fetchRequiredText(url: string, timeoutMs: number): Promise<string> {
  const text = await fetchOriginText(url, timeoutMs);
  if (text === null) throw new OriginError(`${url} answered HTTP 404`, false);
  return text;
}
