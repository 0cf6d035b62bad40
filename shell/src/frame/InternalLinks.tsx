import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSiteData } from '../app/SiteData';
import { useFederation } from '../federation/context';
import { moduleId } from '../federation/federated-modules';
import { prefetchShellPage } from '../pages';
import { redirects, type ShellPageName } from '../routes';

const redirectPaths = new Set(redirects.map((redirect) => redirect.from));

/**
 * Every click on a link to one of the site's pages becomes a client-side navigation, whether the
 * link belongs to a router Link, a remote's plain <a>, or an island that has not hydrated yet
 * (React swallows clicks inside those, so this listens in the capture phase, before React).
 * Islands still waiting to hydrate start loading first: React must hydrate them before it can
 * hand them the new location. Pointing at a link prefetches the page it leads to.
 */
export function InternalLinks() {
  const navigate = useNavigate();
  const { routes } = useSiteData();
  const { modules } = useFederation();

  // Pointing at (or touching) a link fetches the target page's code, so the click finds it ready.
  useEffect(() => {
    const prefetch = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = new URL(anchor.href, window.location.href);
      const route = url.origin === window.location.origin ? routes[url.pathname] : undefined;
      if (!route) return;
      const load =
        route.remote === 'shell'
          ? prefetchShellPage(route.module as ShellPageName)
          : modules.load(moduleId(route.remote, route.module));
      // A prefetch that fails is only an early try: the navigation shows the page's fallback.
      load.catch(() => {});
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, prefetch, { capture: true, passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, prefetch, { capture: true });
    };
  }, [routes, modules]);

  useEffect(() => {
    const onPopState = () => modules.wakeAll();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (!routes[url.pathname] && !redirectPaths.has(url.pathname)) return;
      event.preventDefault();
      modules.wakeAll();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', onPopState, { capture: true });
    };
  }, [navigate, routes, modules]);

  return null;
}
