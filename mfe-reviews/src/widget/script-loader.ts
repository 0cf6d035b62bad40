/**
 * Loads the widget script at most once per page lifetime, whichever placement asks first, and
 * resolves with the API the script registered. A failure is remembered too: one broken script
 * costs one request, not one per placement or per navigation.
 */
import { isWidgetApi, type ReviewsWidgetApi, WIDGET_GLOBAL } from './protocol';

/** How long a slow script may take before the widget shows its error state (weak mobile networks). */
export const WIDGET_LOAD_TIMEOUT_MS = 15_000;

/** The two things the loader needs from a browser; tests pass a stand-in. */
export interface ScriptHost {
  /** Appends `<script async src>` to the document and reports its load or error event. */
  appendScript(src: string, onLoad: () => void, onError: () => void): void;
  /** What the script registered under the widget global, if anything. */
  registeredApi(): unknown;
}

export const SCRIPT_MARKER_ATTRIBUTE = 'data-reviews-widget-script';

export const browserScriptHost: ScriptHost = {
  appendScript(src, onLoad, onError) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.setAttribute(SCRIPT_MARKER_ATTRIBUTE, '');
    script.addEventListener('load', onLoad, { once: true });
    script.addEventListener('error', onError, { once: true });
    document.head.append(script);
  },
  registeredApi: () => (window as unknown as Record<string, unknown>)[WIDGET_GLOBAL],
};

export type WidgetLoader = (scriptUrl: string) => Promise<ReviewsWidgetApi>;

export function createWidgetLoader(host: ScriptHost, timeoutMs: number = WIDGET_LOAD_TIMEOUT_MS): WidgetLoader {
  const loads = new Map<string, Promise<ReviewsWidgetApi>>();
  return (scriptUrl) => {
    let load = loads.get(scriptUrl);
    if (!load) {
      load = new Promise<ReviewsWidgetApi>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`reviews widget script ${scriptUrl} did not load within ${timeoutMs} ms`)),
          timeoutMs,
        );
        host.appendScript(
          scriptUrl,
          () => {
            clearTimeout(timer);
            const api = host.registeredApi();
            if (isWidgetApi(api)) resolve(api);
            else
              reject(new Error(`reviews widget script ${scriptUrl} loaded but registered no window.${WIDGET_GLOBAL}`));
          },
          () => {
            clearTimeout(timer);
            reject(new Error(`reviews widget script ${scriptUrl} failed to load`));
          },
        );
      });
      loads.set(scriptUrl, load);
    }
    return load;
  };
}

/** The page's one loader: module state lives as long as the page (client navigations keep it). */
export const loadReviewsWidget: WidgetLoader = createWidgetLoader(browserScriptHost);
