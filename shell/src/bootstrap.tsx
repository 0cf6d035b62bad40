import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { PAYLOAD_ELEMENT_ID, ROOT_ELEMENT_ID, type SsrPayload } from './app/payload';
import { createBrowserFederation } from './federation/browser-federation';

async function hydrate(): Promise<void> {
  const payloadElement = document.getElementById(PAYLOAD_ELEMENT_ID);
  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!payloadElement?.textContent || !root) return;
  const payload = JSON.parse(payloadElement.textContent) as SsrPayload;
  const cache = createBrowserFederation(payload.remotes);

  // Hydrate only once every module the server rendered is here, so the first client render is
  // identical to the HTML: no fallback flash, no mismatch. Modules the server could not load are
  // hydrated as their fallback (the slots retry them afterwards).
  await Promise.all(
    Object.entries(payload.modules).map(([id, ok]) =>
      ok ? cache.load(id) : cache.settle(id, { ok: false, reason: 'unavailable on the server' }),
    ),
  );

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
}

void hydrate();
