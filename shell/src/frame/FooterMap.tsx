import { business } from '@site-kit/brand';
import { MapFacade } from '@site-kit/brand/ui';

/** The footer's service-area map: the only part of the footer with a script of its own. */
export function FooterMap() {
  return <MapFacade place={`${business.address.city}, ${business.address.regionName}`} zoom={9} />;
}
