import { PlatformLinks } from '../components/PlatformLinks';
import { widgetError } from './messages';
import styles from './WidgetError.module.css';

/** The reviews page's note when the widget fails: the spec's wording, then the platforms' links. */
export function WidgetError() {
  return (
    <div className={styles.error} role="alert">
      <p>
        <strong>{widgetError.title}</strong> - {widgetError.text}
      </p>
      <PlatformLinks />
    </div>
  );
}
