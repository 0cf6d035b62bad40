import { business } from '@site-kit/brand';
import { Icon } from '@site-kit/brand/ui';

/** The tel: link, as a button. The visible number doubles as the label for people who dial by hand. */
export function CallButton({ label = `Call ${business.phone.display}` }: { label?: string }) {
  return (
    <a className="btn btn-call" href={business.phone.href}>
      <Icon name="phone" />
      {label}
    </a>
  );
}
