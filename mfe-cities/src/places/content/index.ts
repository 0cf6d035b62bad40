/** Every city page's own words, keyed by slug: the type makes a missing city a compile error. */
import { cityBySlug } from '../directory';
import type { CityContent, CityPageParams, CityProfile, CitySlug } from '../types';
import { centralCountyContent } from './central-county';
import { metroEastContent } from './metro-east';
import { northCountyContent } from './north-county';
import { southCountyContent } from './south-county';
import { stCharlesCountyContent } from './st-charles-county';
import { stLouisCityContent } from './st-louis-city';
import { westCountyContent } from './west-county';

export const cityContent: { readonly [Slug in CitySlug]: CityContent } = {
  ...stLouisCityContent,
  ...centralCountyContent,
  ...southCountyContent,
  ...westCountyContent,
  ...northCountyContent,
  ...stCharlesCountyContent,
  ...metroEastContent,
};

/** The spec's city page parameters: a city's profile with its page content. */
export const withContent = (profile: CityProfile): CityPageParams => ({ ...profile, ...cityContent[profile.slug] });

/** The page parameters for a slug, or undefined for a slug we do not serve. */
export function cityPageParams(slug: string): CityPageParams | undefined {
  const profile = cityBySlug(slug);
  return profile ? withContent(profile) : undefined;
}
