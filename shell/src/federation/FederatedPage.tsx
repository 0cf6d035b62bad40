import type { FederatedModule, JsonObject, PageComponent, RemoteName } from '@site-kit/contract';
import { use } from 'react';
import { RemoteUnavailable } from '../pages/RemoteUnavailable';
import { useFederation } from './context';
import { moduleId } from './module-cache';
import { SlotBoundary } from './SlotBoundary';

export interface FederatedPageProps {
  remote: RemoteName;
  module: string;
  props?: JsonObject;
}

/** A page rendered by the remote that owns it; an unavailable remote renders the 503 content. */
export function FederatedPage({ remote, module, props }: FederatedPageProps) {
  const { cache, host } = useFederation();
  const id = moduleId(remote, module);
  const result = use(cache.load(id));
  cache.markUsed(id, result.ok);
  if (!result.ok) return <RemoteUnavailable />;
  const Page = (result.module as FederatedModule<PageComponent>).default;
  return (
    <SlotBoundary name={id} fallback={<RemoteUnavailable />}>
      <Page {...props} host={host} />
    </SlotBoundary>
  );
}
