/**
 * React in the browser: loaded the first time a part of the page wakes (parts/wake.ts), then each
 * woken part is hydrated alone, as its own root, on the server HTML the box holds.
 *
 * A part whose code cannot be loaded or evaluated is never hydrated: its server HTML stays exactly as
 * it arrived. A part that fails while hydrating (its render or an effect throws, or React cannot
 * reuse its HTML) is unmounted and its server HTML put back: the same nodes, with what the visitor
 * typed. Either way the failure is reported to the shell (decision PF12).
 */
import type { HostApi } from '@site-kit/contract';
import { type ComponentType, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useFederation } from './federation/context';
import { FederationProvider } from './federation/FederationContext';
import { FederatedModules, type LoadModule } from './federation/federated-modules';
import { PartRootContext } from './federation/IslandBox';
import { FooterMap } from './frame/FooterMap';
import { loadedRouter, loadRouter } from './navigation/load-router';
import { PART_READY_EVENT, type PartDescription, REGION_PREFIX, SHELL_PAGE_PREFIX } from './page-contract/part-box';
import type { SsrPayload } from './page-contract/payload';
import type { ShellPageName } from './page-names';
import { loadShellPage } from './pages';
import { keepFocusOf } from './parts/kept-focus';
import type { Reporter } from './reports/reporter';
// The frame is server HTML that never hydrates; its styles still come from this build (inlined by the server).
import './frame/frame-styles';

type PartComponent = ComponentType<Record<string, unknown>>;

/** The frame's regions the browser can render (DeferredRegion). */
const regions: Record<string, PartComponent> = { 'footer-map': FooterMap };

export interface PartHydrator {
  /** Loads a part's code and hydrates it; resolves true once ready, false when its server HTML is kept. */
  hydrate(box: HTMLElement, part: PartDescription): Promise<boolean>;
}

/** `loadModule`: the page's federated module loads (browser-federation.ts), some already started by the entry. */
export function createPartHydrator(payload: SsrPayload, reporter: Reporter, loadModule: LoadModule): PartHydrator {
  const modules = new FederatedModules(loadModule);
  async function componentOf(part: PartDescription): Promise<{ Component: PartComponent; props: object }> {
    if (part.module.startsWith(REGION_PREFIX)) {
      const Component = regions[part.module.slice(REGION_PREFIX.length)];
      if (!Component) throw new Error(`${part.module} is not a region`);
      return { Component, props: {} };
    }
    if (part.module.startsWith(SHELL_PAGE_PREFIX)) {
      // The shell's pages link with the router.
      const [page] = await Promise.all([
        loadShellPage(part.module.slice(SHELL_PAGE_PREFIX.length) as ShellPageName),
        loadRouter(),
      ]);
      return { Component: page.default as PartComponent, props: {} };
    }
    const loaded = (await modules.load(part.module)) as { default?: unknown } | null;
    if (typeof loaded?.default !== 'function' && typeof loaded?.default !== 'object')
      throw new Error(`${part.module} has no default export`);
    const props = part.kind === 'page' ? payload.pageProps : part.props;
    return { Component: loaded.default as PartComponent, props };
  }

  return {
    async hydrate(box, part) {
      const source = { module: part.module, island: part.label };
      let found: Awaited<ReturnType<typeof componentOf>>;
      try {
        found = await componentOf(part);
      } catch (error) {
        // Not loaded or not evaluated: nothing has touched the server HTML, and nothing will.
        reporter.report('chunk', error, source);
        return false;
      }
      const { Component, props } = found;
      return new Promise<boolean>((resolve) => {
        const element = (
          <PartRoot payload={payload} modules={modules}>
            <Suspense fallback={null}>
              <WithHost Component={Component} props={props} />
              <ReadyMarker box={box} onReady={() => resolve(true)} />
            </Suspense>
          </PartRoot>
        );
        // The server HTML as it arrived: put back, the same nodes, if the part fails to hydrate.
        const serverNodes = Array.from(box.childNodes);
        const focus = keepFocusOf(box);
        let root: Root;
        let failed = false;
        const keepServerHtml = (kind: 'hydration' | 'render', error: unknown) => {
          reporter.report(kind, error, source);
          if (failed) return;
          failed = true;
          // Never inside React's own commit: it may still be working on this root.
          setTimeout(() => {
            root.unmount();
            box.replaceChildren(...serverNodes);
            focus.restore();
            focus.stop();
            box.removeAttribute('data-ready');
            box.setAttribute('data-part-state', 'kept');
            resolve(false);
          }, 0);
        };
        const options = {
          onRecoverableError: (error: unknown) => keepServerHtml('hydration', error),
          onUncaughtError: (error: unknown) => keepServerHtml('render', error),
          onCaughtError: (error: unknown) => reporter.report('boundary', error, source),
        };
        // A module the server could not render left its fallback: that part renders afresh instead.
        if (payload.modules[part.module] === false) {
          root = createRoot(box, options);
          root.render(element);
        } else root = hydrateRoot(box, element, options);
      });
    },
  };
}

/**
 * What every part's root provides: its place in the browser, the host, and the router once it is
 * loaded. A part's module that uses the router has it by the time the module is here (the federation
 * runtime loads a module's shared libraries before running it), so a remote imports the router in
 * its exposed module's own code, not only in a chunk it loads later; a part that does not use it
 * hydrates without it, the same HTML (a router renders nothing of its own).
 */
function PartRoot({
  payload,
  modules,
  children,
}: {
  payload: SsrPayload;
  modules: FederatedModules;
  children: ReactNode;
}) {
  const federated = (
    <FederationProvider
      modules={modules}
      islands={{}}
      config={payload.config}
      path={window.location.pathname}
      submission={payload.submission ?? null}
    >
      {children}
    </FederationProvider>
  );
  // Read once: the root never changes shape, even when another part loads the router later.
  const [router] = useState(loadedRouter);
  return (
    <PartRootContext value={true}>
      {router ? <router.DocumentRouter>{federated}</router.DocumentRouter> : federated}
    </PartRootContext>
  );
}

/** A part's component with the host API, as the server rendered it. */
function WithHost({ Component, props }: { Component: PartComponent; props: object }) {
  const { host } = useFederation();
  return <Component {...(props as Record<string, unknown>)} host={host satisfies HostApi} />;
}

/** Commits with the part's content, so it runs exactly when that content has hydrated. */
function ReadyMarker({ box, onReady }: { box: HTMLElement; onReady: () => void }) {
  // A layout effect runs in the commit itself: when a click makes React hydrate the part on the
  // spot, the event fires while that click is still being dispatched (wake.ts tells it apart).
  useLayoutEffect(() => {
    box.dataset.ready = 'true';
    box.dispatchEvent(new Event(PART_READY_EVENT));
    onReady();
  }, [box, onReady]);
  return null;
}
