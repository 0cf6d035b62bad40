import { business } from '@site-kit/brand';
import { Icon } from '@site-kit/brand/ui';

/** The primary action everywhere: a tel: link styled as the big orange button. */
export function CallButton({ label = 'Call', className = '' }: { label?: string; className?: string }) {
  return (
    <a className={`btn btn-call ${className}`} href={business.phone.href}>
      <Icon name="phone" />
      {label} {business.phone.display}
    </a>
  );
}
