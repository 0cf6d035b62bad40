/**
 * The gate's HTTP surface (issue 33, point 5): everything of the site but rendering. Redirects,
 * static assets, the API pass-through (with the call tap's page proof vouched for), client error
 * reports, health, previews, forms posted without JavaScript, and every page, which a renderer
 * renders: the live site's, or a preview's or an override's for the browsers that chose one.
 */

import path from 'node:path';
import type { PublicConfig } from '@site-kit/contract';
import { PAGE_PROOF_FIELD, SIGNAL_PROOF_HEADER, SIGNAL_PROOF_VALID } from '@site-kit/forms';
import { type Logger, requestLog, staticFiles, trustChain } from '@site-kit/server';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { CLIENT_REPORTS_PATH } from '../../src/page-contract/client-report';
import type { ShellConfig } from '../config.server';
import type { DevLoop } from '../dev/dev-loop.server';
import { redirectTarget } from '../http/paths.server';
import { apiProxy } from '../http/proxy.server';
import {
  finalErrorHandler,
  HttpError,
  methodNotAllowed,
  plainPaths,
  refuseUnexpectedBodies,
} from '../http/refusals.server';
import { securityHeaders } from '../http/security.server';
import type { OriginCors } from '../remotes/origin-cors.server';
import type { ErrorPageContext } from '../render/error-page.server';
import type { ShellAssets } from '../render/shell-assets.server';
import type { SitePicture } from '../renderer/protocol.server';
import { type ClientReports, clientReportsRouter } from './client-reports.server';
import { CONVERSION_PARAM, type Conversions } from './conversions.server';
import type { FleetStore } from './fleet-store.server';
import { healthz } from './healthz.server';
import { htmlFormPosts } from './html-forms.server';
import type { LiveRenderer } from './live-renderer.server';
import type { PageLoadCounter } from './page-loads.server';
import type { PageProofs } from './page-proof.server';
import { mountPreviews, type PreviewsOptions } from './previews.server';
import type { RendererProcess } from './renderer-process.server';

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

/** No picture yet (the renderer is starting): the frame of the error page has no section's links. */
const EMPTY_FRAME: SitePicture['frame'] = {
  browserRoutes: {},
  nav: { primary: [], services: [], 'areas-summary': [], 'areas-primary': [] },
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
  app.use(htmlFormPosts({ config, logger, proofs, conversions, rendererOf }));
  app.use(methodNotAllowed);

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
