import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewsWidgetApi } from './protocol';
import { createWidgetLoader, type ScriptHost } from './script-loader';

/** A document stand-in: records appended scripts and lets the test fire their events. */
function fakeHost() {
  const scripts: { src: string; load: () => void; fail: () => void }[] = [];
  let registered: unknown;
  const host: ScriptHost = {
    appendScript: (src, onLoad, onError) => scripts.push({ src, load: onLoad, fail: onError }),
    registeredApi: () => registered,
  };
  return {
    host,
    scripts,
    register: (api: unknown) => {
      registered = api;
    },
  };
}

const api: ReviewsWidgetApi = { init: () => undefined };

afterEach(() => {
  vi.useRealTimers();
});

describe('createWidgetLoader', () => {
  it('appends the script once and resolves every caller with the API the script registered', async () => {
    const { host, scripts, register } = fakeHost();
    const load = createWidgetLoader(host);
    const first = load('https://widget.example/w.js');
    const second = load('https://widget.example/w.js');
    expect(scripts.map((script) => script.src)).toEqual(['https://widget.example/w.js']);
    register(api);
    scripts[0]?.load();
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    await expect(load('https://widget.example/w.js')).resolves.toBe(api);
    expect(scripts).toHaveLength(1);
  });

  it('fails when the script cannot be fetched, and does not try again', async () => {
    const { host, scripts } = fakeHost();
    const load = createWidgetLoader(host);
    const first = load('https://down.example/w.js');
    scripts[0]?.fail();
    await expect(first).rejects.toThrow(/failed to load/);
    await expect(load('https://down.example/w.js')).rejects.toThrow(/failed to load/);
    expect(scripts).toHaveLength(1);
  });

  it('fails when the script loads but registers no widget API', async () => {
    const { host, scripts, register } = fakeHost();
    const load = createWidgetLoader(host);
    const pending = load('https://widget.example/w.js');
    register({ init: 'not a function' });
    scripts[0]?.load();
    await expect(pending).rejects.toThrow(/registered no window.SiteReviewsWidget/);
  });

  it('gives up on a script that neither loads nor fails within the timeout', async () => {
    vi.useFakeTimers();
    const { host, scripts, register } = fakeHost();
    const load = createWidgetLoader(host, 1000);
    const pending = load('https://slow.example/w.js');
    const outcome = pending.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(999);
    register(api);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatch(/did not load within 1000 ms/);
    // A late load does not revive it: the page already shows the error state.
    scripts[0]?.load();
    await expect(pending).rejects.toThrow(/did not load/);
  });

  it('clears its timeout once the script has answered', async () => {
    vi.useFakeTimers();
    const { host, scripts, register } = fakeHost();
    const pending = createWidgetLoader(host, 1000)('https://widget.example/w.js');
    register(api);
    scripts[0]?.load();
    await expect(pending).resolves.toBe(api);
    expect(vi.getTimerCount()).toBe(0);
  });
});
