import type { IslandHydration } from '@site-kit/contract';
import { type ReactNode, type RefObject, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useFederation } from './context';

/**
 * The key of a box (useId is the same on server and browser) and whether the browser found that
 * box's server HTML on the page, decided once: such a box waits until it is needed, while a box a
 * navigation mounts loads at once (React may hold the navigation until it is ready, so nothing
 * else would start it).
 */
export function useServerFrame(): { frameKey: string; fromServer: boolean } {
  const frameKey = useId();
  const [fromServer] = useState(
    () =>
      typeof document !== 'undefined' && document.querySelector(`[data-island-key="${CSS.escape(frameKey)}"]`) !== null,
  );
  return { frameKey, fromServer };
}

/**
 * The box around a part of the page that hydrates later (an island, a deferred region). A 'visible'
 * part starts loading when the box comes within 100 px of the viewport; any part starts when the
 * visitor points at, touches or focuses it (IslandWaker). Until then the server HTML stands on its
 * own (links and forms work without JavaScript). Once its content has hydrated the box carries
 * `data-ready` and fires `island-ready` (IslandWaker replays a tap that came too early).
 */
export function HydrationFrame({
  label,
  frameKey,
  moduleId: module,
  hydrate,
  className = 'island',
  fallback,
  children,
}: {
  /** What the box holds (data-island), for people and tests. */
  label: string;
  /** useId() of the owner: the same on server and browser, so the browser can find the server box. */
  frameKey: string;
  moduleId: string;
  hydrate: IslandHydration;
  className?: string;
  /** Shown while the content loads during a client-side navigation. */
  fallback: ReactNode;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useWakeWhenVisible(box, module, hydrate === 'visible');
  return (
    <div ref={box} className={className} data-island={label} data-island-key={frameKey} data-island-module={module}>
      <Suspense fallback={fallback}>
        {children}
        <ReadyMarker box={box} />
      </Suspense>
    </div>
  );
}

/** Wakes module `id` when `box` comes within 100 px of the viewport. */
function useWakeWhenVisible(box: RefObject<HTMLElement | null>, id: string, enabled: boolean): void {
  const { modules } = useFederation();
  useEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        modules.wake(id);
        observer.disconnect();
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, id, enabled, modules]);
}

/** The island-ready event name (IslandWaker listens for it). */
export const ISLAND_READY = 'island-ready';

/** Commits with the content of the boundary, so it runs exactly when that content has hydrated. */
function ReadyMarker({ box }: { box: RefObject<HTMLDivElement | null> }) {
  // A layout effect runs in the commit itself: when a click makes React hydrate the island on the
  // spot, the event fires while that click is still being dispatched (IslandWaker tells it apart).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.dataset.ready = 'true';
    element.dispatchEvent(new Event(ISLAND_READY));
  }, [box]);
  return null;
}
