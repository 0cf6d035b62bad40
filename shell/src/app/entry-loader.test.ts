import { describe, expect, it } from 'vitest';
import { compactSource, ENTRY_FALLBACK_MS, ENTRY_LOADER_SOURCE, loadEntryAfterLargestPaint } from './entry-loader';

/** A window and document as small as the loader uses, with load, paint reports, frames and the clock in the test's hands. */
function fakeWindow({
  reportsLargestPaint = true,
  hidden = false,
  prerendering = false,
  idleCallbacks = false,
  loader = loadEntryAfterLargestPaint,
}: {
  reportsLargestPaint?: boolean;
  hidden?: boolean;
  prerendering?: boolean;
  /** The browser has `requestIdleCallback` (Safari did not). */
  idleCallbacks?: boolean;
  loader?: typeof loadEntryAfterLargestPaint;
} = {}) {
  const added: string[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const idles: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let paintObserver: (() => void) | null = null;
  const doc = {
    visibilityState: hidden ? 'hidden' : 'visible',
    prerendering,
    getElementById: (id: string) =>
      id === '__site_state' ? { textContent: '{"entry":["/static/js/index.abc.js"]}' } : null,
    createElement: () => ({ src: '' }),
    head: { append: (script: { src: string }) => added.push(script.src) },
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
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
    addEventListener: (name: string, listener: () => void) => listeners.set(`win:${name}`, listener),
    ...(idleCallbacks ? { requestIdleCallback: (run: () => void) => idles.push(run) } : {}),
  };
  return {
    added,
    start: () =>
      loader(
        win as unknown as Window & typeof globalThis,
        doc as unknown as Document,
        '__site_state',
        ENTRY_FALLBACK_MS,
      ),
    load: () => listeners.get('win:load')?.(),
    /** The prerendered page is shown: visible, and no longer prerendering. */
    activate: () => {
      doc.prerendering = false;
      doc.visibilityState = 'visible';
      listeners.get('doc:prerenderingchange')?.();
    },
    paint: () => paintObserver?.(),
    frame: () => {
      for (const run of frames.splice(0)) run();
    },
    /** The browser has nothing else to do. */
    idle: () => {
      for (const run of idles.splice(0)) run();
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

const ENTRY = ['/static/js/index.abc.js'];

/** The loader as the early script runs it: compiled from its compacted text, with only globals in scope. */
const inlinedLoader = new Function(
  `return (${compactSource(String(loadEntryAfterLargestPaint))})`,
)() as typeof loadEntryAfterLargestPaint;

// Every case twice: the function, and its text as the early script inlines it (a reference to
// anything else of this module would throw there; compacting must not change what it does).
describe.each([
  ['as a function', loadEntryAfterLargestPaint],
  ['from its compacted source text', inlinedLoader],
])('loadEntryAfterLargestPaint %s', (_how, loader) => {
  const fakePage = (options: Omit<Parameters<typeof fakeWindow>[0] & object, 'loader'> = {}) =>
    fakeWindow({ ...options, loader });

  it('adds nothing before the load event, its frame and the largest paint; then the entry, once', () => {
    const page = fakePage();
    page.start();
    page.paint();
    page.frame();
    page.advance(0);
    expect(page.added).toEqual([]);
    page.load();
    page.frame();
    page.advance(0);
    expect(page.added, 'one frame after load').toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    page.advance(0);
    expect(page.added).toEqual(ENTRY);
    page.paint();
    page.advance(ENTRY_FALLBACK_MS);
    expect(page.added).toEqual(ENTRY);
  });

  it('waits for a largest paint reported after that frame, or gives up waiting after the fallback delay', () => {
    const late = fakePage();
    late.start();
    late.load();
    late.frame();
    late.frame();
    late.advance(0);
    expect(late.added).toEqual([]);
    late.paint();
    expect(late.added).toEqual(ENTRY);

    const never = fakePage();
    never.start();
    never.load();
    never.frame();
    never.frame();
    never.advance(ENTRY_FALLBACK_MS - 1);
    expect(never.added).toEqual([]);
    never.advance(1);
    expect(never.added).toEqual(ENTRY);
  });

  it('where the browser has idle callbacks, waits after the paint and the frame until it is idle', () => {
    const page = fakePage({ idleCallbacks: true });
    page.start();
    page.paint();
    page.load();
    page.frame();
    page.frame();
    page.advance(0);
    expect(page.added).toEqual([]);
    page.idle();
    expect(page.added).toEqual(ENTRY);

    const busy = fakePage({ idleCallbacks: true });
    busy.start();
    busy.paint();
    busy.load();
    busy.frame();
    busy.frame();
    busy.advance(ENTRY_FALLBACK_MS);
    expect(busy.added).toEqual(ENTRY);
  });

  it('starts after the frame where the browser reports no largest paint, at load in a hidden tab', () => {
    const noReport = fakePage({ reportsLargestPaint: false });
    noReport.start();
    noReport.load();
    noReport.frame();
    noReport.frame();
    noReport.advance(0);
    expect(noReport.added).toEqual(ENTRY);

    const hidden = fakePage({ hidden: true });
    hidden.start();
    hidden.load();
    expect(hidden.added).toEqual(ENTRY);
  });

  it('in a prerendered page, waits until the page is shown', () => {
    const page = fakePage({ prerendering: true, hidden: true });
    page.start();
    page.load();
    page.frame();
    page.frame();
    page.advance(ENTRY_FALLBACK_MS);
    expect(page.added).toEqual([]);
    page.activate();
    page.paint();
    page.frame();
    page.frame();
    page.advance(0);
    expect(page.added).toEqual(ENTRY);
  });
});

describe('compactSource', () => {
  it('is what the early script inlines: shorter, no indentation, no spaces beside punctuation', () => {
    const source = compactSource(String(loadEntryAfterLargestPaint));
    expect(ENTRY_LOADER_SOURCE).toContain(source);
    expect(source.length).toBeLessThan(String(loadEntryAfterLargestPaint).length);
    expect(source).not.toMatch(/\n\s|[=(){},;:?] | [=(){},;:?]/);
  });

  it('compacts spacing without joining tokens', () => {
    expect(compactSource('function f(a, b) {\n  const c = a - -b;\n  return c ? { c } : [a, b];\n}')).toBe(
      'function(a,b){\nconst c=a - -b;\nreturn c?{c}:[a,b];\n}',
    );
  });
});
