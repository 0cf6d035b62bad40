import { describe, expect, it, vi } from 'vitest';
import { sharedUntilFailure } from './shared-until-failure';

describe('sharedUntilFailure', () => {
  it('gives every caller of a key the same load, and loads each key once', async () => {
    const load = vi.fn(async (key: string) => `${key} loaded`);
    const shared = sharedUntilFailure(load);
    expect(shared('a')).toBe(shared('a'));
    await expect(shared('b')).resolves.toBe('b loaded');
    await shared('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a load that failed, so the next ask tries again', async () => {
    const load = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('lost'))
      .mockResolvedValue('here');
    const shared = sharedUntilFailure(load);
    await expect(shared('a')).rejects.toThrow('lost');
    await expect(shared('a')).resolves.toBe('here');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
