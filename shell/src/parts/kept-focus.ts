/**
 * The focus inside a part, kept for when its server HTML is put back. A part that fails to hydrate
 * (or to render later) gets its server nodes back, but React's failed commit has taken them out of
 * the page first, and the browser drops the focus of a node taken out: a visitor typing in the form
 * would type into nothing. The last node focused in the part is remembered, and focused again once
 * it is back, unless the visitor had moved on.
 */
export interface KeptFocus {
  /** After the server nodes are back: focus again what had the focus when they were taken out. */
  restore(): void;
  stop(): void;
}

export function keepFocusOf(box: HTMLElement): KeptFocus {
  const doc = box.ownerDocument;
  let focused: HTMLElement | null = box.contains(doc.activeElement) ? (doc.activeElement as HTMLElement) : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target as HTMLElement;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget) {
      if (!box.contains(event.relatedTarget as Node)) focused = null;
      return;
    }
    // Focus to nowhere: the visitor clicked away (the node is still in the page), or the node was
    // taken out (it is not, once the removal is done).
    const target = event.target as Node;
    queueMicrotask(() => {
      if (target.isConnected) focused = null;
    });
  };
  box.addEventListener('focusin', onFocusIn);
  box.addEventListener('focusout', onFocusOut);
  return {
    restore() {
      const lost = doc.activeElement === null || doc.activeElement === doc.body;
      if (lost && focused && box.contains(focused)) focused.focus({ preventScroll: true });
    },
    stop() {
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
    },
  };
}
