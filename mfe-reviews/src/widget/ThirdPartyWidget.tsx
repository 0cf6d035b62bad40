import { Icon } from '@site-kit/brand/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { loadingMessages } from './messages';
import { useNearViewport } from './near-viewport';
import type { ReviewsWidgetApi, WidgetPlacement } from './protocol';
import { loadReviewsWidget } from './script-loader';
import styles from './ThirdPartyWidget.module.css';

/** Start fetching the script this far before the placement scrolls into view. */
const WIDGET_ROOT_MARGIN = '400px 0px';

type WidgetState = 'loading' | 'loaded' | 'error';

interface ThirdPartyWidgetProps {
  placement: WidgetPlacement;
  scriptUrl: string;
  widgetId: string;
  /** The placement's own class on the frame (the space it holds while loading). */
  className?: string;
  /** The placeholder on a light surface (home, page) rather than in the colours around it (footer). */
  muted?: boolean;
  /** Shown instead of the placeholder when the script fails; without it the placeholder stays. */
  errorNote?: ReactNode;
}

/** The configured third-party widget in one placement: its placeholder, then what the script renders. */
export function ThirdPartyWidget({
  placement,
  scriptUrl,
  widgetId,
  className,
  muted = false,
  errorNote,
}: ThirdPartyWidgetProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const near = useNearViewport(frameRef, WIDGET_ROOT_MARGIN);

  useEffect(() => {
    if (!near) return;
    let active = true;
    const render = (api: ReviewsWidgetApi) => {
      const mount = mountRef.current;
      if (!active || !mount) return;
      api.init(mount, { widgetId, placement });
      setState('loaded');
    };
    loadReviewsWidget(scriptUrl)
      .then(render)
      .catch((error: unknown) => {
        if (!active) return;
        // A warning, not an error: the page still works (placeholder or fallback links).
        console.warn(`[reviews] widget unavailable on ${placement}: ${String(error)}`);
        setState('error');
      });
    return () => {
      active = false;
    };
  }, [near, scriptUrl, widgetId, placement]);

  const showError = state === 'error' && errorNote !== undefined;
  return (
    <div
      ref={frameRef}
      className={className ? `${styles.widget} ${className}` : styles.widget}
      data-reviews-widget-state={state}
      aria-busy={state === 'loading'}
    >
      {state === 'loaded' || showError ? null : (
        <p className={muted ? `${styles.placeholder} ${styles.muted}` : styles.placeholder} role="status">
          <Icon name="star" className={`icon ${styles.placeholderIcon}`} />
          {loadingMessages[placement]}
        </p>
      )}
      {showError ? errorNote : null}
      {/* The widget renders into this element; React never gives it children. Marked third-party:
          the site's own styles for bare elements (its stroke icons) stay out of it. */}
      <div ref={mountRef} className={styles.mount} data-reviews-widget-mount={widgetId} data-third-party="" />
    </div>
  );
}
