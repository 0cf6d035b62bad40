/**
 * The shell's HTTP surface: redirects, static assets, the API pass-through, SEO files, health, and
 * server rendering of every page (with a cache that a remote's new deployment invalidates).
 */
import path from 'node:path';
import type { PublicConfig, RemoteName } from '@site-kit/contract';
import { pickEncoding, staticFiles } from '@site-kit/node';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { redirects } from '../src/routes';
import type { ShellConfig } from './config.server';
import type { DevLoop } from './dev-loop.server';
import { formTypeOf, forwardHtmlForm, submittedState } from './forms.server';
import { type CachedPage, PageCache, preparePage } from './page-cache.server';
import { apiProxy } from './proxy.server';
import type { RemoteManager } from './remotes.server';
import { renderRoute } from './render.server';
import { securityHeaders } from './security.server';
import { robotsTxt, sitemapXml } from './seo.server';
import type { ShellAssets } from './shell-assets.server';
import { buildSiteIndex, type SiteIndex } from './site-index.server';

export interface ShellServerDeps {
  config: ShellConfig;
  manager: RemoteManager;
  assets: ShellAssets;
  /** Development mode only (`npm run dev`); absent in production. */
  dev?: DevLoop;
}

const redirectMap = new Map(redirects.map(({ from, to }) => [from, to]));

export function createShellApp({ config, manager, assets, dev }: ShellServerDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // Development mode (npm run dev) only: its pages, and browsers that override remotes, go first.
  dev?.mount(app);

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
  app.use(securityHeaders(config, dev?.cspSources));

  const publicConfig: PublicConfig = {
    siteUrl: config.siteUrl,
    reviewsWidget: config.reviewsWidget,
    formsEndpoint: '/api/submissions',
  };

  let index: SiteIndex = buildSiteIndex(manager);
  const pages = new PageCache(config.htmlCacheEntries);
  manager.on('change', () => {
    index = buildSiteIndex(manager);
  });

  // A cached page stays valid while every remote it used is up and still on the same deployment.
  const isCurrent = ({ result }: CachedPage) =>
    Object.entries(result.versions).every(
      ([remote, version]) => manager.version(remote as RemoteName) === version && manager.isUp(remote as RemoteName),
    );

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true, pid: process.pid, remotes: manager.status() });
  });

  // The bare domain answers with a permanent redirect to the canonical www origin.
  app.use((req, res, next) => {
    if (config.bareHost && req.hostname === config.bareHost) {
      res.redirect(301, `${config.siteUrl}${req.originalUrl}`);
      return;
    }
    next();
  });

  app.use('/api', apiProxy(config.formApiUrl));

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
      const url = new URL(req.originalUrl, config.siteUrl);
      const key = `${url.pathname}${url.search}`;
      let page = pages.get(key);
      if (!page || !isCurrent(page)) {
        const result = await renderRoute(url, {
          manager,
          index,
          assets: dev?.assets() ?? assets,
          config: publicConfig,
          submission: submittedState(url.searchParams),
        });
        const cacheable = result.complete && result.status !== 503 && config.htmlCacheEntries > 0;
        page = preparePage(result, { cached: cacheable });
        if (cacheable) pages.set(key, page);
        else pages.delete(key);
      }
      const { status } = page.result;
      res.status(status);
      res.set('Content-Type', 'text/html; charset=utf-8');
      res.set('Cache-Control', 'no-cache');
      res.set('ETag', page.etag);
      res.set('Vary', 'Accept-Encoding');
      if (status === 503) res.set('Retry-After', String(Math.ceil(config.remotePollMs / 1000) + 5));
      if (status === 200 && req.get('if-none-match') === page.etag) {
        res.status(304).end();
        return;
      }
      const encoding = pickEncoding(req.get('accept-encoding'));
      if (encoding !== 'identity') res.set('Content-Encoding', encoding);
      const body = await page.body(encoding);
      res.set('Content-Length', String(body.length));
      res.end(body);
    } catch (error) {
      next(error);
    }
  });

  // Forms posted without JavaScript land on the page they were on.
  app.post(/.*/, express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 }), async (req, res, next) => {
    try {
      const url = new URL(req.originalUrl, config.siteUrl);
      if (!formTypeOf(req.body)) {
        res.status(400).type('text/plain').send('Unknown form.');
        return;
      }
      const outcome = await forwardHtmlForm(req.body as Record<string, unknown>, {
        formApiUrl: config.formApiUrl,
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
        userAgent: req.get('user-agent') ?? '',
      });
      if (outcome.kind === 'submitted') {
        // Post/redirect/get: a refresh does not send the lead twice. The form's #anchor is kept.
        res.redirect(303, `${url.pathname}?submitted=${encodeURIComponent(outcome.formType)}`);
        return;
      }
      const result = await renderRoute(url, {
        manager,
        index,
        assets: dev?.assets() ?? assets,
        config: publicConfig,
        submission: outcome.state,
      });
      res
        .status(outcome.state.status === 'invalid' ? 400 : 503)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(result.html);
    } catch (error) {
      next(error);
    }
  });

  return app;
}

/** Spec redirects and trailing-slash normalisation, both permanent. */
function redirectTarget(req: Request): string | null {
  const { pathname, search } = new URL(req.originalUrl, 'http://site.invalid');
  const mapped = redirectMap.get(pathname.toLowerCase());
  if (mapped) return mapped;
  if (pathname.length > 1 && pathname.endsWith('/')) return `${pathname.replace(/\/+$/, '') || '/'}${search}`;
  return null;
}
