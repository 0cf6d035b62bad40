import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How often, and after how long, a federation download that failed is tried again. */
export const RETRIES = 2;
export const retryDelay = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 400 * attempt));

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/**
 * Retries a remote entry that failed to load (a dropped packet on a weak phone signal should not
 * cost the visitor a form). Each retry busts caches with a query parameter.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  const retry = async ({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryError>[0]) => {
    for (let attempt = 1; attempt <= RETRIES; attempt += 1) {
      await retryDelay(attempt);
      delete globalLoading[uniqueKey];
      try {
        const separator = remoteInfo.entry.includes('?') ? '&' : '?';
        return await getRemoteEntry({
          origin,
          remoteInfo,
          remoteEntryExports,
          getEntryUrl: (url: string) => `${url}${separator}retry=${attempt}`,
        });
      } catch {
        // Try again until attempts run out; the caller renders the fallback after that.
      }
    }
    return undefined;
  };
  // The hook's declared return type nests a promise; the runtime awaits whatever it gets.
  return { name: 'site-retry', loadEntryError: retry as unknown as LoadEntryError };
}
