import type { ReactNode } from 'react';
import { useFederation } from './context';
import { REGION_PREFIX } from './federated-modules';
import { HydrationFrame, useServerFrame } from './HydrationFrame';

/**
 * A static part of a shell page (a section of text and links, the footer) that costs no hydration
 * work at load: the browser keeps its server HTML until it comes near the viewport, is touched, or a
 * navigation needs it. Links inside still navigate in the client (InternalLinks).
 */
export function DeferredRegion({ name, children }: { name: string; children: ReactNode }) {
  const { modules } = useFederation();
  const { frameKey, fromServer } = useServerFrame();
  const id = `${REGION_PREFIX}${name}`;
  const Region = modules.component(id, fromServer);
  return (
    <HydrationFrame label={id} frameKey={frameKey} moduleId={id} hydrate="visible" className="region" fallback={null}>
      <Region>{children}</Region>
    </HydrationFrame>
  );
}
