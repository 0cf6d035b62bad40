/**
 * Renders a request to a complete HTML document, as a short pipeline: the route and its status
 * (`planRoute`), the render (and the re-render after a page fails), the CSS, the preload hints, the
 * payload, the document (document.server.ts).
 */
import { PassThrough } from 'node:stream';
import { jsonForScript } from '@site-kit/brand';
import {
  type FormSubmissionState,
  moduleId,
  type PublicConfig,
  parseModuleId,
  type RemoteName,
} from '@site-kit/contract';
import type { Logger } from '@site-kit/server';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App, type AppProps } from '../../src/app/App';
import { FederatedModules } from '../../src/federation/federated-modules';
import { buildHead, headToHtml, structuredDataToHtml } from '../../src/head/head-tags';
import { siteJsonLd, titleCase } from '../../src/head/site-jsonld';
import {
  type IndexedRoute,
  PAYLOAD_ELEMENT_ID,
  relativeToEntry,
  type SsrPayload,
} from '../../src/page-contract/payload';
import type { ShellPageName } from '../../src/page-names';
import { pageChunk } from '../../src/pages';
import { unavailableHead } from '../../src/shell-routes';
import { browserEntries, loadModule, type RemotesSnapshot, servedVersion } from '../remotes/remotes-snapshot.server';
import { htmlDocument, type InlinedStyle } from './document.server';
import { EARLY_SCRIPT } from './early-script.server';
import { withPageProof } from './page-marks.server';
import type { RoutePlan } from './route-plan.server';
import { MESSAGE_STYLES_CHUNK, type ShellAssets, stylesFor } from './shell-assets.server';
import type { SiteSnapshot } from './site-snapshot.server';
import type { TagManagerMarkup } from './tag-manager.server';

export interface RenderResult {
  status: 200 | 404 | 503;
  html: string;
  /** Remote versions the HTML was rendered with; a cached copy is valid while they hold. */
  versions: Partial<Record<RemoteName, string | null>>;
  /** True when every federated module rendered (a page with a fallback is not cached). */
  complete: boolean;
  /** The remote versions whose code the page loads when a part wakes (the watch counts page loads by them). */
  loads: Partial<Record<RemoteName, string>>;
}

export interface RenderContext {
  /** The site as the request found it: every read of the render comes from this one snapshot. */
  site: SiteSnapshot;
  assets: ShellAssets;
  config: PublicConfig;
  /** Outcome of a form posted without JavaScript, shown by the matching form. */
  submission?: FormSubmissionState | null;
  logger: Logger;
  /** Tests only (RENDER_FAULT_PATH, refused in production): this path's render throws. */
  faultPath?: string | null;
  /** Google Tag Manager's pieces when GTM_CONTAINER_ID is set. */
  tagManager?: TagManagerMarkup | null;
  /** Markup first in the body: a preview's notice. */
  notice?: string;
  /** The page proof the gate signed for this render (issue 33): into the page for its signals to carry. */
  proof?: string | null;
}

export async function renderRoute(plan: RoutePlan, context: RenderContext): Promise<RenderResult> {
  const { site, assets, config } = context;
  const { remotes, index } = site;
  const rendered = await renderApp(plan, context);
  const used = rendered.modules.results();
  const remoteModules = Object.keys(used)
    .filter((id) => used[id])
    .map((id) => {
      const { remote, exposed } = parseModuleId(id);
      const assets = remotes.remotes[remote].serving?.browserAssets(exposed) ?? { js: [], css: [] };
      return { id, remote, ...assets };
    });

  // A 404 or 503 shows a message instead of its page: the message's styles, not the page's.
  const shellChunk =
    rendered.status !== 200
      ? MESSAGE_STYLES_CHUNK
      : plan.route?.owner === 'shell'
        ? pageChunk[plan.route.indexed.module as ShellPageName]
        : null;
  const styles = [...stylesFor(assets, shellChunk), ...(await remoteStyles(remoteModules, remotes))];
  const entries = browserEntries(remotes);
  // What each module needs when its part wakes in the browser (its chunks, beside its remote's
  // entry): hinted together then, never before the page has painted (decision PF9).
  const hints: SsrPayload['hints'] = {};
  for (const module of remoteModules) {
    const entry = entries[module.remote];
    if (entry) hints[module.id] = module.js.map((url) => relativeToEntry(entry, url));
  }
  const usedRemotes = new Set<string>(Object.keys(used).map((id) => parseModuleId(id).remote));
  const payload: SsrPayload = {
    config,
    pageProps: rendered.payload.routes[plan.path]?.props ?? {},
    remotes: Object.fromEntries(Object.entries(entries).filter(([remote]) => usedRemotes.has(remote))),
    modules: used,
    hints,
    ...(rendered.payload.submission ? { submission: rendered.payload.submission } : {}),
    entry: context.tagManager ? [...assets.scripts, context.tagManager.script] : assets.scripts,
  };
  const headDocument = buildHead(rendered.head, {
    siteUrl: config.siteUrl,
    path: plan.path,
    siteJsonLd: siteJsonLd(
      config.siteUrl,
      plan.path,
      rendered.head,
      rendered.payload.routes,
      index.nav['areas-primary'],
    ),
  });
  // No <script src>: the early script adds the entry after the largest paint (decision PF9).
  const html = withPageProof(
    htmlDocument({
      first: EARLY_SCRIPT + (context.tagManager?.head ?? ''),
      bodyStart: (context.notice ?? '') + (context.tagManager?.body ?? ''),
      head: headToHtml(headDocument),
      styles,
      root: rendered.body,
      tail:
        structuredDataToHtml(headDocument) +
        `<script id="${PAYLOAD_ELEMENT_ID}" type="application/json">${jsonForScript(payload)}</script>`,
    }),
    context.proof ?? null,
  );

  const versions: RenderResult['versions'] = {};
  for (const { remote } of remoteModules) versions[remote] = servedVersion(remotes, remote);
  // Pages of a remote also depend on its route table (heads, nav lists) through the index.
  for (const [remote, version] of Object.entries(index.versions)) versions[remote as RemoteName] ??= version;
  const complete = rendered.errors.length === 0 && Object.values(used).every(Boolean);
  const loads: RenderResult['loads'] = {};
  for (const [remote, entry] of Object.entries(payload.remotes)) {
    const version = entry ? servedVersion(remotes, remote as RemoteName) : null;
    if (version) loads[remote as RemoteName] = version;
  }
  return { status: rendered.status, html, versions, complete, loads };
}

/**
 * The render: one prerender, which waits for every lazy module, so the HTML holds each island in
 * place. Only when a component threw is the page rendered alone, to tell a page that throws (then
 * the request renders again as the unavailable page, 503) from an island that does (its fallback).
 */
async function renderApp(plan: RoutePlan, context: RenderContext) {
  const { site, config, submission = null, logger, faultPath = null } = context;
  const { index } = site;
  const modules = new FederatedModules((id) => {
    const { remote, exposed } = parseModuleId(id);
    return loadModule(site.remotes, remote, exposed);
  });
  let routes = index.browserRoutes;
  if (plan.unavailable) {
    const label = titleCase(plan.path.split('/').pop() ?? '');
    routes = { ...routes, [plan.path]: { remote: plan.unavailable, module: './unavailable', label } as IndexedRoute };
    modules.markFailed(moduleId(plan.unavailable, './unavailable'));
  }
  const payload: AppProps['payload'] = { config, routes, nav: index.nav, islands: index.islands, submission };
  const tree = (
    <StaticRouter location={plan.location}>
      {/* One child either way: a second one would move App in the tree and change its useId values. */}
      {faultPath === plan.path ? <RenderFault /> : <App payload={payload} modules={modules} />}
    </StaticRouter>
  );
  let status = plan.status;
  let head = plan.head;
  let { body, errors } = await prerender(tree, plan.path, logger);
  const pageId = pageModule(plan);
  if (pageId && modules.results()[pageId] === false) {
    // The page's module did not load: its slot rendered the unavailable body already.
    status = 503;
    head = unavailableHead;
  } else if (pageId && errors.length > 0 && !pageRenders(payload, modules, plan, logger)) {
    // The remote is up but its page throws: the same answer as a remote that is down.
    modules.markFailed(pageId);
    status = 503;
    head = unavailableHead;
    ({ body, errors } = await prerender(tree, plan.path, logger));
  }
  return { status, head, body, errors, modules, payload };
}

/** The CSS of every module that rendered, each file once and each stylesheet's rules once. */
async function remoteStyles(
  used: readonly { remote: RemoteName; css: string[] }[],
  remotes: RemotesSnapshot,
): Promise<InlinedStyle[]> {
  const files = new Map<string, RemoteName>();
  for (const { remote, css } of used) for (const href of css) files.set(href, remote);
  const texts = await Promise.all(
    [...files].map(async ([href, remote]) => ({
      href,
      css: (await remotes.remotes[remote].serving?.cssText(href)) ?? '',
    })),
  );
  // A remote's bundler may emit one stylesheet under two names (two exposes importing the same CSS):
  // its rules are inlined once, and the empty element still tells that remote's CSS loader the file
  // is in place, so it is not fetched either.
  const inlined = new Set<string>();
  return texts.map(({ href, css }) => {
    const text = inlined.has(css) ? '' : css;
    inlined.add(css);
    return { href, css: text };
  });
}

/** The federated module that renders the route's page (null for the shell's own pages). */
const pageModule = ({ route }: RoutePlan): string | null =>
  route && route.owner !== 'shell' ? moduleId(route.owner, route.indexed.module) : null;

/**
 * Renders the route's page alone (its islands stay behind their own boundaries), to tell a page that
 * throws from an island that does: both only show as a contained error in the full render.
 */
function pageRenders(
  payload: AppProps['payload'],
  modules: FederatedModules,
  plan: RoutePlan,
  logger: Logger,
): boolean {
  try {
    renderToString(
      <StaticRouter location={plan.location}>
        <App payload={payload} modules={modules} pageOnly />
      </StaticRouter>,
    );
    return true;
  } catch (error) {
    logger.warn({ path: plan.path, error: String(error) }, 'page failed to render');
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
