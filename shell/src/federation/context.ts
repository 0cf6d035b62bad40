import type { HostApi, IslandEntry, IslandId, RemoteName } from '@site-kit/contract';
import { createContext, useContext } from 'react';
import type { FederatedModules } from './federated-modules';

/** Where each island the page may place lives (the remotes' own `./islands` tables, merged). */
export type IslandIndex = Readonly<Record<IslandId, IslandEntry & { remote: RemoteName }>>;

export interface FederationValue {
  modules: FederatedModules;
  islands: IslandIndex;
  host: HostApi;
}

export const FederationContext = createContext<FederationValue | null>(null);

export function useFederation(): FederationValue {
  const value = useContext(FederationContext);
  if (!value) throw new Error('useFederation outside FederationProvider');
  return value;
}
