import { distance } from 'fastest-levenshtein';
import { parseAddress, streetWordCount, type ParsedAddress } from './parse.js';
import { normalizePlaceName, placeIndex, type CityPlace } from './places.js';

/** How precisely coordinates place a site (docs/configuration.md "Geocoding and maps"); the offline index gives the last two. */
export const LOCATION_PRECISIONS = ['rooftop', 'street', 'zip', 'city'] as const;
export type LocationPrecision = typeof LOCATION_PRECISIONS[number];

export interface Placement {
  /** The whole address to show: the typed street kept, then city, state and ZIP. */
  label: string;
  street: string | null; street_number: string | null; street_name: string | null;
  city: string; state: string; zip: string | null; county: string | null;
  latitude: number; longitude: number;
  precision: Extract<LocationPrecision, 'zip' | 'city'>;
}

interface Candidate { place: Placement; score: number }

/**
 * Misspellings forgiven: one edit from five letters on (from four within a typed state, which
 * narrows the choice: 'Bose ID'), two from nine; only names starting with the same letter.
 */
const editsAllowed = (name: string, inState: boolean) => (name.length >= 9 ? 2 : name.length >= (inState ? 4 : 5) ? 1 : 0);

function cityMatches(name: string, state: string | null, fuzzy: boolean): { places: CityPlace[]; fuzzy: boolean } {
  const exact = placesNamed(name, state);
  if (exact.length || !fuzzy) return { places: exact, fuzzy: false };
  return { places: misspeltMatches(name, state), fuzzy: true };
}

const placesNamed = (name: string, state: string | null) => (placeIndex().byName.get(name) ?? []).filter((p) => !state || p.state === state);

/**
 * The places whose name is fewest edits from the typed one (within editsAllowed, same first
 * letter), the likeliest typo first (typoRank), then the biggest. With `ending`, only names that
 * end with those words ('new york' for 'nw york' ending ' york'), and at most `maxEdits`.
 */
function misspeltMatches(name: string, state: string | null, ending?: string, maxEdits = 2): CityPlace[] {
  const allowed = Math.min(maxEdits, editsAllowed(name, !!state));
  if (!allowed) return [];
  let best = allowed + 1;
  let found: { place: CityPlace; rank: number }[] = [];
  const { names, byLastWord } = placeIndex();
  for (const other of ending ? byLastWord.get(ending.slice(ending.lastIndexOf(' ') + 1)) ?? [] : names) {
    if (other[0] !== name[0] || Math.abs(other.length - name.length) > allowed) continue;
    if (ending && !other.endsWith(ending)) continue;
    const d = distance(name, other);
    if (d > allowed || d > best) continue;
    const places = placesNamed(other, state);
    if (!places.length) continue;
    if (d < best) { best = d; found = []; }
    const rank = typoRank(name, other, d);
    found.push(...places.map((place) => ({ place, rank })));
  }
  return found.sort((a, b) => a.rank - b.rank || b.place.zips.length - a.place.zips.length).map((f) => f.place);
}

/**
 * How likely a typo turns the name meant into the name typed, `edits` edits apart: 0 when the
 * typed one only lacks letters (a dropped letter is the commonest typo: 'Marqette' is Marquette,
 * not Marlette), 1 when it only has letters too many, 2 when a letter is wrong.
 */
function typoRank(typed: string, meant: string, edits: number): number {
  if (meant.length - typed.length === edits) return 0;
  if (typed.length - meant.length === edits) return 1;
  return 2;
}

const labelOf = (street: string | null, city: string, state: string, zip: string | null) =>
  `${street ? `${street}, ` : ''}${city}, ${state}${zip ? ` ${zip}` : ''}`;

function streetOf(parsed: ParsedAddress, extraWords: string[]) {
  const street = [parsed.street, extraWords.join(' ')].filter(Boolean).join(', ') || null;
  const numbered = street ? /^(\d+[a-z]?(?:-\d+)?)\s+(.+)$/i.exec(street) : null;
  return { street, street_number: numbered?.[1] ?? null, street_name: numbered ? numbered[2] : street };
}

function cityPlacement(place: CityPlace, parsed: ParsedAddress, streetWords: string[]): Placement {
  return {
    label: labelOf(streetOf(parsed, streetWords).street, place.city, place.state, null),
    ...streetOf(parsed, streetWords),
    city: place.city, state: place.state, zip: null, county: place.county,
    latitude: place.latitude, longitude: place.longitude, precision: 'city',
  };
}

interface CityFound {
  places: CityPlace[]; streetWords: string[]; fuzzy: boolean;
  /** A lesser reading, suggested after: the exact shorter name a misspelt longer one was preferred to. */
  shorter?: { places: CityPlace[]; streetWords: string[] };
}

/**
 * Which trailing words name the city. With commas, the whole last segment; without, the longest
 * run of trailing words that is a known place — but a text with no street number, state or ZIP
 * must be a place name as a whole ('not an address at all' is not the town of 'All'). An exact
 * name is taken before any misspelt one, unless it is the end of a longer name misspelt in the
 * words before it (misspeltLongerName).
 */
function findCity(parsed: ParsedAddress, fuzzy: boolean): CityFound {
  const words = parsed.cityWords;
  if (!words.length) return { places: [], streetWords: [], fuzzy: false };
  if (parsed.citySegment) return { ...cityMatches(normalizePlaceName(words.join(' ')), parsed.state, fuzzy), streetWords: [] };
  const numbered = /^\d/.test(words[0]);
  const wholeOnly = !numbered && !parsed.state && !parsed.zip;
  const longest = wholeOnly ? words.length : Math.min(4, numbered ? words.length - 1 : words.length);
  const shortest = wholeOnly ? words.length : 1;
  for (const tryFuzzy of fuzzy ? [false, true] : [false]) {
    for (let n = longest; n >= shortest; n -= 1) {
      const found = cityMatches(normalizePlaceName(words.slice(-n).join(' ')), parsed.state, tryFuzzy);
      if (!found.places.length) continue;
      const exact = { ...found, streetWords: words.slice(0, -n) };
      const longer = fuzzy && !found.fuzzy && n < longest ? misspeltLongerName(words, n, longest, parsed.state) : null;
      return longer ? { ...longer, shorter: exact } : exact;
    }
  }
  return { places: [], streetWords: numbered ? words : [], fuzzy: false };
}

/**
 * The place an exact name in the last `n` words is the end of, misspelt in a word or two before
 * it: 'Nw York NY' is New York, not York; 'Oerland Park KS' is Overland Park, not Park. Those
 * words are tried one more at a time, up to `longest`, as one name ending with the exact one and
 * within the misspelling tolerance (misspeltMatches) — but never words that are surely the street
 * (streetWordCount: '12 Main St York PA', '1600 Pennsylvania Ave NW Washington DC'). The edits
 * all fall in those words, so two are forgiven only when they are nine letters or more: a street
 * word is often two edits from a short one ('Oak Westbury NY' is not Old Westbury, nor 'Bay
 * Clifty KY' Big Clifty), a typo is one ('Wst', 'Nrth', 'Oerland').
 */
function misspeltLongerName(words: string[], n: number, longest: number, state: string | null): CityFound | null {
  const ending = ` ${normalizePlaceName(words.slice(-n).join(' '))}`;
  const streetEnd = streetWordCount(words.slice(0, -n));
  for (let m = n + 1; m <= longest && words.length - m >= streetEnd; m += 1) {
    // The words as one name; the exact name keeps its own reading ('Nrth St Paul': 'nrth saint paul').
    const whole = normalizePlaceName(words.slice(-m).join(' '));
    const name = whole.endsWith(ending) ? whole : `${normalizePlaceName(words.slice(-m, -n).join(' '))}${ending}`;
    const lead = name.slice(0, -ending.length);
    if (!lead) continue;
    const places = misspeltMatches(name, state, ending, lead.length >= 9 ? 2 : 1);
    if (places.length) return { places, streetWords: words.slice(0, -m), fuzzy: true };
  }
  return null;
}

function candidates(parsed: ParsedAddress): Candidate[] {
  const { zips } = placeIndex();
  const out: Candidate[] = [];
  const city = findCity(parsed, true);
  const zipPlace = parsed.zip ? zips.get(parsed.zip) : undefined;
  if (zipPlace) {
    // The ZIP decides the place; words the city search did not take are part of the street line.
    // It is labelled with the name typed when that is an alias of its place ('Hot Springs, AR 71901').
    const street = streetOf(parsed, city.places.length ? city.streetWords : parsed.citySegment ? [] : parsed.cityWords);
    const cityName = city.places.find((p) => p.aliasOf && p.zips.includes(zipPlace.zip))?.city ?? zipPlace.city;
    out.push({
      score: 100,
      place: {
        label: labelOf(street.street, cityName, zipPlace.state, zipPlace.zip), ...street,
        city: cityName, state: zipPlace.state, zip: zipPlace.zip, county: zipPlace.county,
        latitude: zipPlace.latitude, longitude: zipPlace.longitude, precision: 'zip',
      },
    });
  }
  city.places.forEach((place, i) => out.push({ score: (city.fuzzy ? 60 : 90) - i, place: cityPlacement(place, parsed, city.streetWords) }));
  // Below every place of the preferred reading, above a name being typed.
  const { shorter } = city;
  shorter?.places.forEach((place, i) => out.push({ score: 60 - city.places.length - i, place: cityPlacement(place, parsed, shorter.streetWords) }));
  if (!out.length && !parsed.zip) out.push(...prefixCandidates(parsed));
  return out;
}

/** While a city name is being typed ('Santa B'): places whose name starts with it, biggest first. */
function prefixCandidates(parsed: ParsedAddress): Candidate[] {
  const prefix = normalizePlaceName(parsed.cityWords.join(' '));
  if (prefix.length < 2 || /^\d/.test(prefix)) return [];
  const { names, byName } = placeIndex();
  let lo = 0;
  let hi = names.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (names[mid] < prefix) lo = mid + 1; else hi = mid; }
  const found: CityPlace[] = [];
  for (let i = lo; i < names.length && names[i].startsWith(prefix) && found.length < 400; i += 1) {
    // An alias starts as its place's full name does, which is listed too.
    found.push(...(byName.get(names[i]) ?? []).filter((p) => !p.aliasOf && (!parsed.state || p.state === parsed.state)));
  }
  return found.sort((a, b) => b.zips.length - a.zips.length).slice(0, 20)
    .map((place, i) => ({ score: 40 - i / 100, place: cityPlacement(place, parsed, []) }));
}

function ranked(query: string): Candidate[] {
  let parsed = parseAddress(query);
  let found = candidates(parsed);
  // 'Ct', 'Pa', 'Me' may end a street rather than name a state: try again without reading it as one.
  if (!found.length && parsed.stateFromCode) {
    parsed = parseAddress(query, { stateCodes: false });
    found = candidates(parsed);
  }
  const seen = new Set<string>();
  return found.sort((a, b) => b.score - a.score).filter(({ place }) => {
    const key = `${place.city}|${place.state}|${place.zip ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Address suggestions, best first: the exact ZIP, then exact city and state, then misspelt, then a name being typed. */
export function suggestAddresses(query: string, limit = 5): Placement[] {
  const q = query.trim().slice(0, 200);
  if (q.length < 2) return [];
  return ranked(q).slice(0, Math.max(1, Math.min(20, Math.trunc(limit) || 5))).map((c) => c.place);
}

/** The one best placement of a free-text address (ZIP level with a known ZIP, else city level), or null. */
export function placeAddress(address: string): Placement | null {
  const q = address.trim().slice(0, 300);
  if (q.length < 2) return null;
  // A name half typed is a suggestion, never a placement.
  return ranked(q).find((c) => c.score >= 50)?.place ?? null;
}
