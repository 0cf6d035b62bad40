import type { ReactNode } from 'react';
import { business } from '../business.js';
import { Icon } from './Icon.js';
import { PhoneLink } from './PhoneLink.js';

export interface CallButtonProps {
  /**
   * Where on the site this button sits (e.g. "home-hero", "city-cta"), rendered as `data-placement`
   * so call clicks can be counted per placement.
   */
  placement: string;
  /** Words before the number: "Call" reads "Call (314) 555-…". */
  label?: string;
  /** Replaces label and number where the button says something else (the number stays in the href). */
  children?: ReactNode;
  className?: string;
}

/** The primary action everywhere: the business's tel: link (`PhoneLink`) styled as the big orange button. */
export function CallButton({ placement, label = 'Call', children, className }: CallButtonProps) {
  return (
    <PhoneLink placement={placement} className={className ? `btn btn-call ${className}` : 'btn btn-call'}>
      <Icon name="phone" />
      {children ?? `${label} ${business.phone.display}`}
    </PhoneLink>
  );
}
