import { type ReactNode, useEffect, useRef } from 'react';
import type { IslandHydration } from 'site-kit';
import { useFederation } from './context';

/** Is the server-rendered box with this key (useId is the same on server and browser) in the document? */
export function hasServerHtml(key: string): boolean {
  for (const element of document.querySelectorAll('[data-island-key]')) {
    if (element.getAttribute('data-island-key') === key) return true;
  }
  return false;
}

/**
 * The box around a part of the page that hydrates later (an island, a deferred region). A 'visible'
 * part starts loading when the box comes within 100 px of the viewport; any part starts when the
 * visitor points at, touches or focuses it (IslandWaker). Until then the server HTML stands on its
 * own (links and forms work without JavaScript).
 */
export function HydrationFrame({
  label,
  frameKey,
  moduleId: module,
  hydrate,
  className = 'island',
  children,
}: {
  /** What the box holds (data-island), for people and tests. */
  label: string;
  /** useId() of the owner: the same on server and browser, so the browser can find the server box. */
  frameKey: string;
  moduleId: string;
  hydrate: IslandHydration;
  className?: string;
  children: ReactNode;
}) {
  const { cache } = useFederation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const wake = () => void cache.load(module);
    const observer =
      hydrate === 'visible'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) {
                wake();
                observer?.disconnect();
              }
            },
            { rootMargin: '100px 0px' },
          )
        : null;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [cache, module, hydrate]);
  return (
    <div ref={box} className={className} data-island={label} data-island-key={frameKey} data-island-module={module}>
      {children}
    </div>
  );
}
