/**
 * The reviews widget protocol (documented in mfe-reviews/README.md). Any widget script served at
 * REVIEWS_WIDGET_SRC (a vendor's snippet behind a small adapter) follows it:
 *
 * - When it runs, it registers `window.SiteReviewsWidget` with an `init` function. Script `load`
 *   plus that registration is how the component knows the widget is ready.
 * - `init(container, options)` renders widget `options.widgetId` into `container`, replacing
 *   whatever it rendered there before. The container is an empty element React never renders
 *   children into, so the widget owns its subtree.
 * - Each page a visitor opens is a document of its own: its placements load the script and call
 *   `init` afresh there (decision R3).
 */
/** Where the widget is placed (the island's `placement` prop). */
export type WidgetPlacement = 'home' | 'footer' | 'page';

export interface WidgetInitOptions {
  widgetId: string;
  placement: WidgetPlacement;
}

export interface ReviewsWidgetApi {
  init(container: HTMLElement, options: WidgetInitOptions): void;
}

/** The window property the widget script registers its API under. */
export const WIDGET_GLOBAL = 'SiteReviewsWidget';

export const isWidgetApi = (value: unknown): value is ReviewsWidgetApi =>
  typeof value === 'object' && value !== null && typeof (value as { init?: unknown }).init === 'function';
