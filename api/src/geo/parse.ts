import { normalizePlaceName, placeIndex } from './places.js';

/** A free-text US address taken apart; each part null when absent. Nothing is looked up but states. */
export interface ParsedAddress {
  /** The street line as typed ('1612 E Abriendo Ave, Suite 2'). */
  street: string | null;
  streetNumber: string | null;
  streetName: string | null;
  /** The text that should name the city: the last comma segment, or (no commas) the words left. */
  cityWords: string[];
  /** True when commas separated the city from the street (so cityWords is the city, whole). */
  citySegment: boolean;
  state: string | null;
  /** True when the state was a two-letter code at the end (it may also be a street suffix: 'Oak Ct'). */
  stateFromCode: boolean;
  zip: string | null;
}

const COUNTRY = /[\s,]*\b(u\.?s\.?a?\.?|united states( of america)?)\s*$/i;
const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

export function parseAddress(input: string, options: { stateCodes?: boolean } = {}): ParsedAddress {
  const { stateNames, stateCodes } = placeIndex();
  let text = input.replace(/\s+/g, ' ').trim().replace(COUNTRY, '');

  // The ZIP: the last five-digit group, unless it opens the text as a street number ('12345 Main St').
  let zip: string | null = null;
  const zips = [...text.matchAll(ZIP)].filter((m) => !(m.index === 0 && /^\d{5}\s+[a-z]/i.test(text)));
  const last = zips.at(-1);
  if (last) {
    zip = last[1];
    text = `${text.slice(0, last.index)} ${text.slice(last.index! + last[0].length)}`;
  }
  let segments = text.split(',').map((s) => s.trim()).filter(Boolean);

  // The state: a code or a full name ending the last segment ('Fresno CA', 'Hartford, Connecticut').
  let state: string | null = null;
  let stateFromCode = false;
  if (segments.length) {
    const words = segments.at(-1)!.split(' ');
    for (let n = Math.min(3, words.length); n >= 1 && !state; n -= 1) {
      const tail = words.slice(-n).join(' ');
      const code = n === 1 && options.stateCodes !== false && /^[a-z]{2}$/i.test(tail) && stateNames.has(tail.toUpperCase()) ? tail.toUpperCase() : null;
      const named = stateCodes.get(normalizePlaceName(tail)) ?? null;
      if (code || named) {
        state = code ?? named;
        stateFromCode = !!code;
        const rest = words.slice(0, -n).join(' ').trim();
        segments = rest ? [...segments.slice(0, -1), rest] : segments.slice(0, -1);
      }
    }
  }

  let cityWords: string[] = [];
  let streetParts: string[] = segments;
  const citySegment = segments.length >= 2;
  if (citySegment) {
    cityWords = segments.at(-1)!.split(' ');
    streetParts = segments.slice(0, -1);
  } else if (segments.length === 1) {
    // No comma: which trailing words are the city is decided against the index (geocode.ts).
    cityWords = segments[0].split(' ');
    streetParts = [];
  }
  const street = streetParts.join(', ') || null;
  const numbered = street ? /^(\d+[a-z]?(?:-\d+)?)\s+(.+)$/i.exec(street) : null;
  return {
    street, streetNumber: numbered?.[1] ?? null, streetName: numbered ? numbered[2] : street,
    cityWords, citySegment, state, stateFromCode, zip,
  };
}

/**
 * Words that end a street ('Main St', 'Park Ave'): the USPS suffixes and their abbreviations,
 * but not those that also end or run through place names (Park, Lake, Beach, Heights, Springs,
 * Court House, Circle Pines, Crescent City...), which cannot tell a street from a city.
 */
const STREET_SUFFIXES = new Set([
  'st', 'str', 'street', 'ave', 'av', 'avenue', 'rd', 'road', 'blvd', 'boulevard', 'dr', 'drive', 'ln', 'lane',
  'ct', 'cir', 'pl', 'pkwy', 'parkway', 'hwy', 'highway', 'ter', 'trl', 'way', 'sq', 'plz', 'expy', 'expressway',
  'fwy', 'freeway', 'tpke', 'turnpike', 'aly', 'alley', 'cres', 'xing', 'cv',
]);
/** Words that open a unit ('Apt 4B', 'Suite 200'), taking the word after them. */
const UNIT_WORDS = new Set(['apt', 'apartment', 'suite', 'unit', 'bldg', 'building', 'fl', 'floor', 'rm', 'room']);
/** A directional after a suffix is the street's ('1600 Pennsylvania Ave NW'). */
const POST_DIRECTIONALS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

/**
 * How many leading words of a text without commas are surely the street line, so the city can
 * only start after them: a house number and the word after it, its street's name ('10 Post
 * Chester NY' is Chester), then through the last word that starts with a digit ('5th'), is a
 * street suffix, or is a unit and its number, and a directional after a suffix.
 * 0 when nothing marks a street ('Nw York').
 */
export function streetWordCount(words: string[]): number {
  const word = (w: string | undefined) => (w ?? '').toLowerCase().replace(/[.,]/g, '');
  let end = /^\d/.test(words[0] ?? '') ? Math.min(2, words.length) : 0;
  for (let i = 0; i < words.length; i += 1) {
    const w = word(words[i]);
    if (/^#?\d/.test(w)) end = Math.max(end, i + 1);
    else if (UNIT_WORDS.has(w) || w === '#') end = Math.min(words.length, i + 2);
    else if (STREET_SUFFIXES.has(w)) end = Math.max(end, POST_DIRECTIONALS.has(word(words[i + 1])) ? i + 2 : i + 1);
  }
  return end;
}
