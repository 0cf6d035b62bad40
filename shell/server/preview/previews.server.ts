/**
 * Previews (issue 28, decision P41): a version published at a remote's origin, not live, shown to
 * the browsers that opened its signed link and to nobody else.
 *
 * - `GET /__preview?token=…&to=/page`: the token (signed with PREVIEW_SECRET, expiring) names the
 *   remote and the version. The version is checked exactly as a deployment is, against the site as
 *   it serves now (a version the shell would refuse cannot be previewed: the link answers 409 with
 *   the reason), then a child shell with that remote pinned to the version is started, and the
 *   browser gets the token as its cookie and lands on the page.
 * - Every request with a valid preview cookie is passed to that child (`../child-shells/`), which
 *   renders without an HTML cache and shows a notice naming the section and version, with a way out:
 *   `GET /__preview/leave` clears the cookie. An expired or forged cookie is ignored: the live site.
 */
import {
  type Logger,
  PREVIEW_COOKIE,
  PREVIEW_LEAVE_PATH,
  PREVIEW_PATH,
  type Preview,
  readPreview,
} from '@site-kit/node';
import { parse } from 'cookie';
import type { Express, Response } from 'express';
import { passTo } from '../child-shells/pass-through.server';
import type { ChildShell, ChildShells } from '../child-shells/pool.server';
import type { RemoteManager, Verdict } from '../remotes/remote-manager.server';
import { previewAnswer } from './preview-page.server';

export interface PreviewsOptions {
  secret: string;
  manager: RemoteManager;
  children: ChildShells;
  logger: Logger;
}

/** Verdicts kept (a link is opened by the deploy's browser check, then by people). */
const VERDICTS_KEPT = 32;

/** The child shell serving a preview: the remote pinned to the version (its config reads PREVIEW_OF). */
export const previewShell = ({ remote, version }: Pick<Preview, 'remote' | 'version'>): ChildShell => ({
  key: `preview ${remote}@${version}`,
  env: { PREVIEW_OF: `${remote}@${version}` },
});

/** Where the link lands: a path of this site, never another site (`//host`, `/\host`). */
export function landingPath(to: unknown): string {
  return typeof to === 'string' && /^\/(?![/\\])[^\s]*$/.test(to) ? to : '/';
}

export function mountPreviews(app: Express, { secret, manager, children, logger }: PreviewsOptions): void {
  const verdicts = new Map<string, Promise<Verdict>>();

  /** The check's verdict on a version, against the site as it serves now (kept while the site is the same). */
  const verdictOn = (preview: Preview): Promise<Verdict> => {
    const site = Object.values(manager.status())
      .map((remote) => remote.version)
      .join(',');
    const key = `${preview.remote}@${preview.version} ${site}`;
    let verdict = verdicts.get(key);
    if (!verdict) {
      if (verdicts.size >= VERDICTS_KEPT) verdicts.delete(verdicts.keys().next().value as string);
      verdict = manager.checkCandidate(preview.remote, preview.version);
      verdicts.set(key, verdict);
      // A check that could not run (not a refusal: that is a verdict) is tried again next time.
      verdict.catch(() => verdicts.delete(key));
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
      const child = previewShell(preview);
      try {
        await children.urlFor(child);
      } catch (error) {
        logger.error({ remote: preview.remote, version: preview.version, err: error }, 'preview not started');
        previewAnswer(res, 503, 'The preview could not be started', [
          `The shell could not start a process serving ${what}. Try the link again in a minute.`,
        ]);
        return;
      }
      // The child checked the version too as it started; what it serves is what this link shows.
      const seen = (await children.statusOf(child))?.[preview.remote];
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

  // A browser holding a valid preview cookie is served by its preview's child; any other, as usual.
  app.use((req, res, next) => {
    const preview = readPreview(parse(req.get('cookie') ?? '')[PREVIEW_COOKIE], secret);
    if (!preview) {
      next();
      return;
    }
    children
      .urlFor(previewShell(preview))
      .then((url) => passTo(url, req, res, { dropCookie: PREVIEW_COOKIE, privatePages: true }), next);
  });
}

function refused(res: Response, what: string, reason: string, route: string | null | undefined): void {
  previewAnswer(res, 409, 'This version cannot be previewed', [
    `The shell’s check refused ${what}, as it would refuse its deployment; the live site is unchanged.`,
    ...(route ? [`Where: ${route}`] : []),
    `Why: ${reason}`,
  ]);
}
