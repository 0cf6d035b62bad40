import { claims } from '@site-kit/brand';
import { MapFacade } from '@site-kit/brand/ui';

/** The whole service area on a map: the radius around downtown, as the home page and /service-areas show it. */
export function ServiceRadiusMap() {
  return (
    <MapFacade
      place="St. Louis, MO"
      zoom={9}
      caption={`${claims.serviceRadiusMiles}-mile service radius around downtown St. Louis`}
    />
  );
}
