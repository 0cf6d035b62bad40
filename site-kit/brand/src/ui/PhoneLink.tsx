import type { ReactNode } from 'react';
import { business } from '../business.js';
import { callTapPing } from '../call-taps.js';

export interface PhoneLinkProps {
  /**
   * Where on the site this link sits (e.g. "banner", "footer"), rendered as `data-placement` so call
   * taps are counted per placement.
   */
  placement: string;
  /** The link's text; the number by default. */
  children?: ReactNode;
  className?: string;
}

/**
 * The business's tel: link. Every call link on the site is one, so every tap is counted the same
 * way: the early script's beacon with JavaScript, the browser's own `ping` without it (the early
 * script takes the ping off for the one tap it reports, decision F35).
 */
export function PhoneLink({ placement, children, className }: PhoneLinkProps) {
  return (
    <a className={className} href={business.phone.href} data-placement={placement} ping={callTapPing(placement)}>
      {children ?? business.phone.display}
    </a>
  );
}
