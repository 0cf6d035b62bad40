/** Counties grouped by state for display: "St. Charles, Jefferson, Franklin and Warren counties". */
import { listText } from '@site-kit/brand';
import type { County, StateAbbr } from './types';

export const stateNames: { readonly [Abbr in StateAbbr]: string } = { MO: 'Missouri', IL: 'Illinois' };

export function countiesByState(list: readonly County[]): { state: StateAbbr; names: string[] }[] {
  return (['MO', 'IL'] as const)
    .map((state) => ({
      state,
      names: list.filter((county) => county.stateAbbr === state).map((county) => county.name),
    }))
    .filter((group) => group.names.length > 0);
}

/** ['St. Charles County', 'Jefferson County'] → 'St. Charles and Jefferson counties'. */
export function countyPhrase(names: readonly string[]): string {
  const bare = names.map((name) => name.replace(/ County$/, ''));
  return `${listText(bare)} ${bare.length === 1 ? 'County' : 'counties'}`;
}
