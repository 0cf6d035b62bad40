import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { PAYLOAD_ELEMENT_ID, ROOT_ELEMENT_ID, type SsrPayload } from './app/payload';
import { createBrowserModules } from './federation/browser-federation';
import { moduleId } from './federation/federated-modules';
import { prefetchShellPage } from './pages';
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
  // Modules the server could not render hydrate as their fallback (islands retry them later).
  const modules = createBrowserModules(payload);

  // The page's own module starts loading now; islands load when they near the viewport. Until a
  // module arrives React keeps that part's server HTML as it is and hydrates it afterwards.
  const route = payload.routes[location.pathname];
  if (route && route.remote !== 'shell') void modules.load(moduleId(route.remote, route.module)).catch(() => {});
  // A shell page is not behind a Suspense boundary: its chunk is fetched before hydration starts.
  if (route?.remote === 'shell') await prefetchShellPage(route.module as ShellPageName).catch(() => {});

  // As a transition, hydration works in small slices between frames instead of one long task,
  // so the page answers taps (and the call link) while it hydrates.
  startTransition(() => {
    hydrateRoot(
      root,
      <BrowserRouter>
        <App payload={payload} modules={modules} />
      </BrowserRouter>,
      {
        onRecoverableError(error) {
          // A slot that failed on the server is rendered again in the browser; that is expected.
          console.warn('[hydrate]', error instanceof Error ? error.message : error);
        },
        onCaughtError(error) {
          // An island or page that throws shows its fallback; the error boundary says which.
          console.warn('[render]', error instanceof Error ? error.message : error);
        },
      },
    );
  });
}

void hydrate();
