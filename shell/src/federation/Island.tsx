import { business } from '@site-kit/brand';
import type { IslandSlotProps } from '@site-kit/contract';
import { type ReactNode, useCallback, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useFederation } from './context';
import { moduleId, SlotContext } from './federated-modules';
import { HydrationFrame, useServerFrame } from './HydrationFrame';

const isServer = typeof window === 'undefined';

/**
 * Renders an island owned by another team: its module as a lazy component inside a Suspense boundary
 * and an error boundary. On the server a failure (remote down, slow, or throwing) renders the
 * fallback inside an otherwise normal page; in the browser an island that could not load is tried
 * once more after it is on screen, and shown if its remote is back.
 */
export function Island({ id, props = {}, fallback }: IslandSlotProps): ReactNode {
  const { modules, islands, host } = useFederation();
  const unavailable = fallback ?? <IslandUnavailable />;
  // While an island loads during client-side navigation, hold its space instead of flashing an error.
  const pending = isServer ? unavailable : <div className="island-pending" aria-busy="true" />;
  const { frameKey, fromServer } = useServerFrame();
  const entry = islands[id];
  const id_ = entry ? moduleId(entry.remote, entry.module) : `${id}:unknown`;
  const [retried, setRetried] = useState(false);
  const retryOnce = useCallback(() => {
    if (retried || isServer) return;
    modules.retry(id_);
    setRetried(true);
  }, [retried, modules, id_]);

  // A box the server rendered waits to be woken; one a navigation mounts loads at once.
  const Component = entry ? modules.component(id_, fromServer && !retried) : null;
  return (
    <HydrationFrame
      label={id}
      frameKey={frameKey}
      moduleId={id_}
      hydrate={entry?.hydrate ?? 'visible'}
      fallback={pending}
    >
      <SlotContext value={{ fallback: unavailable, onUnavailable: retryOnce }}>
        <ErrorBoundary fallback={unavailable} onError={(error) => warnFailed(id, error)}>
          {Component ? <Component {...props} host={host} /> : unavailable}
        </ErrorBoundary>
      </SlotContext>
    </HydrationFrame>
  );
}

const warnFailed = (name: string, error: unknown) =>
  console.warn(`[federation] ${name} failed to render; showing its fallback.`, String(error));

/** Default island fallback: the one thing that always works is the phone. */
export function IslandUnavailable() {
  return (
    <div className="island-unavailable" role="note" data-placement="island-fallback">
      <p>
        This part of the page is temporarily unavailable. For immediate help call{' '}
        <a href={business.phone.href}>{business.phone.display}</a>, 24/7.
      </p>
    </div>
  );
}
