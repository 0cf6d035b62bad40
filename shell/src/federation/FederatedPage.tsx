import type { JsonObject, RemoteName } from '@site-kit/contract';
import { ErrorBoundary } from 'react-error-boundary';
import { RemoteUnavailable } from '../pages/RemoteUnavailable';
import { useFederation } from './context';
import { moduleId, SlotContext } from './federated-modules';

export interface FederatedPageProps {
  remote: RemoteName;
  module: string;
  props?: JsonObject;
}

const unavailable = { fallback: <RemoteUnavailable /> };

/** A page rendered by the remote that owns it; an unavailable remote renders the 503 content. */
export function FederatedPage({ remote, module, props }: FederatedPageProps) {
  const { modules, host } = useFederation();
  const id = moduleId(remote, module);
  const Page = modules.component(id);
  return (
    <SlotContext value={unavailable}>
      <ErrorBoundary
        fallback={unavailable.fallback}
        onError={(error) => console.warn(`[federation] ${id} failed to render.`, String(error))}
      >
        <Page {...props} host={host} />
      </ErrorBoundary>
    </SlotContext>
  );
}
