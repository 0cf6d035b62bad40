/**
 * The shell's HTTP surface: redirects, static assets, the API pass-through, SEO files, health, and
 * server rendering of every page (with a cache that a remote's new deployment invalidates).
 */
import path from 'node:path';
import type { PublicConfig, RemoteName } from '@site-kit/contract';
import { FAILED_SUBMIT_MESSAGE } from '@site-kit/forms';
import {
  BODY_TOO_LARGE_MESSAGE,
  bearerTokenMatches,
  type Logger,
  requestLog,
  sendEncoded,
  staticFiles,
  trustChain,
} from '@site-kit/node';
import compression from 'compression';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { redirects } from '../src/redirects';
import { CLIENT_REPORTS_PATH } from '../src/reports/report';
import { type ClientReports, clientReportsRouter } from './client-reports.server';
import type { ShellConfig } from './config.server';
import type { DevLoop } from './dev/dev-loop.server';
import { type ErrorPageContext, errorMessage, errorPageHtml } from './error-page.server';
import { formTypeOf, forwardHtmlForm, refuseForeignFormPosts, submittedState } from './forms.server';
import { type CachedPage, PageCache, preparePage } from './page-cache.server';
import { checkPath, siteRequestUrl } from './paths.server';
import { previewNotice } from './preview/preview-page.server';
import { mountPreviews, type PreviewsOptions } from './preview/previews.server';
import { apiProxy } from './proxy.server';
import type { OriginCors } from './remotes/origin-cors.server';
import type { RemoteManager } from './remotes/remote-manager.server';
import { planRoute, renderRoute } from './render.server';
import { securityHeaders } from './security.server';
import { robotsTxt, sitemapXml } from './seo.server';
import type { ShellAssets } from './shell-assets.server';
import { buildSiteIndex, type SiteIndex } from './site-index.server';
import { tagManagerMarkup } from './tag-manager.server';

export interface ShellServerDeps {
  config: ShellConfig;
  manager: RemoteManager;
  assets: ShellAssets;
  logger: Logger;
  /** Client error reports, counted per remote version (the version watch reads them too). */
  clientReports: ClientReports;
  /** Development mode only (`npm run dev`); absent in production. */
  dev?: DevLoop;
  /** Previews of versions not yet live (with PREVIEW_SECRET; never in a preview's own child). */
  previews?: PreviewsOptions;
  /** Each origin's CORS answer to the site, shown per remote in the detailed health view. */
  originCors?: OriginCors;
}

const redirectMap = new Map(redirects.map(({ from, to }) => [from, to]));

export function createShellApp({
  config,
  manager,
  assets,
  logger,
  clientReports,
  dev,
  previews,
  originCors,
}: ShellServerDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY decides whose X-Forwarded-For names the client (decision H13).
  app.set('trust proxy', trustChain(config.trustProxy));
  app.use(requestLog(logger));
  // Development mode (npm run dev) only: its pages, and browsers that override remotes, go first.
  dev?.mount(app);
  // So do preview links and the browsers holding a preview: their child shell serves them.
  if (previews) mountPreviews(app, previews);

  // Build output first: compressed once (brotli, gzip) and answered with lean headers. A page's
  // policy headers (CSP and the rest) mean nothing on a script or an image.
  const browserDir = path.join(config.distDir, 'browser');
  const assetHeaders = (res: Response) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  };
  app.use(
    '/static',
    staticFiles(path.join(browserDir, 'static'), {
      cacheControl: () => 'public, max-age=31536000, immutable',
      setHeaders: assetHeaders,
    }),
  );
  app.use('/static', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(
    staticFiles(browserDir, {
      cacheControl: (file) => (file.endsWith('manifest.json') ? 'no-cache' : 'public, max-age=86400'),
      setHeaders: assetHeaders,
    }),
  );

  app.use(compression());
  const security = express.Router().use(securityHeaders(config, dev?.cspSources));
  app.use(security);
  app.use(plainPaths);

  const publicConfig: PublicConfig = {
    siteUrl: config.siteUrl,
    reviewsWidget: config.reviewsWidget,
    formsEndpoint: '/api/submissions',
  };

  let index: SiteIndex = buildSiteIndex(manager, logger);
  const pages = new PageCache(config.htmlCacheEntries);
  manager.on('change', () => {
    index = buildSiteIndex(manager, logger);
  });

  // A cached page stays valid while every remote it used is up and still on the same deployment.
  const isCurrent = ({ result }: CachedPage) =>
    Object.entries(result.versions).every(
      ([remote, version]) => manager.version(remote as RemoteName) === version && manager.isUp(remote as RemoteName),
    );

  // Client error reports: counted per remote version this shell has served (issue 28).
  app.use(
    CLIENT_REPORTS_PATH,
    clientReportsRouter(clientReports, { ...config.clientReports, siteUrl: config.siteUrl }),
  );

  // Public: only that the shell answers. The detail (remotes, versions, refusals) is the owner's
  // (decision H9): `Authorization: Bearer <OWNER_TOKEN>`.
  app.get('/healthz', (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!bearerTokenMatches(req.get('authorization'), config.ownerToken)) {
      res.json({ ok: true });
      return;
    }
    const remotes = originCors ? originCors.annotate(manager.status()) : manager.status();
    res.json({ ok: true, pid: process.pid, remotes, clientErrors: clientReports.summary() });
  });

  // The bare domain answers with a permanent redirect to the canonical www origin.
  app.use((req, res, next) => {
    if (config.bareHost && req.hostname === config.bareHost) {
      res.redirect(301, `${config.siteUrl}${req.originalUrl}`);
      return;
    }
    next();
  });

  const tagManager = config.tagManagerId ? tagManagerMarkup(config.tagManagerId) : null;
  // A preview's child says so on every page, with the way out.
  const notice = config.preview ? previewNotice(config.preview) : undefined;
  app.use('/api', apiProxy(config.formApiUrl, { bodyLimitBytes: config.bodyLimitBytes }));
  app.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=300').send(sitemapXml(index, config.siteUrl));
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(config.siteUrl));
  });

  app.get(/.*/, async (req, res, next) => {
    try {
      const target = redirectTarget(req);
      if (target) {
        res.redirect(301, target);
        return;
      }
      const plan = planRoute(siteRequestUrl(req.originalUrl, config.siteUrl), index, manager);
      const started = performance.now();
      const { page, hit } = await pages.page(plan.cacheKey, isCurrent, async () => {
        const result = await renderRoute(plan, {
          manager,
          index,
          assets: dev?.assets() ?? assets,
          config: publicConfig,
          tagManager,
          submission: submittedState(new URL(plan.location, config.siteUrl).searchParams),
          logger,
          faultPath: config.renderFaultPath,
          notice,
        });
        const keep = plan.cacheKey !== null && result.complete && config.htmlCacheEntries > 0;
        return { page: preparePage(result, { cached: keep }), keep };
      });
      res.set('Server-Timing', hit ? 'cache;desc="hit"' : `render;dur=${(performance.now() - started).toFixed(1)}`);
      const { status } = page.result;
      res.status(status);
      res.set('Content-Type', 'text/html; charset=utf-8');
      res.set('Cache-Control', 'no-cache');
      if (status === 503) res.set('Retry-After', String(Math.ceil(config.remotePollMs / 1000) + 5));
      await sendEncoded(req, res, page);
    } catch (error) {
      next(error);
    }
  });

  // Forms posted without JavaScript land on the page they were on.
  const formBody = express.urlencoded({ extended: false, limit: config.bodyLimitBytes, parameterLimit: 50 });
  app.post(/.*/, refuseForeignFormPosts(config.siteUrl, logger), formBody, async (req, res, next) => {
    try {
      const url = siteRequestUrl(req.originalUrl, config.siteUrl);
      if (!formTypeOf(req.body)) {
        res.status(400).type('text/plain').send('Unknown form.');
        return;
      }
      const outcome = await forwardHtmlForm(req.body as Record<string, unknown>, {
        formApiUrl: config.formApiUrl,
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
        userAgent: req.get('user-agent') ?? '',
        page: { path: url.pathname, title: index.routes.get(url.pathname)?.head.title ?? null },
        bodyLimitBytes: config.bodyLimitBytes,
      });
      if (outcome.kind === 'submitted') {
        // Post/redirect/get: a refresh does not send the lead twice. The form's #anchor is kept.
        res.redirect(303, `${url.pathname}?submitted=${encodeURIComponent(outcome.formType)}`);
        return;
      }
      const result = await renderRoute(planRoute(url, index, manager), {
        manager,
        index,
        assets: dev?.assets() ?? assets,
        config: publicConfig,
        tagManager,
        submission: outcome.state,
        logger,
        notice,
      });
      res
        .status(outcome.status)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(result.html);
    } catch (error) {
      next(error);
    }
  });

  // Pages are read (GET, HEAD) and take the site's forms (POST); anything else is refused with the site's page.
  app.use((req, _res, next) => {
    next(new HttpError(405, `${req.method} is not allowed here`, { Allow: PAGE_METHODS }));
  });

  const errorPage: ErrorPageContext = {
    get index() {
      return index;
    },
    assets,
    config: publicConfig,
  };
  app.use(finalErrorHandler(errorPage, security));
  return app;
}

/** A path that does not decode is a 400; an odd form of a path, a redirect to its plain form (H7). */
const plainPaths: RequestHandler = (req, res, next) => {
  const verdict = checkPath(req.originalUrl);
  if (verdict.kind === 'ok') return next();
  if (verdict.kind === 'bad') return next(new HttpError(400, 'undecodable path'));
  // 308 keeps a form post's method and body; a page visit gets the usual permanent redirect.
  res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, verdict.location);
};

const PAGE_METHODS = 'GET, HEAD, POST';

/** A request the shell refuses, with the status to answer (its message is for the log only). */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer carries (the `Allow` of a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A client's fault (a body parser's 4xx, a bad path) keeps its status; anything else is a 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/**
 * The last handler (decision H6): whatever failed, the visitor gets the site's frame, the call link
 * and a short message (JSON under /api) with the right status; never a stack or a path of this
 * server. A server error is logged once, by the request log, with the error attached.
 */
function finalErrorHandler(page: ErrorPageContext, security: express.Router): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // Whatever is left of a refused body is read and dropped: closing on unread data resets the
    // connection, and the client could lose this answer.
    req.resume();
    const send = async () => {
      res.status(status).set('Cache-Control', 'no-store');
      if (error instanceof HttpError) res.set(error.headers);
      if (req.originalUrl.startsWith('/api/') || req.originalUrl === '/api') {
        const message =
          status === 413 ? BODY_TOO_LARGE_MESSAGE : status >= 500 ? FAILED_SUBMIT_MESSAGE : errorMessage(status).title;
        res.json({ success: false, error: message });
        return;
      }
      res.type('html').send(await errorPageHtml(status, page));
    };
    // An error raised before the security headers were set still gets them.
    if (res.getHeader('content-security-policy')) void send();
    else security(req, res, () => void send());
  };
}

/** Spec redirects and trailing-slash normalisation, both permanent. */
function redirectTarget(req: Request): string | null {
  const { pathname, search } = siteRequestUrl(req.originalUrl, 'http://site.invalid');
  const mapped = redirectMap.get(pathname.toLowerCase());
  if (mapped) return mapped;
  if (pathname.length > 1 && pathname.endsWith('/')) return `${pathname.replace(/\/+$/, '') || '/'}${search}`;
  return null;
}
