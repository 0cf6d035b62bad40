import type { WidgetPlacement } from './protocol';

/** What each placement shows until the widget has rendered (spec section 8 wording). */
export const loadingMessages: Readonly<Record<WidgetPlacement, string>> = {
  home: 'Loading verified customer reviews...',
  footer: 'Loading customer reviews...',
  page: 'Loading verified customer reviews...',
};

/** The reviews page's error state: "{title} - {text}" then the platform links. */
export const widgetError = {
  title: 'Reviews Widget Error',
  text: 'There was an error loading our reviews widget. Please view our reviews directly on the platforms below.',
} as const;
