import { RatingSummary } from '../components/RatingSummary';

/**
 * The footer's one-line rating summary, when no third-party widget is configured (the shell then
 * places this island; with a widget, `ReviewsWidget`'s footer placement). An island of its own so
 * every page carries only the summary's styles, not the widget's (decision PF13).
 */
export default function ReviewsSummary() {
  return <RatingSummary />;
}
