import { business, claims } from '@site-kit/brand';
import { Icon, PhoneLink } from '@site-kit/brand/ui';

/** Phone, email and hours (and, where asked, the service area) as an icon list; styled by the caller. */
export function ContactLines({
  className,
  withArea = false,
  placement,
}: {
  className?: string;
  withArea?: boolean;
  /** Where the list sits, for the call-click event (`data-placement`). */
  placement: string;
}) {
  return (
    <ul className={className} data-placement={placement}>
      <li>
        <Icon name="phone" />
        <PhoneLink placement={placement} />
      </li>
      <li>
        <Icon name="mail" />
        <a href={`mailto:${business.email}`}>{business.email}</a>
      </li>
      <li>
        <Icon name="clock" />
        <span>{business.hours.label}</span>
      </li>
      {withArea ? (
        <li>
          <Icon name="mapPin" />
          <span>
            {`${business.address.city}, ${business.address.region} and ${claims.serviceRadiusMiles} miles around`}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
