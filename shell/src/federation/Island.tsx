import { PhoneLink } from '@site-kit/brand/ui';
import type { IslandSlotProps } from '@site-kit/contract';
import { moduleId } from '@site-kit/contract';
import type { ReactNode } from 'react';
import type { PartDescription } from '../page-contract/part-box';
import { useFederation } from './context';
import { SlotContext } from './federated-modules';
import { IslandBox, useInPartRoot } from './IslandBox';

/**
 * Places an island owned by another team. On the server its module renders inside its box, as one
 * lazy component in the box's Suspense boundary: a failure (remote down, slow, or throwing) renders
 * the fallback inside an otherwise normal page. In the browser the island is a part of its
 * own: its box carries its module and props, and it hydrates alone when the visitor is about to use
 * it; inside another part's root its box is adopted, never rendered again.
 */
export function Island({ id, props = {}, fallback }: IslandSlotProps): ReactNode {
  const { modules, islands, host } = useFederation();
  const inPartRoot = useInPartRoot();
  const entry = islands[id];
  const part: PartDescription = {
    kind: 'island',
    label: id,
    module: entry ? moduleId(entry.remote, entry.module) : `${id}:unknown`,
    hydrate: entry?.hydrate ?? 'visible',
    props,
  };
  const unavailable = fallback ?? <IslandUnavailable />;
  if (inPartRoot) return <IslandBox part={part} fallback={null} />;
  const Component = entry ? modules.component(part.module) : null;
  return (
    <IslandBox part={part} fallback={unavailable}>
      <SlotContext value={{ fallback: unavailable }}>
        {Component ? <Component {...props} host={host} /> : unavailable}
      </SlotContext>
    </IslandBox>
  );
}

/** Default island fallback: the one thing that always works is the phone. */
export function IslandUnavailable() {
  return (
    <div className="island-unavailable" role="note" data-placement="island-fallback">
      <p>
        This part of the page is temporarily unavailable. For immediate help call{' '}
        <PhoneLink placement="island-fallback" />, 24/7.
      </p>
    </div>
  );
}
