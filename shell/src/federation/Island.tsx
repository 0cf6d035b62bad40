import { business } from '@site-kit/brand';
import {
  type FederatedModule,
  type IslandComponent,
  type IslandId,
  type IslandSlotProps,
  islandModules,
} from '@site-kit/contract';
import { type ComponentType, type ReactNode, use, useEffect, useState } from 'react';
import { useFederation } from './context';
import { HydrationFrame, useServerFrame } from './HydrationFrame';
import { moduleId } from './module-cache';
import { SlotBoundary } from './SlotBoundary';

const isServer = typeof window === 'undefined';

/**
 * Renders an island owned by another team. On the server a failure (remote down, slow, or throwing)
 * renders the fallback inside an otherwise normal page; in the browser a failed island is retried
 * once after hydration and swapped in if its remote is back.
 */
export function Island<Id extends IslandId>({ id, props, fallback }: IslandSlotProps<Id>): ReactNode {
  const unavailable = fallback ?? <IslandUnavailable />;
  // While an island loads during client-side navigation, hold its space instead of flashing an error.
  const pending = isServer ? unavailable : <div className="island-pending" aria-busy="true" />;
  const { remote, module, hydrate } = islandModules[id];
  const { frameKey, fromServer } = useServerFrame();
  return (
    <HydrationFrame
      label={id}
      frameKey={frameKey}
      moduleId={moduleId(remote, module)}
      hydrate={hydrate}
      fallback={pending}
    >
      <IslandContent id={id} props={props} fallback={unavailable} deferred={fromServer} />
    </HydrationFrame>
  );
}

function IslandContent<Id extends IslandId>({
  id,
  props,
  fallback,
  deferred,
}: IslandSlotProps<Id> & { fallback: ReactNode; deferred: boolean }) {
  const { cache, host } = useFederation();
  const { remote, module } = islandModules[id];
  const id_ = moduleId(remote, module);
  const result = use(deferred ? cache.deferred(id_) : cache.load(id_));
  cache.markUsed(id_, result.ok);
  const [, setAttempt] = useState(0);

  useEffect(() => {
    if (result.ok) return;
    let active = true;
    cache.forget(id_);
    void cache.load(id_).then((next) => {
      if (active && next.ok) setAttempt((attempt) => attempt + 1);
    });
    return () => {
      active = false;
    };
  }, [result.ok, id_, cache]);

  if (!result.ok) return fallback;
  // The registry ties the id to its props type; the loaded module is only known at run time.
  const Component = (result.module as FederatedModule<IslandComponent<Id>>).default as unknown as ComponentType<
    Record<string, unknown>
  >;
  return (
    <SlotBoundary name={id} fallback={fallback}>
      <Component {...(props as Record<string, unknown>)} host={host} />
    </SlotBoundary>
  );
}

/** Default island fallback: the one thing that always works is the phone. */
export function IslandUnavailable() {
  return (
    <div className="island-unavailable" role="note">
      <p>
        This part of the page is temporarily unavailable. For immediate help call{' '}
        <a href={business.phone.href}>{business.phone.display}</a>, 24/7.
      </p>
    </div>
  );
}
