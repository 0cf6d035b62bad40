/**
 * Where a call tap or a lead came from, in the owner's words (decision F36): Google Ads (a click id,
 * or utm_source google with a paid medium), another campaign (by its source), the referring site,
 * direct, or not known (no landing page recorded: no JavaScript, or a lead from before attribution).
 */

export interface Arrival {
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  hasGclid: boolean;
}

const GOOGLE_ADS = 'Google Ads';
const DIRECT = 'Direct';
export const NOT_KNOWN = 'Not known (no JavaScript)';

const PAID_MEDIUM = /^(cpc|ppc|paid|paidsearch|paid-search|sem)$/i;

const isGoogleAds = (arrival: Arrival): boolean =>
  arrival.hasGclid || (/^google$/i.test(arrival.utmSource ?? '') && PAID_MEDIUM.test(arrival.utmMedium ?? ''));

export function sourceOf(arrival: Arrival): string {
  if (isGoogleAds(arrival)) return GOOGLE_ADS;
  if (arrival.utmSource || arrival.utmMedium || arrival.utmCampaign)
    return `Campaign: ${arrival.utmSource ?? arrival.utmMedium ?? 'no source'}`;
  if (arrival.referrerHost) return arrival.referrerHost;
  return arrival.landingPath ? DIRECT : NOT_KNOWN;
}

/** The campaign's name, Google Ads ones marked as such; null for traffic without one. */
export function campaignOf(arrival: Arrival): string | null {
  if (!arrival.utmCampaign) return null;
  return isGoogleAds(arrival) ? `${arrival.utmCampaign} (Google Ads)` : arrival.utmCampaign;
}
