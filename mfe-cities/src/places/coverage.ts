/** Counties grouped by state for display: "St. Charles, Jefferson, Franklin and Warren counties". */
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
  const joined = bare.length < 2 ? bare.join('') : `${bare.slice(0, -1).join(', ')} and ${bare.at(-1)}`;
  return `${joined} ${bare.length === 1 ? 'County' : 'counties'}`;
}
