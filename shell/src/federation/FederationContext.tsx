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
  path,
  submission,
  children,
}: {
  modules: FederatedModules;
  islands: IslandIndex;
  config: PublicConfig;
  /** The page's path. */
  path: string;
  submission: FormSubmissionState | null;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ modules, islands, host: { Island, config, path, submission } }),
    [modules, islands, config, path, submission],
  );
  return <FederationContext.Provider value={value}>{children}</FederationContext.Provider>;
}
