/**
 * The gate's HTTP surface (issue 33, point 5): everything of the site but rendering. Redirects,
 * static assets, the API pass-through (with the call tap's page proof vouched for), client error
 * reports, health, previews, forms posted without JavaScript, and every page, which a renderer
 * renders: the live site's, or a preview's or an override's for the browsers that chose one.
 */

import path from 'node:path';
import { asError } from '@site-kit/brand';
import type { PublicConfig } from '@site-kit/contract';
import {
  FAILED_SUBMIT_MESSAGE,
  isFormType,
  PAGE_PROOF_FIELD,
  SIGNAL_PROOF_HEADER,
  SIGNAL_PROOF_VALID,
} from '@site-kit/forms';
import { BODY_TOO_LARGE_MESSAGE, type Logger, requestLog, staticFiles, trustChain } from '@site-kit/server';
import compression from 'compression';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { redirects } from '../../src/redirects';
import { CLIENT_REPORTS_PATH } from '../../src/reports/report';
import type { ShellConfig } from '../config.server';
import type { DevLoop } from '../dev/dev-loop.server';
import { formTypeOf, forwardHtmlForm, refuseForeignFormPosts } from '../http/forms.server';
import { checkPath, siteRequestUrl } from '../http/paths.server';
import { apiProxy } from '../http/proxy.server';
import { securityHeaders } from '../http/security.server';
import type { OriginCors } from '../remotes/origin-cors.server';
import { type ErrorPageContext, errorMessage, errorPageHtml } from '../render/error-page.server';
import type { ShellAssets } from '../render/shell-assets.server';
import type { SitePicture } from '../renderer/protocol.server';
import { type ClientReports, clientReportsRouter } from './client-reports.server';
import { CONVERSION_PARAM, type Conversions } from './conversions.server';
import type { FleetStore } from './fleet-store.server';
import { healthz } from './healthz.server';
import type { LiveRenderer } from './live-renderer.server';
import type { PageLoadCounter } from './page-loads.server';
import type { PageProofs } from './page-proof.server';
import { mountPreviews, type PreviewsOptions } from './previews.server';
import type { RendererProcess } from './renderers.server';

export interface GateDeps {
  config: ShellConfig;
  live: LiveRenderer;
  assets: ShellAssets;
  logger: Logger;
  proofs: PageProofs;
  store: FleetStore;
  /** Client error reports, counted fleet-wide (the watch reads them too). */
  clientReports: ClientReports;
  pageLoads: PageLoadCounter;
  /** Development mode only (`npm run dev`); absent in production. */
  dev?: DevLoop;
  /** Previews of versions not yet live (with PREVIEW_SECRET). */
  previews?: PreviewsOptions;
  /** Each origin's CORS answer to the site, shown per remote in the detailed health view. */
  originCors?: OriginCors;
  /** Signs and checks the no-JavaScript posts' conversions (issue 34). */
  conversions: Conversions;
}

const redirectMap = new Map(redirects.map(({ from, to }) => [from, to]));

/** No picture yet (the renderer is starting): the frame of the error page has no section's links. */
const EMPTY_FRAME: SitePicture['frame'] = {
  browserRoutes: {},
  nav: { primary: [], services: [], 'areas-summary': [], 'areas-primary': [] },
};

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

/**
 * A GET, HEAD, OPTIONS or DELETE carries no body on this site: one sent anyway (a request hidden in
 * a chunked body, issue 33) is refused before anything reads or forwards it, and the connection
 * closed so that the rest of it is never parsed as a request.
 */
const refuseUnexpectedBodies: RequestHandler = (req, res, next) => {
  const length = req.headers['content-length'];
  if (BODILESS_METHODS.has(req.method) && (req.headers['transfer-encoding'] !== undefined || (length ?? '0') !== '0')) {
    res.set('Connection', 'close');
    next(new HttpError(400, `a ${req.method} request carries no body here`));
    return;
  }
  next();
};

export function createGateApp(deps: GateDeps): Express {
  const { config, live, assets, logger, proofs, clientReports, pageLoads, dev, previews, conversions } = deps;
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY decides whose X-Forwarded-For names the client (decision H13).
  app.set('trust proxy', trustChain(config.trustProxy));
  app.use(
    requestLog(logger, {
      // A page whose render failed was logged by its renderer, with the error: one line per failure.
      loggedElsewhere: (res) => res.locals?.rendered === true,
    }),
  );
  app.use(refuseUnexpectedBodies);
  // Development mode (npm run dev) only: its pages, and browsers that override remotes, go first.
  dev?.mount(app);
  // So do preview links and the browsers holding a preview: their renderer renders their pages.
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

  // The gate's own answers (health, an error page); a renderer's pages come compressed already.
  app.use(compression());
  const security = express.Router().use(securityHeaders(config, dev?.cspSources));
  app.use(security);
  app.use(plainPaths);

  // Client error reports: counted with their provenance, fleet-wide (issue 33).
  app.use(
    CLIENT_REPORTS_PATH,
    clientReportsRouter(clientReports, { ...config.clientReports, siteUrl: config.siteUrl }),
  );
  app.get(
    '/healthz',
    healthz({
      ownerToken: config.ownerToken,
      live,
      reports: clientReports,
      store: deps.store,
      originCors: deps.originCors,
      logger,
    }),
  );

  // The bare domain answers with a permanent redirect to the canonical www origin.
  app.use((req, res, next) => {
    if (config.bareHost && req.hostname === config.bareHost) {
      res.redirect(301, `${config.siteUrl}${req.originalUrl}`);
      return;
    }
    next();
  });

  app.use(
    '/api',
    apiProxy(config.formApiUrl, {
      bodyLimitBytes: config.bodyLimitBytes,
      // A call tap counts in the owner's report only with the page proof of a page this site served.
      vouch: (req, body): Record<string, string> =>
        proofs.issuedAt(callTapProof(req, body)) !== null ? { [SIGNAL_PROOF_HEADER]: SIGNAL_PROOF_VALID } : {},
    }),
  );

  /** The renderer of this request's pages: a preview's or an override's when the browser chose one. */
  const rendererOf = (res: Response): RendererProcess | null =>
    (res.locals.renderer as RendererProcess | undefined) ?? live.ready;

  app.get(/.*/, (req, res, next) => {
    const target = redirectTarget(req);
    if (target) {
      res.redirect(301, target);
      return;
    }
    const renderer = rendererOf(res);
    if (!renderer) return next(new HttpError(503, 'the renderer is not ready'));
    const countLoads = renderer === live.ready;
    renderer.proxyPage(req, res, {
      // Only the live site's pages carry a proof: a preview's signals must never count (issue 33).
      proof: countLoads ? proofs.current() : null,
      conversion: conversions.verify(req.query[CONVERSION_PARAM]),
      onLoads: (loads) => {
        if (countLoads) pageLoads.count(loads, req.ip ?? '');
      },
      onError: (error) => next(new HttpError(503, `the renderer did not answer: ${error.message}`)),
    });
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
      const renderer = rendererOf(res);
      const outcome = await forwardHtmlForm(req.body as Record<string, unknown>, {
        formApiUrl: config.formApiUrl,
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
        userAgent: req.get('user-agent') ?? '',
        page: { path: url.pathname, title: renderer?.picture?.titles[url.pathname] ?? null },
        bodyLimitBytes: config.bodyLimitBytes,
      });
      if (outcome.kind === 'submitted') {
        // Post/redirect/get: a refresh does not send the lead twice. The form's #anchor is kept.
        // The lead, signed, lets the page count its conversion once (issue 34).
        const formType = outcome.formType;
        const conversion =
          outcome.lead && isFormType(formType)
            ? `&${CONVERSION_PARAM}=${conversions.sign(formType, outcome.lead, outcome.service)}`
            : '';
        res.redirect(303, `${url.pathname}?submitted=${encodeURIComponent(formType)}${conversion}`);
        return;
      }
      if (!renderer) throw new HttpError(503, 'the renderer is not ready');
      const page = await renderer.renderSubmission(
        { url: `${url.pathname}${url.search}`, status: outcome.status, submission: outcome.state },
        proofs.current(),
      );
      res
        .status(page.status)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(page.html);
    } catch (error) {
      next(error);
    }
  });

  // Pages are read (GET, HEAD) and take the site's forms (POST); anything else is refused with the site's page.
  app.use((req, _res, next) => {
    next(new HttpError(405, `${req.method} is not allowed here`, { Allow: PAGE_METHODS }));
  });

  const publicConfig: PublicConfig = {
    siteUrl: config.siteUrl,
    reviewsWidget: config.reviewsWidget,
    formsEndpoint: '/api/submissions',
  };
  const errorPage: ErrorPageContext = {
    get index() {
      return live.picture?.frame ?? EMPTY_FRAME;
    },
    get assets() {
      return dev?.assets() ?? assets;
    },
    config: publicConfig,
  };
  app.use(finalErrorHandler(errorPage, security, config.remotePollMs));
  return app;
}

/** The page proof a call tap carries: a beacon's form field, or a ping's query parameter. */
function callTapProof(req: Request, body: Buffer | undefined): string | null {
  if (req.method !== 'POST' || req.path !== '/calls') return null;
  if (body && req.is('application/x-www-form-urlencoded'))
    return new URLSearchParams(body.toString('utf8')).get(PAGE_PROOF_FIELD);
  const fromQuery = req.query[PAGE_PROOF_FIELD];
  return typeof fromQuery === 'string' ? fromQuery : null;
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

/** A client's fault (a body parser's 4xx, a bad path) keeps its status, and so do the gate's own; anything else is a 500. */
function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/**
 * The last handler (decision H6): whatever failed, the visitor gets the site's frame, the call link
 * and a short message (JSON under /api) with the right status; never a stack or a path of this
 * server. A server error is logged once, by the request log, with the error attached.
 */
function finalErrorHandler(page: ErrorPageContext, security: express.Router, pollMs: number): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) res.err = asError(error);
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
      if (status === 503) res.set('Retry-After', String(Math.ceil(pollMs / 1000) + 5));
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
