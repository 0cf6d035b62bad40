import { describe, expect, it } from 'vitest';
import { ENTRY_FALLBACK_MS, loadEntryAfterLargestPaint } from './entry-loader';

/** A window and document as small as the loader uses, with the clock and paint reports in the test's hands. */
function fakePage({
  reportsLargestPaint = true,
  hidden = false,
  prerendering = false,
  loader = loadEntryAfterLargestPaint,
}: {
  reportsLargestPaint?: boolean;
  hidden?: boolean;
  prerendering?: boolean;
  loader?: typeof loadEntryAfterLargestPaint;
} = {}) {
  const added: string[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let paintObserver: (() => void) | null = null;
  const doc = {
    readyState: 'loading',
    visibilityState: hidden ? 'hidden' : 'visible',
    prerendering,
    getElementById: (id: string) => (id === '__entry' ? { textContent: '["/static/js/index.abc.js"]' } : null),
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (script: { src: string }) => added.push(script.src) },
    addEventListener: (name: string, listener: () => void) => listeners.set(`doc:${name}`, listener),
  };
  class Observer {
    static supportedEntryTypes = reportsLargestPaint ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback: () => void) {
      paintObserver = callback;
    }
    observe() {}
  }
  const win = {
    PerformanceObserver: Observer,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    addEventListener: (name: string, listener: () => void) => listeners.set(`win:${name}`, listener),
  };
  return {
    added,
    start: () =>
      loader(win as unknown as Window & typeof globalThis, doc as unknown as Document, '__entry', ENTRY_FALLBACK_MS),
    load: () => listeners.get('win:load')?.(),
    activate: () => listeners.get('doc:prerenderingchange')?.(),
    paint: () => paintObserver?.(),
    frame: () => {
      for (const run of frames.splice(0)) run();
    },
    /** Moves the clock, running each timer that falls due at its own time, in order. */
    advance: (ms: number) => {
      const until = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const due = timers[0];
        if (!due || due.at > until) break;
        timers.shift();
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}

describe('loadEntryAfterLargestPaint', () => {
  it('adds nothing before the load event and the largest paint, then the entry once', () => {
    const page = fakePage();
    page.start();
    page.paint();
    expect(page.added).toEqual([]);
    page.load();
    page.frame();
    expect(page.added).toEqual([]);
    page.advance(0);
    expect(page.added).toEqual(['/static/js/index.abc.js']);
    page.paint();
    page.advance(ENTRY_FALLBACK_MS);
    expect(page.added).toHaveLength(1);
  });

  it('waits for a largest paint reported after load, or gives up waiting after the fallback delay', () => {
    const late = fakePage();
    late.start();
    late.load();
    late.frame();
    late.advance(0);
    expect(late.added).toEqual([]);
    late.paint();
    expect(late.added).toEqual(['/static/js/index.abc.js']);

    const never = fakePage();
    never.start();
    never.load();
    never.frame();
    never.advance(ENTRY_FALLBACK_MS - 1);
    expect(never.added).toEqual([]);
    never.advance(1);
    expect(never.added).toEqual(['/static/js/index.abc.js']);
  });

  it('starts after a frame where the browser reports no largest paint, at load in a hidden tab', () => {
    const noReport = fakePage({ reportsLargestPaint: false });
    noReport.start();
    noReport.load();
    noReport.frame();
    noReport.advance(0);
    expect(noReport.added).toEqual(['/static/js/index.abc.js']);

    const hidden = fakePage({ hidden: true });
    hidden.start();
    hidden.load();
    expect(hidden.added).toEqual(['/static/js/index.abc.js']);
  });

  it('in a prerendered page, waits until the page is shown', () => {
    const page = fakePage({ prerendering: true });
    page.start();
    page.load();
    page.frame();
    page.advance(ENTRY_FALLBACK_MS);
    expect(page.added).toEqual([]);
    page.activate();
    page.paint();
    page.frame();
    page.advance(0);
    expect(page.added).toEqual(['/static/js/index.abc.js']);
  });

  it('runs from its source text alone, as the early script inlines it', () => {
    // Only globals in scope: a reference to anything else of this module would throw here.
    const fromSource = new Function(`return (${String(loadEntryAfterLargestPaint)})`)();
    const page = fakePage({ reportsLargestPaint: false, loader: fromSource });
    page.start();
    page.load();
    page.frame();
    page.advance(0);
    expect(page.added).toEqual(['/static/js/index.abc.js']);
  });
});
