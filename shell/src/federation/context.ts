import type { HostApi } from '@site-kit/contract';
import { createContext, useContext } from 'react';
import type { ModuleCache } from './module-cache';

export interface FederationValue {
  cache: ModuleCache;
  host: HostApi;
}

export const FederationContext = createContext<FederationValue | null>(null);

export function useFederation(): FederationValue {
  const value = useContext(FederationContext);
  if (!value) throw new Error('useFederation outside FederationProvider');
  return value;
}
