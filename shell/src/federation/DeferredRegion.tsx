import type { ReactNode } from 'react';
import { REGION_PREFIX } from '../parts/part-box';
import { IslandBox } from './IslandBox';

/**
 * A region of the frame that is a part of its own (the footer): server HTML that hydrates alone,
 * when a button in it that needs its script (the map) is about to be used. Its islands (the reviews
 * widget) are parts of their own too. The browser renders it from `regions` (bootstrap.tsx).
 */
export function DeferredRegion({ name, children }: { name: string; children: ReactNode }) {
  const module = `${REGION_PREFIX}${name}`;
  return (
    <IslandBox
      part={{ kind: 'region', label: module, module, hydrate: 'interaction', props: {} }}
      className="region"
      fallback={null}
    >
      {children}
    </IslandBox>
  );
}
