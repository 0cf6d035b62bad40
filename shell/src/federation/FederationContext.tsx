import type { FormSubmissionState, PublicConfig } from '@site-kit/contract';
import { type ReactNode, useMemo } from 'react';
import { FederationContext } from './context';
import { Island } from './Island';
import type { ModuleCache } from './module-cache';

export { useFederation } from './context';

export function FederationProvider({
  cache,
  config,
  submission,
  children,
}: {
  cache: ModuleCache;
  config: PublicConfig;
  submission: FormSubmissionState | null;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ cache, host: { Island, config, submission } }), [cache, config, submission]);
  return <FederationContext.Provider value={value}>{children}</FederationContext.Provider>;
}
