/**
 * Previews (decision P41; a real proxy, issue 33 point 6): a version published at a remote's origin,
 * not live, shown to the browsers that opened its signed link and to nobody else.
 *
 * - `GET /__preview?token=…&to=/page`: the token (signed with PREVIEW_SECRET, expiring) names the
 *   remote and the version. The version is checked exactly as a deployment is, against the site as
 *   it serves now (a version the shell would refuse cannot be previewed: 409 with the reason); then
 *   a renderer with that remote pinned to the version is started, and the browser gets the token as
 *   its cookie and lands on the page.
 * - A request with a valid preview cookie, for a version the check did not refuse, is served by the
 *   gate as any other (the gate's own /api proxy, reports, forms, with its own idea of the client)
 *   except that its pages come from the preview's renderer; every answer to it, whatever the path,
 *   is `Cache-Control: private, no-store`. Nothing of the request is passed on whole: a page request
 *   reaches the renderer as a clean GET (renderer-process.server.ts), so no header of the client's and no
 *   body ever reaches it.
 * - Renderers start at most `startsPerMinute` a minute (RendererPool): a stranger holding links
 *   cannot make the gate start processes without end. `GET /__preview/leave` clears the cookie. An
 *   expired or forged cookie is ignored: the live site.
 */
import type { RemoteName } from '@site-kit/contract';
import {
  PREVIEW_COOKIE,
  PREVIEW_LEAVE_PATH,
  PREVIEW_PATH,
  type Preview,
  readPreview,
} from '@site-kit/contract/preview-token';
import { type Logger, shortMemory } from '@site-kit/server';
import { parse } from 'cookie';
import type { Express, Response } from 'express';
import type { Verdict } from '../remotes/version-check/version-gate.server';
import type { RendererPlan } from '../renderer/settings.server';
import type { LiveRenderer } from './live-renderer.server';
import { previewAnswer } from './preview-page.server';
import { type RendererPool, type RendererSpec, TooManyStarts } from './renderer-pool.server';
import type { RendererProcess } from './renderer-process.server';

export interface PreviewsOptions {
  secret: string;
  live: LiveRenderer;
  pool: RendererPool;
  /** The settings of a preview's renderer. */
  settingsFor: (preview: { remote: RemoteName; version: string }) => RendererPlan;
  logger: Logger;
}

/** Verdicts kept (a link is opened by the deploy's browser check, then by people). */
const VERDICTS_KEPT = 32;

/** Where the link lands: a path of this site, never another site (`//host`, `/\host`). */
export function landingPath(to: unknown): string {
  return typeof to === 'string' && /^\/(?![/\\])[^\s]*$/.test(to) ? to : '/';
}

/**
 * Every answer to this request, whatever sends it, is the browser's alone and never stored. Node has
 * no hook before the headers go out but `writeHead` itself, so it is wrapped (previews.server.test.ts
 * pins each way a sender passes headers to it).
 */
export function privateAnswers(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function privateWriteHead(this: Response, ...args: unknown[]) {
    this.setHeader('Cache-Control', 'private, no-store');
    for (const headers of args.slice(1)) {
      if (headers && typeof headers === 'object' && !Array.isArray(headers))
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === 'cache-control') delete (headers as Record<string, unknown>)[name];
    }
    return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

export function mountPreviews(app: Express, { secret, live, pool, settingsFor, logger }: PreviewsOptions): void {
  const verdicts = shortMemory<string, Promise<Verdict>>({ max: VERDICTS_KEPT });
  const spec = ({ remote, version }: Pick<Preview, 'remote' | 'version'>): RendererSpec => ({
    key: `preview ${remote}@${version}`,
    settings: settingsFor({ remote, version }),
  });

  /** The check's verdict on a version, against the site as it serves now (kept while the site is the same). */
  const verdictOn = (preview: Preview): Promise<Verdict> => {
    const renderer = live.ready;
    if (!renderer) return Promise.resolve({ ok: false, reason: 'the site is starting', route: null });
    const site = Object.values(renderer.picture?.remotes ?? {})
      .map((remote) => remote.version)
      .join(',');
    const key = `${preview.remote}@${preview.version} ${site}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = renderer.check(preview.remote, preview.version);
      verdicts.set(key, verdict);
      // The renderer ended mid-check: not a verdict on the version, asked again next time.
      void verdict.then((answer) => {
        if (!answer.ok && answer.reason === 'the renderer ended') verdicts.delete(key);
      });
    }
    return verdict;
  };

  app.get(PREVIEW_PATH, async (req, res, next) => {
    try {
      const token = typeof req.query.token === 'string' ? req.query.token : undefined;
      const preview = readPreview(token, secret);
      if (!preview || !token) {
        previewAnswer(res, 403, 'This preview link is not valid', [
          'It has expired, or it was not signed for this site. Ask for a new link (the team’s `deploy --preview` prints one).',
        ]);
        return;
      }
      const what = `${preview.remote} version ${preview.version}`;
      const verdict = await verdictOn(preview);
      if (!verdict.ok) {
        logger.warn(
          { remote: preview.remote, version: preview.version, route: verdict.route, error: verdict.reason },
          'preview refused: the version check failed',
        );
        refused(res, what, verdict.reason, verdict.route);
        return;
      }
      let renderer: RendererProcess;
      try {
        renderer = await pool.get(spec(preview));
      } catch (error) {
        notStarted(res, what, error, logger, preview);
        return;
      }
      // The renderer checked the version too as it started; what it serves is what this link shows.
      const seen = renderer.picture?.remotes[preview.remote];
      if (seen?.version !== preview.version) {
        refused(res, what, seen?.refused?.reason ?? seen?.lastError ?? 'it did not go live', seen?.refused?.route);
        return;
      }
      res.cookie(PREVIEW_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        expires: new Date(preview.expiresAt),
      });
      res.set('Cache-Control', 'no-store').redirect(303, landingPath(req.query.to));
    } catch (error) {
      next(error);
    }
  });

  app.get(PREVIEW_LEAVE_PATH, (req, res) => {
    res.clearCookie(PREVIEW_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
    res.set('Cache-Control', 'no-store').redirect(303, '/');
  });

  // A browser holding a valid preview cookie of a version the check passed: its pages come from the
  // preview's renderer (res.locals.renderer), everything else as for anyone; any other, as usual.
  app.use(async (req, res, next) => {
    const preview = readPreview(parse(req.get('cookie') ?? '')[PREVIEW_COOKIE], secret);
    if (!preview) return next();
    privateAnswers(res);
    try {
      const running = pool.running(spec(preview).key);
      if (running) {
        res.locals.renderer = running;
        return next();
      }
      if (!(await verdictOn(preview)).ok) return next();
      res.locals.renderer = await pool.get(spec(preview));
      next();
    } catch (error) {
      if (error instanceof TooManyStarts) {
        res
          .status(503)
          .set('Retry-After', '60')
          .type('text/plain')
          .send('The preview is starting: try again in a minute.');
        return;
      }
      next(error);
    }
  });
}

function refused(res: Response, what: string, reason: string, route: string | null | undefined): void {
  previewAnswer(res, 409, 'This version cannot be previewed', [
    `The shell’s check refused ${what}, as it would refuse its deployment; the live site is unchanged.`,
    ...(route ? [`Where: ${route}`] : []),
    `Why: ${reason}`,
  ]);
}

function notStarted(res: Response, what: string, error: unknown, logger: Logger, preview: Preview): void {
  const busy = error instanceof TooManyStarts;
  logger.error({ remote: preview.remote, version: preview.version, err: error }, 'preview not started');
  if (busy) res.set('Retry-After', '60');
  previewAnswer(res, 503, 'The preview could not be started', [
    busy
      ? `The shell started too many previews in the last minute. Try the link for ${what} again in a minute.`
      : `The shell could not start a process serving ${what}. Try the link again in a minute.`,
  ]);
}
