/**
 * Adds the shell's entry scripts (named by the `#__entry` data block) once the page's largest paint
 * is on screen, so no script shares a weak connection, or the main thread, with what the visitor
 * waits for (decision PF9). The server HTML works alone until then, and after.
 *
 * The early script (inline, first in <head>, allowed by its hash) runs this function: its source
 * is taken with `String()`, so it uses nothing but its parameters and the globals it is handed.
 *
 * When: after the `load` event and one frame, once the browser has reported a largest paint. A
 * browser that does not report it (Safari) starts after that frame; a hidden tab, which paints
 * nothing, at `load`; a prerendered page, once it is shown; and should the report never come, after
 * `fallbackMs`.
 */
export function loadEntryAfterLargestPaint(
  w: Window & typeof globalThis,
  d: Document,
  entryId: string,
  fallbackMs: number,
): void {
  let started = false;
  let painted = false;
  let settled = false;
  const start = () => {
    if (started) return;
    started = true;
    let scripts: unknown = [];
    try {
      scripts = JSON.parse(d.getElementById(entryId)?.textContent ?? '[]');
    } catch {
      return;
    }
    for (const src of Array.isArray(scripts) ? scripts : []) {
      const script = d.createElement('script');
      script.src = String(src);
      script.async = true;
      d.head.appendChild(script);
    }
  };
  const Observer = w.PerformanceObserver;
  const reportsLargestPaint = !!Observer?.supportedEntryTypes?.includes('largest-contentful-paint');
  if (reportsLargestPaint) {
    new Observer(() => {
      painted = true;
      if (settled) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const afterLoad = () => {
    if (d.visibilityState === 'hidden') {
      start();
      return;
    }
    w.requestAnimationFrame(() =>
      w.setTimeout(() => {
        settled = true;
        if (painted || !reportsLargestPaint) start();
        else w.setTimeout(start, fallbackMs);
      }, 0),
    );
  };
  const whenShown = () => {
    if ((d as Document & { prerendering?: boolean }).prerendering) {
      d.addEventListener('prerenderingchange', afterLoad, { once: true });
    } else afterLoad();
  };
  if (d.readyState === 'complete') whenShown();
  else w.addEventListener('load', whenShown, { once: true });
}

/** How long the entry waits for a largest-paint report that does not come. */
export const ENTRY_FALLBACK_MS = 2000;
