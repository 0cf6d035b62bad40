import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { HostApi, PublicConfig } from 'site-kit';
import type { ModuleCache } from './module-cache';
import { Island } from './Island';

interface FederationValue {
  cache: ModuleCache;
  host: HostApi;
}

const FederationContext = createContext<FederationValue | null>(null);

export function FederationProvider({
  cache,
  config,
  children,
}: {
  cache: ModuleCache;
  config: PublicConfig;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ cache, host: { Island, config } }), [cache, config]);
  return <FederationContext.Provider value={value}>{children}</FederationContext.Provider>;
}

export function useFederation(): FederationValue {
  const value = useContext(FederationContext);
  if (!value) throw new Error('useFederation outside FederationProvider');
  return value;
}
