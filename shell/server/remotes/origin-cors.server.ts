/**
 * Does each remote's origin let the site's pages read its files? Browsers load a remote's entry and
 * chunks as CORS scripts (decision P44): an origin whose Access-Control-Allow-Origin does not name
 * the site's origin leaves every part on its server HTML and every page load sending client error
 * reports — graceful for the visitor, silent for the operator (issue 35). So the shell asks each
 * origin once at start and again whenever the remote changes version, the way a browser on the
 * site would (a GET of the pointer with the site's `Origin`), logs a refusal as an error and shows
 * the answer per remote in `/healthz` (`cors`).
 */
import { errorText } from '@site-kit/brand';
import type { RemoteName } from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import { withDeadline } from './deadline.server';

export interface OriginCorsResult {
  /** True when the origin's answer allows the site's origin (named, or `*`). */
  allowsSite: boolean;
  /** The origin the check sent (the site's, SITE_URL). */
  siteOrigin: string;
  /** What the origin answered in Access-Control-Allow-Origin (null: no such header, or no answer). */
  allowOrigin: string | null;
  /** Why the check could not tell (the origin did not answer); null when it answered. */
  error: string | null;
  at: string;
}

/** A browser compares the header with the page's origin exactly; `*` allows every origin. */
export function allowsOrigin(allowOrigin: string | null, siteOrigin: string): boolean {
  if (allowOrigin === null) return false;
  const value = allowOrigin.trim();
  return value === '*' || value === siteOrigin;
}

/** One origin: GET its pointer with the site's Origin, as a page's script load would, and read the answer's header. */
export async function checkOriginCors(
  originUrl: string,
  siteUrl: string,
  timeoutMs: number,
): Promise<OriginCorsResult> {
  const siteOrigin = new URL(siteUrl).origin;
  const url = `${originUrl.replace(/\/$/, '')}/live.json`;
  const at = new Date().toISOString();
  try {
    const allowOrigin = await withDeadline(timeoutMs, url, async (signal) => {
      const response = await fetch(url, { signal, cache: 'no-store', headers: { origin: siteOrigin } });
      await response.body?.cancel();
      return response.headers.get('access-control-allow-origin');
    });
    return { allowsSite: allowsOrigin(allowOrigin, siteOrigin), siteOrigin, allowOrigin, error: null, at };
  } catch (error) {
    return {
      allowsSite: false,
      siteOrigin,
      allowOrigin: null,
      error: errorText(error),
      at,
    };
  }
}

/** The latest answer of every remote's origin, checked at start and on each change of version. */
export class OriginCors {
  readonly #results = new Map<RemoteName, OriginCorsResult>();

  constructor(
    private readonly origins: Record<RemoteName, string>,
    private readonly siteUrl: string,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  async check(name: RemoteName): Promise<OriginCorsResult> {
    const result = await checkOriginCors(this.origins[name], this.siteUrl, this.timeoutMs);
    this.#results.set(name, result);
    if (!result.allowsSite && result.error === null) {
      this.logger.error(
        { remote: name, origin: this.origins[name], siteOrigin: result.siteOrigin, allowOrigin: result.allowOrigin },
        "remote origin's CORS does not allow the site: browsers cannot load its parts",
      );
    }
    return result;
  }

  async checkAll(): Promise<void> {
    await Promise.all((Object.keys(this.origins) as RemoteName[]).map((name) => this.check(name)));
  }

  /** `status` (the manager's health per remote) with each remote's latest CORS answer as `cors`. */
  annotate<T extends object>(status: Record<RemoteName, T>): Record<RemoteName, T & { cors: OriginCorsResult | null }> {
    return Object.fromEntries(
      Object.entries(status).map(([name, entry]) => [
        name,
        { ...(entry as T), cors: this.#results.get(name as RemoteName) ?? null },
      ]),
    ) as Record<RemoteName, T & { cors: OriginCorsResult | null }>;
  }
}
