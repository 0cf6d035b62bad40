/**
 * Renders a route to a complete HTML document: the frame, the page (federated or the shell's own)
 * and every island, with the head, the inlined CSS and the payload the browser hydrates from.
 */
import { PassThrough } from 'node:stream';
import {
  type FormSubmissionState,
  type PageHead,
  type PublicConfig,
  type RemoteName,
  remoteOwningPath,
} from '@site-kit/contract';
import type { Logger } from '@site-kit/node';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App, type AppProps } from '../src/app/App';
import {
  PAYLOAD_ELEMENT_ID,
  ROOT_ELEMENT_ID,
  relativeToEntry,
  type SsrPayload,
  serializePayload,
} from '../src/app/payload';
import { FederatedModules, moduleId } from '../src/federation/federated-modules';
import { buildHead, headToHtml, structuredDataToHtml } from '../src/head/head-tags';
import { siteJsonLd, titleCase } from '../src/head/site-jsonld';
import type { ShellPageName } from '../src/page-names';
import { pageChunk } from '../src/pages';
import { notFoundHead, unavailableHead } from '../src/shell-routes';
import { EARLY_SCRIPT } from './early-script.server';
import type { RemoteManager } from './remotes.server';
import { type ShellAssets, stylesFor } from './shell-assets.server';
import type { SiteIndex } from './site-index.server';

export interface RenderResult {
  status: 200 | 404 | 503;
  html: string;
  /** Remote versions the HTML was rendered with; a cached copy is valid while they hold. */
  versions: Partial<Record<RemoteName, string | null>>;
  /** True when every federated module rendered (a page with a fallback is not cached). */
  complete: boolean;
}

export interface RenderContext {
  manager: RemoteManager;
  index: SiteIndex;
  assets: ShellAssets;
  config: PublicConfig;
  /** Outcome of a form posted without JavaScript, shown by the matching form. */
  submission?: FormSubmissionState | null;
  logger: Logger;
  /** Tests only (RENDER_FAULT_PATH, refused in production): this path's render throws. */
  faultPath?: string | null;
}

export async function renderRoute(
  url: URL,
  { manager, index, assets, config, submission = null, logger, faultPath = null }: RenderContext,
): Promise<RenderResult> {
  const path = url.pathname;
  const modules = new FederatedModules((id) => {
    const [remote, ...rest] = id.split('/');
    return manager.load(remote as RemoteName, `./${rest.join('/')}`);
  });

  let status: RenderResult['status'] = 200;
  let head: PageHead;
  let browserRoutes = index.browserRoutes;
  const route = index.routes.get(path);
  const pageId = route && route.owner !== 'shell' ? moduleId(route.owner, route.indexed.module) : null;
  if (route) {
    head = route.head;
  } else {
    const owner = remoteOwningPath(path);
    if (owner && (!manager.isUp(owner.name) || !manager.routesOf(owner.name))) {
      // The remote that owns this path is down and we never saw its table: say 503, not 404.
      status = 503;
      head = unavailableHead;
      browserRoutes = {
        ...browserRoutes,
        [path]: { remote: owner.name, module: './unavailable', label: titleCase(path.split('/').pop() ?? '') },
      };
      modules.markFailed(moduleId(owner.name, './unavailable'));
    } else {
      status = 404;
      head = notFoundHead;
    }
  }

  const payloadBase = { config, routes: browserRoutes, nav: index.nav, islands: index.islands, submission };
  const tree = (
    <StaticRouter location={`${url.pathname}${url.search}`}>
      {/* One child either way: a second one would move App in the tree and change its useId values. */}
      {faultPath === path ? <RenderFault /> : <App payload={payloadBase} modules={modules} />}
    </StaticRouter>
  );
  // One render: prerender waits for every lazy module, so the HTML holds each island in place.
  let { body, errors } = await prerender(tree, path, logger);
  if (pageId && modules.results()[pageId] === false) {
    status = 503;
    head = unavailableHead;
  } else if (pageId && errors.length > 0 && !pageRenders(payloadBase, modules, url, logger)) {
    // The remote is up but its page component throws: the same answer as a remote that is down.
    // Only then is the page rendered again, as the unavailable page.
    modules.markFailed(pageId);
    status = 503;
    head = unavailableHead;
    ({ body, errors } = await prerender(tree, path, logger));
  }

  const used = modules.results();
  const usedIds = Object.keys(used);
  const complete = errors.length === 0 && Object.values(used).every(Boolean);
  const remoteAssets = usedIds
    .filter((id) => used[id])
    .map((id) => {
      const [remote, ...rest] = id.split('/');
      return {
        id,
        remote: remote as RemoteName,
        ...manager.browserAssets(remote as RemoteName, `./${rest.join('/')}`),
      };
    });
  // Two islands of one remote often share a CSS file: inline each file once.
  const cssFiles = new Map<string, RemoteName>();
  for (const { remote, css } of remoteAssets) for (const href of css) cssFiles.set(href, remote);
  const cssTexts = await Promise.all(
    [...cssFiles].map(async ([href, remote]) => ({ href, css: await manager.cssText(remote, href) })),
  );
  // A remote's bundler may emit one stylesheet under two names (two exposes importing the same CSS):
  // its rules are inlined once, and the empty element still tells that remote's CSS loader the file
  // is in place, so it is not fetched either.
  const inlinedCss = new Set<string>();
  const remoteCss = cssTexts.map(({ href, css }) => {
    const text = inlinedCss.has(css) ? '' : css;
    inlinedCss.add(css);
    return `<style data-href="${href}">${text}</style>`;
  });
  const entries = manager.browserEntries();
  // What each module needs when its part wakes in the browser (its chunks, beside its remote's
  // entry): hinted together then, never before the page has painted.
  const hints: SsrPayload['hints'] = {};
  for (const asset of remoteAssets) {
    const entry = entries[asset.remote];
    if (entry) hints[asset.id] = asset.js.map((url) => relativeToEntry(entry, url));
  }

  const usedRemotes = new Set(usedIds.map((id) => id.split('/')[0]));
  const payload: SsrPayload = {
    config,
    pageProps: browserRoutes[path]?.props ?? {},
    remotes: Object.fromEntries(Object.entries(entries).filter(([remote]) => usedRemotes.has(remote))),
    modules: used,
    hints,
    ...(submission ? { submission } : {}),
    entry: assets.scripts,
  };
  const headDocument = buildHead(head, {
    siteUrl: config.siteUrl,
    path,
    siteJsonLd: siteJsonLd(config.siteUrl, path, head, browserRoutes, index.nav.areasPrimary),
  });
  const headHtml = headToHtml(headDocument);
  const html =
    '<!doctype html><html lang="en-US"><head><meta charset="utf-8">' +
    EARLY_SCRIPT +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    headHtml +
    '<meta name="theme-color" content="#0b3a66"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    stylesFor(assets, route?.owner === 'shell' ? pageChunk[route.indexed.module as ShellPageName] : null)
      .map((style) => `<style data-href="${style.href}">${style.css}</style>`)
      .join('') +
    remoteCss.join('') +
    `</head><body><div id="${ROOT_ELEMENT_ID}">${body}</div>` +
    structuredDataToHtml(headDocument) +
    `<script id="${PAYLOAD_ELEMENT_ID}" type="application/json">${serializePayload(payload)}</script>` +
    '</body></html>';

  const versions: RenderResult['versions'] = {};
  for (const { remote } of remoteAssets) versions[remote] = manager.version(remote);
  // Pages of a remote also depend on its route table (heads, nav lists) through the index.
  for (const [remote, version] of Object.entries(index.versions)) versions[remote as RemoteName] ??= version;
  return { status, html, versions, complete };
}

/**
 * Renders the route's page alone (its islands stay behind their own boundaries), to tell a page that
 * throws from an island that does: both only show as a contained error in the full render.
 */
function pageRenders(payload: AppProps['payload'], modules: FederatedModules, url: URL, logger: Logger): boolean {
  try {
    renderToString(
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <App payload={payload} modules={modules} pageOnly />
      </StaticRouter>,
    );
    return true;
  } catch (error) {
    logger.warn({ path: url.pathname, error: String(error) }, 'page failed to render');
    return false;
  }
}

/** Errors a boundary contained are logged here; one that fails the whole render is the caller's to log. */
async function prerender(
  tree: ReactElement,
  path: string,
  logger: Logger,
): Promise<{ body: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    // Never outline a large boundary into a streamed segment: the page is sent whole anyway.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  const body = await streamToString(prelude);
  for (const error of errors) logger.warn({ path, error: String(error) }, 'render error contained');
  return { body, errors };
}

/** RENDER_FAULT_PATH's component: a render that throws outside every boundary, as a bug in the shell would. */
function RenderFault(): never {
  throw new Error(`render fault injected at RENDER_FAULT_PATH (tests only) in ${import.meta.url}`);
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}
