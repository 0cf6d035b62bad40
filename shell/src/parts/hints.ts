/**
 * Preload hints for a part's scripts, added when the part wakes: its remote's entry and its own
 * chunks (the payload's `hints`) start downloading together with React's, instead of each one only
 * once the code before it has run. Remote scripts load as CORS scripts (decision P44): a hint in
 * another mode would not be used, and the script downloaded twice.
 */
const hinted = new Set<string>();

export function hintScripts(urls: readonly string[], doc: Document = document): void {
  for (const href of urls) {
    if (hinted.has(href)) continue;
    hinted.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
}
