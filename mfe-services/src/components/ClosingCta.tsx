import { business, discountCondition, discountLine } from '@site-kit/brand';
import { CallToAction } from '@site-kit/brand/ui';
import { QuoteLink } from './QuoteLink';

/** The closing call to action every services page ends with: call, quote, and the new-customer offer. */
export function ClosingCta({ title, text, placement }: { title: string; text: string; placement: string }) {
  return (
    <CallToAction
      id="closing-cta-title"
      title={title}
      text={text}
      placement={placement}
      note={`${discountLine}. ${discountCondition} ${business.hours.label}.`}
    >
      <QuoteLink inverse />
    </CallToAction>
  );
}
