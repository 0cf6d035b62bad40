/** Every city page's own words, keyed by slug: the type makes a missing city a compile error. */
import { cityBySlug } from '../directory';
import { cityMeta } from '../meta';
import { citySlugs } from '../slugs';
import type { CityContent, CityCopy, CityPageParams, CityProfile, CitySlug } from '../types';
import { centralCountyContent } from './central-county';
import { metroEastContent } from './metro-east';
import { northCountyContent } from './north-county';
import { southCountyContent } from './south-county';
import { stCharlesCountyContent } from './st-charles-county';
import { stLouisCityContent } from './st-louis-city';
import { westCountyContent } from './west-county';

const cityCopy: { readonly [Slug in CitySlug]: CityCopy } = {
  ...stLouisCityContent,
  ...centralCountyContent,
  ...southCountyContent,
  ...westCountyContent,
  ...northCountyContent,
  ...stCharlesCountyContent,
  ...metroEastContent,
};

/** Each page's meta text (meta.ts) with its copy. */
export const cityContent = Object.fromEntries(
  citySlugs.map((slug) => [slug, { ...cityMeta[slug], ...cityCopy[slug] }]),
) as { readonly [Slug in CitySlug]: CityContent };

/** The spec's city page parameters: a city's profile with its page content. */
export const withContent = (profile: CityProfile): CityPageParams => ({ ...profile, ...cityContent[profile.slug] });

/** The page parameters for a slug, or undefined for a slug we do not serve. */
export function cityPageParams(slug: string): CityPageParams | undefined {
  const profile = cityBySlug(slug);
  return profile ? withContent(profile) : undefined;
}
