import { timings } from '@site-kit/brand';
import { PATH_CHANGE_EVENT, type PathChangeDetail } from '@site-kit/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { decodeSegment } from '../head/site-jsonld';

const ANCHOR_HOLD_MS = 2500;

/**
 * Scroll to the element named by the hash, then keep it in place while islands above it finish
 * loading and change the layout, until the visitor scrolls on their own.
 */
function scrollToHash(hash: string, behavior: ScrollBehavior): () => void {
  const id = decodeSegment(hash.slice(1));
  const target = () => document.getElementById(id);
  target()?.scrollIntoView({ behavior, block: 'start' });
  const observer = new ResizeObserver(() => target()?.scrollIntoView({ behavior: 'instant', block: 'start' }));
  const release = () => observer.disconnect();
  observer.observe(document.body);
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  for (const name of events) window.addEventListener(name, release, { once: true, passive: true });
  const stop = setTimeout(() => observer.disconnect(), ANCHOR_HOLD_MS);
  return () => {
    clearTimeout(stop);
    observer.disconnect();
    for (const name of events) window.removeEventListener(name, release);
  };
}

/**
 * After each client-side navigation to another page: scroll to the top, or to the element named by the hash after
 * 100 ms (smoothly when arriving from another page, so `/#quote` from /about lands on the form);
 * and tell interested islands (the reviews widget) that the path changed.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key marks every navigation, even to the same URL.
  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    const changedPath = from !== null && from !== pathname;

    if (changedPath) {
      window.dispatchEvent(new CustomEvent<PathChangeDetail>(PATH_CHANGE_EVENT, { detail: { path: pathname } }));
    }
    // Back/forward: leave the browser's own scroll restoration alone.
    if (navigationType === 'POP' && from !== null) return;
    if (hash) {
      let stopHolding: (() => void) | undefined;
      const timer = setTimeout(() => {
        stopHolding = scrollToHash(hash, changedPath ? 'smooth' : 'auto');
      }, timings.hashScrollMs);
      return () => {
        clearTimeout(timer);
        stopHolding?.();
      };
    }
    // A new query on the same page (a filter) keeps the visitor where they are.
    if (changedPath) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key, navigationType]);

  return null;
}
