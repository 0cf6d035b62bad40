import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { PAYLOAD_ELEMENT_ID, ROOT_ELEMENT_ID, type SsrPayload } from './app/payload';
import { createBrowserFederation } from './federation/browser-federation';
import { moduleId } from './federation/module-cache';
import { loadShellPage } from './pages';
import type { ShellPageName } from './routes';

async function hydrate(): Promise<void> {
  // The entry script is async: the parser may not have reached the payload at the end of <body> yet.
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  const payloadElement = document.getElementById(PAYLOAD_ELEMENT_ID);
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!payloadElement?.textContent || !root) return;
  const payload = JSON.parse(payloadElement.textContent) as SsrPayload;
  const cache = createBrowserFederation(payload.remotes);

  // Modules the server could not render hydrate as their fallback (the slots retry them later).
  for (const [id, ok] of Object.entries(payload.modules)) {
    if (!ok) cache.settle(id, { ok: false, reason: 'unavailable on the server' });
  }
  // The page's own module starts loading now; islands load when they near the viewport. Until a
  // module arrives React keeps that part's server HTML as it is and hydrates it afterwards.
  const route = payload.routes[location.pathname];
  if (route && route.remote !== 'shell') void cache.load(moduleId(route.remote, route.module));
  // A shell page must be here before hydration starts (it is not behind a Suspense boundary).
  if (route?.remote === 'shell') await loadShellPage(route.module as ShellPageName);

  // As a transition, hydration works in small slices between frames instead of one long task,
  // so the page answers taps (and the call link) while it hydrates.
  startTransition(() => {
    hydrateRoot(
      root,
      <BrowserRouter>
        <App payload={payload} cache={cache} />
      </BrowserRouter>,
      {
        onRecoverableError(error) {
          // A slot that failed on the server is rendered again in the browser; that is expected.
          console.warn('[hydrate]', error instanceof Error ? error.message : error);
        },
      },
    );
  });
}

void hydrate();
