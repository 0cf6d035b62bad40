import { business } from '@site-kit/brand';
import type { GeoPoint } from './types';

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine). */
export function milesBetween(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** Whole miles from the business address, as the copy quotes it. */
export const milesFromBase = (point: GeoPoint): number => Math.round(milesBetween(business.geo, point));
