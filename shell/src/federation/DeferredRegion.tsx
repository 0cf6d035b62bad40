import { type ReactNode, use } from 'react';
import { useFederation } from './context';
import { HydrationFrame, useServerFrame } from './HydrationFrame';
import { REGION_PREFIX } from './module-cache';

/**
 * A static part of a shell page (a section of text and links, the footer) that costs no hydration
 * work at load: the browser keeps its server HTML until it comes near the viewport, is touched, or a
 * navigation needs it. Links inside still navigate in the client (InternalLinks).
 */
export function DeferredRegion({ name, children }: { name: string; children: ReactNode }) {
  const { frameKey, fromServer } = useServerFrame();
  const id = `${REGION_PREFIX}${name}`;
  return (
    <HydrationFrame label={id} frameKey={frameKey} moduleId={id} hydrate="visible" className="region" fallback={null}>
      <RegionGate id={id} wait={fromServer}>
        {children}
      </RegionGate>
    </HydrationFrame>
  );
}

function RegionGate({ id, wait, children }: { id: string; wait: boolean; children: ReactNode }) {
  const { cache } = useFederation();
  if (wait) use(cache.deferred(id));
  return children;
}
