/**
 * Where a lead came from: the page it was sent from, the visit's landing page and referrer host, and
 * the campaign parameters of the landing URL. The shell's early script notes the visit once per tab
 * (session storage, raw); every form of that visit sends it along, validated here, and a
 * no-JavaScript post carries its page.
 * Each value is validated and capped on its own: a bad one is dropped, never a reason to refuse a
 * lead (attribution is a nicety, the lead is the business).
 */
import * as z from 'zod/mini';

export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

export interface Attribution {
  /** Path of the page the form was sent from. */
  pagePath: string | null;
  /** That page's <title>. */
  pageTitle: string | null;
  /** Path of the visit's first page. */
  landingPath: string | null;
  /** Host of the site that sent the visitor (never the full URL: it can carry someone's search). */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  gclid: string | null;
}

export const attributionFields = [
  'pagePath',
  'pageTitle',
  'landingPath',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'gclid',
] as const satisfies readonly (keyof Attribution)[];

/**
 * The visit's random id, in the early script's note: a lead and the call taps of one visit (one tab)
 * are linked by it in form-api's memory, never stored (decision F35).
 */
export const VISIT_ID_FIELD = 'visitId';
/** A random id the browser makes (a visit's, a page load's): lowercase letters and digits. */
export const RANDOM_ID_PATTERN = /^[a-z0-9]{8,64}$/;
export const VISIT_ID_PATTERN = RANDOM_ID_PATTERN;

/** A visit id as sent, or null. */
export const parseVisitId = (input: unknown): string | null =>
  typeof input === 'string' && VISIT_ID_PATTERN.test(input) ? input : null;

/** What a form sends as its attribution: the attribution, and the visit's id when the note has one. */
export type SentAttribution = Attribution & { visitId?: string };

/** The body field a form sends its attribution in. */
export const ATTRIBUTION_FIELD = 'attribution';
/** Where the shell keeps the visit's landing page, referrer and campaign (session storage). */
export const VISIT_STORAGE_KEY = 'gw-visit';

export const attributionMaxLength = { path: 200, title: 150, host: 253, campaign: 100, gclid: 200 } as const;

/** The landing URL's parameter → the field it is kept in. */
export const campaignFields: Readonly<Record<CampaignParam, keyof Attribution>> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  gclid: 'gclid',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** One line of plain text, cut to `max` characters (a campaign name is a label, not a reason to refuse). */
const cappedLine = (max: number) =>
  z.pipe(
    z.string(),
    z.transform((value) => {
      const line = value.normalize('NFC').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
      return Array.from(line).slice(0, max).join('').trim();
    }),
  );

/** A site path: starts with one '/', no query, fragment or spaces; too long is dropped (a path cut short lies). */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
const path = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) => value.split(/[?#]/, 1)[0]!),
  ),
  z.string().check(z.maxLength(attributionMaxLength.path), z.regex(PATH)),
);
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const host = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) => value.trim().toLowerCase()),
  ),
  z.string().check(z.regex(HOST)),
);
const gclid = z.string().check(z.maxLength(attributionMaxLength.gclid), z.regex(/^[A-Za-z0-9_-]+$/));

const valueSchemas: Record<keyof Attribution, z.ZodMiniType<string, unknown>> = {
  pagePath: path,
  pageTitle: cappedLine(attributionMaxLength.title),
  landingPath: path,
  referrerHost: host,
  utmSource: cappedLine(attributionMaxLength.campaign),
  utmMedium: cappedLine(attributionMaxLength.campaign),
  utmCampaign: cappedLine(attributionMaxLength.campaign),
  utmTerm: cappedLine(attributionMaxLength.campaign),
  utmContent: cappedLine(attributionMaxLength.campaign),
  gclid,
};

export const emptyAttribution = (): Attribution =>
  Object.fromEntries(attributionFields.map((field) => [field, null])) as unknown as Attribution;

/** Whatever arrived, as an Attribution: each valid value kept (capped), anything else null. */
export function parseAttribution(input: unknown): Attribution {
  const attribution = emptyAttribution();
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return attribution;
  for (const field of attributionFields) {
    const result = z.safeParse(valueSchemas[field], (input as Record<string, unknown>)[field]);
    if (result.success && result.data !== '') attribution[field] = result.data;
  }
  return attribution;
}

/** The attribution a form sends: the visit the shell noted (if any, with its id) and the page it is on. */
export function attributionFor(storage: Storage | null, page: { path: string; title: string }): SentAttribution {
  let visit: unknown = {};
  try {
    visit = JSON.parse(storage?.getItem(VISIT_STORAGE_KEY) ?? '{}');
  } catch {
    // A damaged note: the page alone.
  }
  const note = typeof visit === 'object' && visit !== null ? (visit as Record<string, unknown>) : {};
  const visitId = parseVisitId(note[VISIT_ID_FIELD]);
  return {
    ...parseAttribution({ ...note, pagePath: page.path, pageTitle: page.title }),
    ...(visitId ? { visitId } : {}),
  };
}
