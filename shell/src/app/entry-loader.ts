/**
 * Adds the shell's entry scripts (named by the page's payload) once the page's largest paint
 * is on screen, so no script shares a weak connection, or the main thread, with what the visitor
 * waits for (decision PF9). The server HTML works alone until then, and after.
 *
 * When: after the `load` event (always ahead: the early script runs while <head> is parsed) and the
 * two frames that follow it, once the browser has reported a largest paint, and then once it is
 * idle: a page painted in part before `load` may still paint a larger element in the frame after
 * it, and that paint's time is when the frame reached the screen, which on a loaded machine lags
 * the frame (with one frame and idle, a full test run beside another saw the entry requested 1 ms
 * before such a paint; with one frame alone, 10 ms). A browser that reports no largest
 * paint (Safari) starts after those two frames; a hidden tab, which paints nothing, at `load`; a
 * prerendered page, once it is shown; and should the report never come, `fallbackMs` later.
 *
 * The early script (inline, first in <head>, allowed by its hash) runs this function: its source
 * is inlined (`ENTRY_LOADER_SOURCE`), so it uses nothing but its parameters and the globals it is
 * handed, and it is short (no comment inside): every byte of it comes before the first paint.
 */
import { PAYLOAD_ELEMENT_ID } from '../page-contract/payload';

export function loadEntryAfterLargestPaint(
  w: Window & typeof globalThis,
  d: Document,
  id: string,
  fallbackMs: number,
): void {
  let started = false;
  let painted = true;
  let settled = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of (JSON.parse(d.getElementById(id)?.textContent || '{}').entry || []) as string[])
      d.head.append(Object.assign(d.createElement('script'), { src }));
  };
  const startWhenIdle = () =>
    'requestIdleCallback' in w ? w.requestIdleCallback(start, { timeout: fallbackMs }) : start();
  const type = 'largest-contentful-paint';
  if (w.PerformanceObserver.supportedEntryTypes.includes(type)) {
    painted = false;
    new w.PerformanceObserver(() => {
      painted = true;
      if (settled) startWhenIdle();
    }).observe({ type, buffered: true });
  }
  const afterLoad = () =>
    d.visibilityState === 'hidden'
      ? start()
      : w.requestAnimationFrame(() =>
          w.requestAnimationFrame(() =>
            w.setTimeout(() => {
              settled = true;
              if (painted) startWhenIdle();
              w.setTimeout(start, fallbackMs);
            }),
          ),
        );
  w.addEventListener('load', () =>
    (d as Document & { prerendering?: boolean }).prerendering
      ? d.addEventListener('prerenderingchange', afterLoad)
      : afterLoad(),
  );
}

/** How long the entry waits, after the two frames that follow `load`, for a largest-paint report that does not come. */
export const ENTRY_FALLBACK_MS = 2000;

/**
 * A function's source as an anonymous function, as short as spacing can make it: no indentation,
 * no spaces beside punctuation that cannot join a neighbour into another token (`+` and `-` can:
 * `a - -b`; `/` too), line breaks kept so no statement runs into the next. For functions whose
 * strings hold no such spaces, like the loader (the tests run the result).
 */
export const compactSource = (source: string): string =>
  source
    .replace(/^function [\w$]+/, 'function')
    .replace(/\n\s+/g, '\n')
    .replace(/ *([=(){}[\],;:?<>|&!]+) */g, '$1');

/** The loader as the early script inlines it: called at once with the page's window and document. */
export const ENTRY_LOADER_SOURCE = `(${compactSource(String(loadEntryAfterLargestPaint))})(window,document,${JSON.stringify(PAYLOAD_ELEMENT_ID)},${ENTRY_FALLBACK_MS})`;
