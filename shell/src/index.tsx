// Global styles first: tokens, base utilities and the frame (inlined into every page by the server).
import '@site-kit/brand/tokens.css';
import '@site-kit/brand/base.css';
import './styles/frame.css';
import { paceBundlerChunkLoading } from './app/chunk-pacing';
import { PRELOAD_ATTRIBUTE } from './app/payload';

paceBundlerChunkLoading();

if (process.env.NODE_ENV === 'development') {
  // `npm run dev` only (the production build drops this block). React Fast Refresh in a remote needs
  // the page's React renderer, but each remote's refresh runtime arrives after React started and finds
  // it only in the DevTools hook's `renderers`, which the stand-in hook (installed by the shell's own
  // refresh runtime, before React) never fills. Fill it, so saving a remote's component refreshes it.
  const hook = (
    window as {
      __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers?: Map<number, unknown>; inject: (renderer: unknown) => number };
    }
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (hook?.renderers) {
    const inject = hook.inject;
    hook.inject = function injectAndRecord(renderer) {
      const id = inject.call(this, renderer);
      if (!hook.renderers?.has(id)) hook.renderers?.set(id, renderer);
      return id;
    };
  }
}

// Read now: `currentScript` is only set while this script runs.
const preloads = document.currentScript?.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];

// The app starts after the first paint: the server's HTML is the page, so the first screen never
// waits for React's code, and no script shares a weak connection with that HTML. The paint entry
// arrives once the frame is on screen. A hidden tab paints nothing and a browser without paint
// timing cannot tell, so both start at once; should the entry never come, the app starts after 2 s.
function afterFirstPaint(run: () => void): void {
  const reportsPaint =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.visibilityState === 'hidden' || !reportsPaint) {
    setTimeout(run, 0);
    return;
  }
  let started = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  });
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    setTimeout(run, 0);
  };
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 2000);
}

afterFirstPaint(() => {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
  import(/* webpackChunkName: "app" */ './bootstrap');
});
