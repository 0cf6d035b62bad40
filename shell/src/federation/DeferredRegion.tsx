import type { ReactNode } from 'react';
import { REGION_PREFIX } from '../page-contract/part-box';
import { IslandBox } from './IslandBox';

/**
 * A region of the frame that is a part of its own (the footer's map): server HTML that hydrates
 * alone, when a button in it that needs its script is about to be used. The browser renders it from
 * `regions` (bootstrap.tsx), by name.
 */
export function DeferredRegion({ name, children }: { name: string; children: ReactNode }) {
  const module = `${REGION_PREFIX}${name}`;
  return (
    <IslandBox part={{ kind: 'region', label: module, module, hydrate: 'interaction', props: {} }} fallback={null}>
      {children}
    </IslandBox>
  );
}
