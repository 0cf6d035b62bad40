/** Where city pages are linked from: the shell's frame lists and each page's nearby areas. */
import type { NavList } from '@site-kit/contract';
import type { CitySlug } from './types';

export interface FramePlacement {
  slug: CitySlug;
  /** Link text in the frame (the spec's names: 'St. Louis' is the downtown page). */
  label: string;
  lists: readonly NavList[];
}

/**
 * In display order. `areas-summary` is the mobile menu's summary (the spec's eight, in the spec's
 * order); `areas-primary` is the footer's primary areas and the Organization's areaServed: nine
 * cities across Missouri and Illinois.
 */
export const framePlacements: readonly FramePlacement[] = [
  { slug: 'downtown-st-louis-mo', label: 'St. Louis', lists: ['areas-summary', 'areas-primary'] },
  { slug: 'chesterfield-mo', label: 'Chesterfield', lists: ['areas-summary', 'areas-primary'] },
  { slug: 'clayton-mo', label: 'Clayton', lists: ['areas-summary', 'areas-primary'] },
  { slug: 'kirkwood-mo', label: 'Kirkwood', lists: ['areas-primary'] },
  { slug: 'webster-groves-mo', label: 'Webster Groves', lists: ['areas-primary'] },
  { slug: 'st-charles-mo', label: 'St. Charles', lists: ['areas-summary', 'areas-primary'] },
  { slug: 'florissant-mo', label: 'Florissant', lists: ['areas-summary', 'areas-primary'] },
  { slug: 'belleville-il', label: 'Belleville', lists: ['areas-summary', 'areas-primary'] },
  { slug: 'collinsville-il', label: 'Collinsville', lists: ['areas-primary'] },
  { slug: 'maryland-heights-mo', label: 'Maryland Heights', lists: ['areas-summary'] },
  { slug: 'ofallon-mo', label: "O'Fallon", lists: ['areas-summary'] },
];

/** Nearby areas the spec predefines for eight places; every other page falls back to `fallbackNearby`. */
export const predefinedNearby: { readonly [Slug in CitySlug]?: readonly CitySlug[] } = {
  'downtown-st-louis-mo': [
    'central-west-end-st-louis-mo',
    'clayton-mo',
    'university-city-mo',
    'maplewood-mo',
    'affton-mo',
    'granite-city-il',
  ],
  'chesterfield-mo': [
    'ballwin-mo',
    'creve-coeur-mo',
    'maryland-heights-mo',
    'ladue-mo',
    'kirkwood-mo',
    'st-charles-mo',
  ],
  'clayton-mo': [
    'university-city-mo',
    'richmond-heights-mo',
    'ladue-mo',
    'brentwood-mo',
    'central-west-end-st-louis-mo',
    'creve-coeur-mo',
  ],
  'florissant-mo': ['hazelwood-mo', 'ferguson-mo', 'st-ann-mo', 'maryland-heights-mo', 'st-charles-mo'],
  'maryland-heights-mo': [
    'creve-coeur-mo',
    'chesterfield-mo',
    'st-ann-mo',
    'hazelwood-mo',
    'st-charles-mo',
    'ladue-mo',
  ],
  'belleville-il': ['ofallon-il', 'fairview-heights-il', 'collinsville-il', 'granite-city-il', 'downtown-st-louis-mo'],
  'collinsville-il': ['fairview-heights-il', 'granite-city-il', 'belleville-il', 'ofallon-il', 'downtown-st-louis-mo'],
  'st-charles-mo': ['st-peters-mo', 'ofallon-mo', 'maryland-heights-mo', 'florissant-mo', 'chesterfield-mo'],
};

export const fallbackNearby: readonly CitySlug[] = ['downtown-st-louis-mo', 'chesterfield-mo', 'clayton-mo'];

export const nearbySlugs = (slug: CitySlug): readonly CitySlug[] => predefinedNearby[slug] ?? fallbackNearby;
