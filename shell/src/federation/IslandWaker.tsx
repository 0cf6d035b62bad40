import { useEffect } from 'react';
import { useFederation } from './context';

const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Starts an island's module load the moment the visitor points at, touches or focuses it. It listens
 * on the document in the capture phase because React stops events aimed at server HTML it has not
 * hydrated yet before they reach the island itself.
 */
export function IslandWaker() {
  const { cache } = useFederation();
  useEffect(() => {
    const wake = (event: Event) => {
      // Every box around the target: an island inside a deferred region needs both.
      let frame = (event.target as Element | null)?.closest?.('[data-island-module]');
      while (frame) {
        const module = frame.getAttribute('data-island-module');
        if (module) void cache.load(module);
        frame = frame.parentElement?.closest('[data-island-module]') ?? null;
      }
    };
    for (const name of WAKE_EVENTS) document.addEventListener(name, wake, { capture: true, passive: true });
    return () => {
      for (const name of WAKE_EVENTS) document.removeEventListener(name, wake, { capture: true });
    };
  }, [cache]);
  return null;
}
