/**
 * The shapes of the cities team's content. Pages are thin views over these records, so adding a
 * city is adding data: its page, route, sitemap entry and links follow.
 */
import type { citySlugs } from './slugs';

export type CitySlug = (typeof citySlugs)[number];
export type StateAbbr = 'MO' | 'IL';
export type StateName = 'Missouri' | 'Illinois';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What every list, card and link needs about a city: small, so the home page can carry all of it. */
export interface CityProfile {
  slug: CitySlug;
  cityName: string;
  /** The city a neighbourhood page belongs to ('St. Louis' for Downtown and the Central West End). */
  within?: string;
  stateName: StateName;
  stateAbbr: StateAbbr;
  county: string;
  /** Centre of the city: the map, the JSON-LD GeoCircle and the distance from our base. */
  geo: GeoPoint;
  zipCodes: readonly string[];
  /** One of the spec's 20 listed cities (the cards on /service-areas and the home list). */
  listed: boolean;
  /** City card text. */
  summary: string;
}

/**
 * Spec fields heroImage and cityImage. The site ships no raster images (asset URLs break in server
 * rendering and cost bytes on a weak signal), so each names a scene drawn in inline SVG and says
 * what it shows.
 */
export interface CityIllustration {
  scene: SceneName;
  /** What the drawing shows, for assistive technology. */
  alt: string;
}

export type SceneName = 'arch' | 'riverfront' | 'towers' | 'homes' | 'campus' | 'mainStreet' | 'parkland' | 'industry';

export interface Faq {
  question: string;
  answer: string;
}

/** The page's title and description: the route table carries them (meta.ts). */
export interface CityMeta {
  metaTitle: string;
  metaDescription: string;
}

/** The city page's own words: only this page loads them (content/). */
export interface CityCopy {
  /** Opening paragraph: what the place is like and the lock work it asks for. */
  intro: string;
  neighborhoods: readonly string[];
  landmarks: readonly string[];
  /** Roads our technicians take to get there (the response-time answer). */
  approach: string;
  /** A question people in this city ask, answered for this city. */
  localFaq: Faq;
  heroImage: CityIllustration;
  cityImage: CityIllustration;
}

/** A city page's meta text and copy. */
export interface CityContent extends CityMeta, CityCopy {}

/** The spec's "city page parameters", complete. */
export type CityPageParams = CityProfile & CityContent;

/** A town we serve that has no page of its own (the "other cities" list and the 40+ count). */
export interface OtherCity {
  name: string;
  stateAbbr: StateAbbr;
  geo: GeoPoint;
}

export interface County {
  name: string;
  stateAbbr: StateAbbr;
}
