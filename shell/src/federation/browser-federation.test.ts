import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The runtime's `loadRemote`, as the test wants it to answer. */
const loadRemote = vi.fn<(id: string) => Promise<unknown>>();
vi.mock('./federation-runtime', () => ({ startFederation: () => loadRemote }));

const { createModuleLoader } = await import('./browser-federation');

describe('the browser’s module loader (shared by the entry and the hydrator)', () => {
  beforeEach(() => loadRemote.mockReset());

  it('loads a module once for everyone who asks, the entry at the wake and the hydrator after it', async () => {
    const form = { default: () => null };
    loadRemote.mockResolvedValue(form);
    const load = createModuleLoader({ mfe_forms: 'http://forms.test/remoteEntry.js' });
    const atWake = load('mfe_forms/CallbackForm');
    const atHydration = load('mfe_forms/CallbackForm');
    expect(atHydration).toBe(atWake);
    await expect(atHydration).resolves.toBe(form);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('forgets a load that failed, so the next one tries again', async () => {
    const form = { default: () => null };
    loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(form);
    const load = createModuleLoader({ mfe_forms: 'http://forms.test/remoteEntry.js' });
    await expect(load('mfe_forms/CallbackForm')).rejects.toThrow('ChunkLoadError');
    await expect(load('mfe_forms/CallbackForm')).resolves.toBe(form);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects a module the runtime could not give', async () => {
    loadRemote.mockResolvedValue(undefined);
    const load = createModuleLoader({});
    await expect(load('mfe_forms/Nothing')).rejects.toThrow('mfe_forms/Nothing is unavailable');
  });
});
