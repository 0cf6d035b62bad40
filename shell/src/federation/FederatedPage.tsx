import type { JsonObject, RemoteName } from '@site-kit/contract';
import { moduleId } from '@site-kit/contract';
import { RemoteUnavailable } from '../pages/RemoteUnavailable';
import { useFederation } from './context';
import { SlotContext } from './federated-modules';

export interface FederatedPageProps {
  remote: RemoteName;
  module: string;
  props?: JsonObject;
}

const unavailable = { fallback: <RemoteUnavailable /> };

/** The server's render of a page a remote owns; an unavailable remote renders the 503 content. */
export function FederatedPage({ remote, module, props }: FederatedPageProps) {
  const { modules, host } = useFederation();
  const Page = modules.component(moduleId(remote, module));
  return (
    <SlotContext value={unavailable}>
      <Page {...props} host={host} />
    </SlotContext>
  );
}
