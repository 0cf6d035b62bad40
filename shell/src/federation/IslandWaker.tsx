import { useEffect } from 'react';
import { useFederation } from './context';
import { ISLAND_READY } from './HydrationFrame';

const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Starts an island's module load the moment the visitor points at, touches or focuses it. It listens
 * on the document in the capture phase because React stops events aimed at server HTML it has not
 * hydrated yet before they reach the island itself.
 *
 * A tap on a script-only button (type="button": a map facade, a toggle) of an island that has not
 * hydrated yet would be lost: React drops clicks on content still waiting for its code. Such a tap is
 * replayed on the same button once its island is ready. Links and submit buttons need no replay:
 * the browser handles them without JavaScript.
 */
export function IslandWaker() {
  const { modules } = useFederation();
  useEffect(() => {
    const wake = (event: Event) => {
      // Every box around the target: an island inside a deferred region needs both.
      let frame = (event.target as Element | null)?.closest?.('[data-island-module]');
      while (frame) {
        const module = frame.getAttribute('data-island-module');
        if (module) modules.wake(module);
        frame = frame.parentElement?.closest('[data-island-module]') ?? null;
      }
    };
    const replayLostTap = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('button[type="button"]');
      const frame = button?.closest('[data-island-module]');
      if (!button || !frame || frame.hasAttribute('data-ready') || frame.hasAttribute('data-replay')) return;
      // One replay per island: a second early tap would undo the first on a toggle.
      frame.setAttribute('data-replay', 'pending');
      frame.addEventListener(
        ISLAND_READY,
        () => {
          frame.removeAttribute('data-replay');
          // Ready while this very click was still being dispatched: its code had arrived, React
          // hydrated the island on the spot and handled the click itself.
          if (event.eventPhase !== Event.NONE) return;
          if (button.isConnected) (button as HTMLButtonElement).click();
        },
        { once: true },
      );
    };
    for (const name of WAKE_EVENTS) document.addEventListener(name, wake, { capture: true, passive: true });
    document.addEventListener('click', replayLostTap, { capture: true });
    return () => {
      for (const name of WAKE_EVENTS) document.removeEventListener(name, wake, { capture: true });
      document.removeEventListener('click', replayLostTap, { capture: true });
    };
  }, [modules]);
  return null;
}
