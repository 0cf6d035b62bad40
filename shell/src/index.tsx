/**
 * The shell's entry: a few kilobytes, added by the early script after the page's largest paint
 * (app/entry-loader.ts), with no React in it. It reports this page's client errors, lets the
 * browser prerender the pages the visitor points at, and wakes each part of the page when the
 * visitor is about to use it: only then is React loaded (bootstrap.tsx) and that part hydrated.
 */
// Global styles first: tokens, base utilities and the frame (inlined into every page by the server).
import '@site-kit/brand/tokens.css';
import '@site-kit/brand/base.css';
import './styles/frame.css';
import { parseModuleId } from '@site-kit/contract';
import { paceBundlerChunkLoading } from './app/chunk-pacing';

import { recordRefreshRenderers } from './app/refresh-renderers';
import { sharedUntilFailure } from './app/shared-until-failure';
import { createModuleLoader } from './federation/browser-federation';
import { polyfillFrame } from './frame/frame-polyfills';
import { addSpeculationRules } from './navigation/speculation';
import { readPayload } from './page-contract/payload';
import { hintScripts } from './parts/hints';
import { watchParts } from './parts/wake';
import { startReporter } from './reports/reporter';

paceBundlerChunkLoading();

// `npm run dev` only (the production build drops this call).
if (process.env.NODE_ENV === 'development') recordRefreshRenderers(window);

polyfillFrame();
addSpeculationRules();

const payload = readPayload();
if (payload) {
  const reporter = startReporter(payload);
  const loadModule = createModuleLoader(payload.remotes);
  // Lost on the way: the next part that wakes fetches it again.
  const hydrator = sharedUntilFailure(() =>
    import(/* webpackChunkName: "app" */ './bootstrap').then(({ createPartHydrator }) =>
      createPartHydrator(payload, reporter, loadModule),
    ),
  );
  watchParts(document, {
    // In `npm run dev` every part wakes at once: each remote's hot-update client comes with its code.
    eager: process.env.NODE_ENV === 'development',
    failed: new Set(
      Object.entries(payload.modules)
        .filter(([, rendered]) => !rendered)
        .map(([id]) => id),
    ),
    hydrate: async (box, part) => {
      // The part's remote entry and chunks, and the federation runtime, download beside React's, and
      // the module starts loading at once: its remote starts up while React is still on its way. A
      // load that fails here is forgotten; the hydrator loads it again and reports if that fails too.
      const entry = payload.remotes[parseModuleId(part.module).remote];
      if (entry) {
        hintScripts([entry, ...(payload.hints[part.module] ?? []).map((path) => new URL(path, entry).href)]);
        loadModule(part.module).catch(() => {});
      }
      return (await hydrator()).hydrate(box, part);
    },
  });
}
// Tests and the benchmark wait for this: the page's parts now wake when the visitor reaches for them.
document.documentElement.dataset.script = 'ready';
