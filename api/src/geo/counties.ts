import { placeIndex } from './places.js';

/** County names are compared without case and without a trailing 'County' ('Fresno County' is Fresno). */
const countyKey = (name: string) => name.trim().toLowerCase().replace(/\s+(county|parish|borough|census area|municipality)$/, '');

/** The counties of a state (two-letter code), sorted; empty for an unknown state. */
export function countiesOf(state: string): string[] {
  return placeIndex().counties.get(state.trim().toUpperCase()) ?? [];
}

export function countyOfZip(zip: string): string | null {
  return placeIndex().zips.get(zip.trim().slice(0, 5))?.county ?? null;
}

/** The county as the index spells it, when it is one of the state's. */
export function countyOf(state: string, county: string): string | null {
  const key = countyKey(county);
  return countiesOf(state).find((c) => countyKey(c) === key) ?? null;
}

export const isCountyOf = (state: string, county: string) => countyOf(state, county) !== null;
