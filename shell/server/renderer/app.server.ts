/**
 * A renderer's HTTP surface (issue 33, point 5): the pages of the site, asked for by its gate alone
 * over loopback. It renders, caches and sends each page (with the page proof the gate handed in),
 * the sitemap and robots.txt, and a page with the outcome of a form the gate forwarded. It holds
 * no secret and sees nothing of the visitor but the page asked for: the gate sends a clean request.
 */
import { asError } from '@site-kit/brand';
import type { FormSubmissionState, PublicConfig, RemoteName } from '@site-kit/contract';
import { type Logger, requestLog, sendEncoded } from '@site-kit/server';
import express, { type Express } from 'express';
import { z } from 'zod';
import { siteRequestUrl } from '../http/paths.server';
import { isUp, servedVersion } from '../remotes/remotes-snapshot.server';
import { type ErrorPageContext, errorPageHtml } from '../render/error-page.server';
import { type CachedPage, PageCache, preparePage } from '../render/page-cache.server';
import { withConversion } from '../render/page-marks.server';
import { previewNotice } from '../render/preview-notice.server';
import { type RenderContext, renderRoute } from '../render/render.server';
import { planRoute, submittedState } from '../render/route-plan.server';
import { robotsTxt, sitemapXml } from '../render/seo.server';
import type { ShellAssets } from '../render/shell-assets.server';
import type { SiteSnapshot } from '../render/site-snapshot.server';
import { tagManagerMarkup } from '../render/tag-manager.server';
import {
  CONVERSION_HEADER,
  type Conversion,
  conversionSchema,
  PAGE_LOADS_HEADER,
  PAGE_PROOF_HEADER,
  RENDER_SUBMISSION_PATH,
  RENDERER_KEY_HEADER,
} from './protocol.server';
import type { RendererSettings } from './settings.server';

export interface RendererAppDeps {
  settings: RendererSettings;
  /** The shell's browser build as it is now (development reads it again when it changes). */
  assets: () => ShellAssets;
  /** The site as it serves now (renderer.ts keeps the latest snapshot): a request takes it once. */
  site: () => SiteSnapshot;
  logger: Logger;
}

/** The body of a page to render with a form's outcome (RENDER_SUBMISSION_PATH). */
const submissionRequest = z.object({
  /** The page's path and query, as the visitor posted to it. */
  url: z.string().startsWith('/'),
  status: z.number().int().min(200).max(599),
  submission: z.custom<FormSubmissionState>((value) => typeof value === 'object' && value !== null),
});

export function createRendererApp({ settings, assets, site: currentSite, logger }: RendererAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(requestLog(logger));
  // Only the gate asks (it holds the key): anything else on this machine gets nothing.
  app.use((req, res, next) => {
    if (req.get(RENDERER_KEY_HEADER) === settings.key) return next();
    res.status(403).end();
  });

  const config: PublicConfig = {
    siteUrl: settings.siteUrl,
    reviewsWidget: settings.reviewsWidget,
    formsEndpoint: '/api/submissions',
  };
  const tagManager = settings.tagManagerId ? tagManagerMarkup(settings.tagManagerId) : null;
  // A preview says so on every page, with the way out.
  const notice = settings.preview ? previewNotice(settings.preview) : undefined;

  const pages = new PageCache(settings.htmlCacheEntries);
  // A cached page stays valid while every remote it used is up and still on the same version.
  const isCurrentIn =
    (site: SiteSnapshot) =>
    ({ result }: CachedPage) =>
      Object.entries(result.versions).every(
        ([remote, version]) =>
          servedVersion(site.remotes, remote as RemoteName) === version && isUp(site.remotes, remote as RemoteName),
      );
  const context = (site: SiteSnapshot, proof: string | null): RenderContext => ({
    site,
    assets: assets(),
    config,
    tagManager,
    logger,
    faultPath: settings.renderFaultPath,
    notice,
    proof,
  });

  app.get('/sitemap.xml', (_req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(sitemapXml(currentSite().index, settings.siteUrl));
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(settings.siteUrl));
  });

  app.get(/.*/, async (req, res, next) => {
    try {
      const site = currentSite();
      const plan = planRoute(siteRequestUrl(req.originalUrl, settings.siteUrl), site);
      const proof = req.get(PAGE_PROOF_HEADER) ?? null;
      const conversion = conversionOf(req.get(CONVERSION_HEADER));
      if (conversion) {
        // One visitor's success page after a native post (issue 34): rendered for it alone, never cached.
        const result = await renderRoute(plan, {
          ...context(site, proof),
          submission: submittedState(new URL(plan.location, settings.siteUrl).searchParams),
        });
        res
          .status(result.status)
          .set('Content-Type', 'text/html; charset=utf-8')
          .set('Cache-Control', 'private, no-store')
          .set(PAGE_LOADS_HEADER, loadsHeader(result.loads))
          .send(withConversion(result.html, conversion));
        return;
      }
      const started = performance.now();
      const { page, hit } = await pages.page(plan.cacheKey, isCurrentIn(site), async () => {
        const result = await renderRoute(plan, {
          ...context(site, proof),
          submission: submittedState(new URL(plan.location, settings.siteUrl).searchParams),
        });
        const keep = plan.cacheKey !== null && result.complete && settings.htmlCacheEntries > 0;
        return { page: preparePage(result, { cached: keep }), keep };
      });
      res.set('Server-Timing', hit ? 'cache;desc="hit"' : `render;dur=${(performance.now() - started).toFixed(1)}`);
      const { status } = page.result;
      res.status(status);
      res.set('Content-Type', 'text/html; charset=utf-8');
      res.set('Cache-Control', 'no-cache');
      res.set(PAGE_LOADS_HEADER, loadsHeader(page.result.loads));
      if (status === 503) res.set('Retry-After', String(Math.ceil(settings.pollMs / 1000) + 5));
      await sendEncoded(req, res, page);
    } catch (error) {
      next(error);
    }
  });

  // A page with a form's outcome: the gate forwarded a no-JavaScript post and form-api did not store it.
  app.post(RENDER_SUBMISSION_PATH, express.json({ limit: '256kb' }), async (req, res, next) => {
    try {
      const request = submissionRequest.parse(req.body);
      const url = siteRequestUrl(request.url, settings.siteUrl);
      const site = currentSite();
      const result = await renderRoute(planRoute(url, site), {
        ...context(site, req.get(PAGE_PROOF_HEADER) ?? null),
        submission: request.submission,
      });
      res
        .status(request.status)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .set(PAGE_LOADS_HEADER, loadsHeader(result.loads))
        .send(result.html);
    } catch (error) {
      next(error);
    }
  });

  const errorPage: ErrorPageContext = {
    get index() {
      return currentSite().index;
    },
    get assets() {
      return assets();
    },
    config,
  };
  // A render that threw: the site's error page, and one log line with the error (the request log's).
  app.use(async (error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.err = asError(error);
    if (res.headersSent) return res.destroy();
    res
      .status(500)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(await errorPageHtml(500, errorPage));
  });
  return app;
}

/** The gate's verified conversion (CONVERSION_HEADER), or null. */
function conversionOf(header: string | undefined): Conversion | null {
  if (!header) return null;
  try {
    const parsed = conversionSchema.safeParse(JSON.parse(header));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `mfe_forms@3f9c…,mfe_reviews@…`: the versions a page loads code from (PAGE_LOADS_HEADER). */
export const loadsHeader = (loads: Partial<Record<RemoteName, string>>): string =>
  Object.entries(loads)
    .map(([remote, version]) => `${remote}@${version}`)
    .join(',');
