/**
 * When each part of the page hydrates: when the visitor is about to use it, and not before
 * (decision PF10). The entry runs this before any React code has loaded; a part's code is fetched
 * only when this wakes it.
 *
 * - An island wakes when the visitor points at (a mouse or pen) or focuses anything in it, or
 *   touches a field, button or label in it; a 'visible' island also when its box comes within
 *   100 px of the viewport (the reviews widget). A finger that lands anywhere else in it starts a
 *   scroll on a phone: that is reading, and it used to wake every part it crossed (decision PF17).
 * - The page and the frame's regions are server HTML whose only script-only controls are buttons
 *   and links whose script does more (a map facade: a link to Google Maps, the map here with its
 *   script): they wake when the visitor points at, touches or focuses such a control.
 * - Links, forms, the FAQ, the header's menus and the call links need no code: they work as the
 *   server sent them, before and after anything hydrates.
 * - An island the server could not render (its fallback is on the page) is tried again at once.
 *
 * A tap on a script-only control before its part is ready did nothing (there was no code yet): it is
 * replayed, once per part, when the part is ready (decision PF1a); such a link does not navigate.
 */
import { PART_READY_EVENT, PART_SELECTOR, type PartDescription, readPart } from '../page-contract/part-box';

export interface WatchOptions {
  /** Loads and hydrates a woken part; resolves true once it is ready, false when its server HTML stays as it is. */
  hydrate: (box: HTMLElement, part: PartDescription) => Promise<boolean>;
  /** Modules the server could not render (the payload's `modules` set to false). */
  failed: ReadonlySet<string>;
  /** Wake every part at once (`npm run dev`: each remote's hot-update client comes with its code). */
  eager?: boolean;
}

export const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** The controls of a page or region whose script does what they are for (browser-check/wake.ts too). */
const SCRIPT_CONTROL = 'button[type="button"], a[data-script-control]';
/**
 * What a finger reaches for in an island when it means to use it: a field, a button, or a label (a
 * tap on a checkbox's label ticks it, and Safari does not focus the box).
 */
const TOUCH_CONTROL = 'button, input, select, textarea, label, a[data-script-control]';
const VISIBLE_MARGIN = '100px 0px';

/** Starts watching the document's parts; returns a function that stops it (tests). */
export function watchParts(doc: Document, { hydrate, failed, eager = false }: WatchOptions): () => void {
  const woken = new WeakSet<Element>();
  const boxes = Array.from(doc.querySelectorAll<HTMLElement>(PART_SELECTOR));

  const wake = (box: HTMLElement) => {
    if (woken.has(box)) return;
    const part = readPart(box);
    // A page the server could not render shows the unavailable page: nothing to hydrate.
    if (!part || (part.kind !== 'island' && failed.has(part.module))) return;
    woken.add(box);
    box.setAttribute('data-part-state', 'loading');
    hydrate(box, part).then(
      (ready) => box.setAttribute('data-part-state', ready ? 'ready' : 'kept'),
      () => box.setAttribute('data-part-state', 'kept'),
    );
  };

  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const box = target.closest<HTMLElement>(PART_SELECTOR);
    if (!box) return;
    const touch = event.type === 'touchstart' || (event as PointerEvent).pointerType === 'touch';
    const reachesFor = (control: string) => target.closest(control)?.closest(PART_SELECTOR) === box;
    const wakes =
      box.getAttribute('data-part') === 'island' ? !touch || reachesFor(TOUCH_CONTROL) : reachesFor(SCRIPT_CONTROL);
    if (wakes) wake(box);
  };

  const replayLostTap = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(SCRIPT_CONTROL);
    const box = button?.closest<HTMLElement>(PART_SELECTOR);
    if (!button || !box || box.hasAttribute('data-ready')) return;
    // The link's script opens it here: until then it must not take the visitor away.
    if (button instanceof HTMLAnchorElement) event.preventDefault();
    if (box.hasAttribute('data-replay')) return;
    // One replay per part: a second early tap would undo the first on a toggle.
    box.setAttribute('data-replay', 'pending');
    box.addEventListener(
      PART_READY_EVENT,
      () => {
        box.removeAttribute('data-replay');
        // Ready while this very click was still being dispatched: React hydrated the part on the
        // spot (its code had arrived) and handled the click itself.
        if (event.eventPhase !== Event.NONE) return;
        if (button.isConnected) button.click();
      },
      { once: true },
    );
  };

  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        wake(entry.target as HTMLElement);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const box of boxes) {
    if (eager) {
      wake(box);
      continue;
    }
    if (box.getAttribute('data-part') !== 'island') continue;
    if (failed.has(box.getAttribute('data-part-module') ?? '')) wake(box);
    else if (box.getAttribute('data-hydrate') === 'visible') near.observe(box);
  }

  for (const name of WAKE_EVENTS) doc.addEventListener(name, onIntent, { capture: true, passive: true });
  doc.addEventListener('click', replayLostTap, { capture: true });
  // Focus may already be in a part (a field focused before this script ran).
  if (doc.activeElement && doc.activeElement !== doc.body) onIntent({ target: doc.activeElement } as unknown as Event);
  return () => {
    near.disconnect();
    for (const name of WAKE_EVENTS) doc.removeEventListener(name, onIntent, { capture: true });
    doc.removeEventListener('click', replayLostTap, { capture: true });
  };
}
