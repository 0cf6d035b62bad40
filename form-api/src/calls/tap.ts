/**
 * What one tap on a call link says, read from either way it arrives (decision F35): the early
 * script's beacon (a form body: placement, page path, page-load id, the visit note) or, without
 * JavaScript, the browser's hyperlink-auditing ping (`text/ping`, the placement in the query, the
 * page in `Ping-From`). Nothing personal is kept: the visit's attribution as the forms send it, cut
 * to landing page, referrer host, source, medium, campaign, and whether a Google Ads click id was
 * there (not the id).
 */
import {
  CALL_TAP_FIELDS,
  campaignFields,
  LOAD_ID_PATTERN,
  parseAttribution,
  parseVisitId,
  placementOf,
} from '@site-kit/forms';
import { isbot } from 'isbot';
import type { Arrival } from '../report/sources';

export type TapTransport = 'beacon' | 'ping';

/** A tap: where it was, and how the visit arrived (the report's `Arrival`). */
export interface CallTap extends Arrival {
  placement: string;
  pagePath: string;
  transport: TapTransport;
}

export interface ReadTap {
  tap: CallTap;
  /** What makes two reports of this tap the same page load (for counting repeats once). */
  repeatKey: string;
  /** Its page load and call link (beacons): each pair counts once (decision F41); null for a ping. */
  placementKey: string | null;
  /** The visit's id (beacons only), to link the tap and a lead of the same visit. */
  visitId: string | null;
}

/** A missing user agent or one that names a crawler, a script or a headless browser. */
export const isBotAgent = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The early script's beacon, or null when it is not one (no page path or no page-load id). */
export function tapFromBeacon(body: unknown): ReadTap | null {
  if (!isRecord(body)) return null;
  const load = body[CALL_TAP_FIELDS.load];
  if (typeof load !== 'string' || !LOAD_ID_PATTERN.test(load)) return null;
  const note = parseJson(body[CALL_TAP_FIELDS.visit]);
  const visit = isRecord(note) ? note : {};
  const { pagePath, landingPath, referrerHost, utmSource, utmMedium, utmCampaign, gclid } = parseAttribution({
    ...visit,
    pagePath: body[CALL_TAP_FIELDS.path],
  });
  if (!pagePath) return null;
  const placement = placementOf(body[CALL_TAP_FIELDS.placement]);
  return {
    tap: {
      placement,
      pagePath,
      landingPath,
      referrerHost,
      utmSource,
      utmMedium,
      utmCampaign,
      hasGclid: gclid !== null,
      transport: 'beacon',
    },
    repeatKey: `load:${load}`,
    placementKey: `load:${load}:${placement}`,
    visitId: parseVisitId(visit.visitId),
  };
}

/**
 * A ping: the page is `Ping-From`, which must be one of this site's pages. Without JavaScript the
 * visit is unknown; the page's own campaign parameters, when it has any, make it the landing page.
 * Repeats are told apart by client address and page, held in memory for seconds only.
 */
export function tapFromPing({
  placement,
  pingFrom,
  allowedOrigins,
  clientAddress,
}: {
  placement: unknown;
  pingFrom: string | undefined;
  allowedOrigins: readonly string[];
  clientAddress: string;
}): ReadTap | null {
  let page: URL;
  try {
    page = new URL(pingFrom ?? '');
  } catch {
    return null;
  }
  if (!allowedOrigins.includes(page.origin)) return null;
  const fromUrl = Object.entries(campaignFields).map(([param, field]) => [field, page.searchParams.get(param)]);
  const campaign = parseAttribution({ ...Object.fromEntries(fromUrl), pagePath: page.pathname });
  if (!campaign.pagePath) return null;
  const landed = Boolean(campaign.utmSource || campaign.utmMedium || campaign.utmCampaign || campaign.gclid);
  return {
    tap: {
      placement: placementOf(placement),
      pagePath: campaign.pagePath,
      landingPath: landed ? campaign.pagePath : null,
      referrerHost: null,
      utmSource: campaign.utmSource,
      utmMedium: campaign.utmMedium,
      utmCampaign: campaign.utmCampaign,
      hasGclid: campaign.gclid !== null,
      transport: 'ping',
    },
    repeatKey: `ping:${clientAddress}:${campaign.pagePath}`,
    placementKey: null,
    visitId: null,
  };
}
