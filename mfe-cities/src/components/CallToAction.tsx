import { discountCondition, discountLine } from '@site-kit/brand';
import { CallToAction as CallBand } from '@site-kit/brand/ui';
import { QUOTE_FORM_LINK } from '../places/services';
import styles from './CallToAction.module.css';

/** The cities' closing call to action: the phone first, the quote form second, the offer under them. */
export function CallToAction({ title, text, placement }: { title: string; text: string; placement: string }) {
  return (
    <CallBand
      id="cities-cta-title"
      title={title}
      text={text}
      placement={placement}
      note={`${discountLine}. ${discountCondition}`}
    >
      <a className={`btn ${styles.quote}`} href={QUOTE_FORM_LINK}>
        Get a Free Quote
      </a>
    </CallBand>
  );
}
