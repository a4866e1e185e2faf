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
