/**
 * Runs in a page (`page.evaluate`): reach for every part as a visitor would. Each island is pointed
 * at, and each page or frame region at its script-only button (a map facade); with `scroll`, each
 * target is scrolled into view first and the page then to its end, where the parts that wake near
 * the viewport are. Resolves with how many targets were pointed at. The browser check and the e2e
 * tests wake parts with this one function, so both wake them the same way.
 */
export function wakeEveryPart({ scroll }: { scroll: boolean }): number {
  const targets: Element[] = [];
  for (const box of document.querySelectorAll('[data-part]')) {
    if (box.getAttribute('data-part') === 'island') targets.push(box);
    else {
      // Its script-only controls, as the shell's part watcher names them (shell/src/parts/wake.ts).
      const button = [...box.querySelectorAll('button[type="button"], a[data-script-control]')].find(
        (candidate) => candidate.closest('[data-part]') === box,
      );
      if (button) targets.push(button);
    }
  }
  for (const target of targets) {
    if (scroll) target.scrollIntoView({ block: 'center' });
    target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  }
  if (scroll) window.scrollTo(0, document.documentElement.scrollHeight);
  return targets.length;
}
