import type { FormSubmissionState, PublicConfig } from '@site-kit/contract';
import { type ReactNode, useMemo } from 'react';
import { FederationContext, type IslandIndex } from './context';
import type { FederatedModules } from './federated-modules';
import { Island } from './Island';

export { useFederation } from './context';

export function FederationProvider({
  modules,
  islands,
  config,
  submission,
  children,
}: {
  modules: FederatedModules;
  islands: IslandIndex;
  config: PublicConfig;
  submission: FormSubmissionState | null;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ modules, islands, host: { Island, config, submission } }),
    [modules, islands, config, submission],
  );
  return <FederationContext.Provider value={value}>{children}</FederationContext.Provider>;
}
