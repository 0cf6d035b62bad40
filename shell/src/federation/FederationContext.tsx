import { type ReactNode, useMemo } from 'react';
import type { PublicConfig } from 'site-kit';
import { FederationContext } from './context';
import { Island } from './Island';
import type { ModuleCache } from './module-cache';

export { useFederation } from './context';

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
