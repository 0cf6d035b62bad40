/**
 * React Fast Refresh across remotes, in development only: the one place that touches React's
 * DevTools hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, no public API). A remote's refresh runtime needs
 * the page's React renderer, but it arrives after React started and finds the renderer only in the
 * hook's `renderers`, which the stand-in hook (installed by the shell's own refresh runtime, before
 * React) never fills. This fills it as React injects itself, so saving a remote's component refreshes
 * it. refresh-renderers.test.ts fails if React stops injecting itself through `inject`.
 */

export interface DevToolsHook {
  renderers?: Map<number, unknown>;
  inject: (renderer: unknown) => number;
}

export function recordRefreshRenderers(win: object): void {
  const hook = (win as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook?.renderers) return;
  const inject = hook.inject;
  hook.inject = function injectAndRecord(renderer) {
    const id = inject.call(this, renderer);
    if (!hook.renderers?.has(id)) hook.renderers?.set(id, renderer);
    return id;
  };
}
