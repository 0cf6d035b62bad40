import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { FormSubmissionState, PublicConfig } from 'site-kit';
import { FederationContext } from './context';
import { Island } from './Island';
import type { ModuleCache } from './module-cache';

export { useFederation } from './context';

export function FederationProvider({
  cache,
  config,
  submission,
  hydrating = false,
  children,
}: {
  cache: ModuleCache;
  config: PublicConfig;
  submission: FormSubmissionState | null;
  hydrating?: boolean;
  children: ReactNode;
}) {
  const hydratingRef = useRef(hydrating);
  const value = useMemo(
    () => ({ cache, host: { Island, config, submission }, hydrating: hydratingRef }),
    [cache, config, submission],
  );
  useEffect(() => {
    hydratingRef.current = false;
  }, []);
  return <FederationContext.Provider value={value}>{children}</FederationContext.Provider>;
}
