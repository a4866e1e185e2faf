import { LRUCache } from 'lru-cache';
import { request } from 'undici';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { leadsApi, type RestPlacement } from './rest/leads.js';
import { STATUS_MESSAGES, upstreamUnavailable } from './rest/errors.js';
import { locationPrecisionOf } from './resolvers/lead-node.js';

/** Address lookups one GraphQL operation may make (a field with 30 aliases is not 30 lookups). */
export const MAX_LOOKUPS_PER_OPERATION = 2;
/** Each user's allowance of calls to a configured GEOCODER_URL: a burst of this many… */
export const GEOCODER_BURST = 30;
/** …refilled at this many a second (60 a minute: a person typing, never a script's loop). */
export const GEOCODER_REFILL_PER_SECOND = 1;

/** Texts of the geocoder's refusals, written once (tests quote them). */
export const GEOCODER_MESSAGES = {
  tooManyLookups: `At most ${MAX_LOOKUPS_PER_OPERATION} address lookups per operation; ask for the others in another request.`,
  rateLimited: (seconds: number) => `Too many address lookups. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  unavailable: 'The address service is unavailable. Please try again later.',
} as const;

/** One user's allowance (a token bucket). */
interface Bucket { tokens: number; at: number }
const buckets = new LRUCache<string, Bucket>({ max: 10_000, ttl: (GEOCODER_BURST / GEOCODER_REFILL_PER_SECOND) * 1000 });
/** Lookups made so far by each operation (its context). */
const lookupsOf = new WeakMap<object, number>();

/**
 * Takes one call from the caller's allowance, or answers RATE_LIMITED with the whole seconds until
 * one is back (extensions.retryAfter).
 */
function takeGeocoderCall(caller: string, now = Date.now()) {
  const bucket = buckets.get(caller) ?? { tokens: GEOCODER_BURST, at: now };
  bucket.tokens = Math.min(GEOCODER_BURST, bucket.tokens + ((now - bucket.at) / 1000) * GEOCODER_REFILL_PER_SECOND);
  bucket.at = now;
  if (bucket.tokens < 1) {
    buckets.set(caller, bucket);
    const seconds = Math.max(1, Math.ceil((1 - bucket.tokens) / GEOCODER_REFILL_PER_SECOND));
    throw createGraphQLError(GEOCODER_MESSAGES.rateLimited(seconds), { extensions: { code: 'RATE_LIMITED', retryAfter: seconds } });
  }
  bucket.tokens -= 1;
  buckets.set(caller, bucket);
}

/**
 * Address lookups are for signed-in users (the intake form; nothing signed out asks for them):
 * the caller's session must be one the api knows. Returns the caller's key (`user:<id>`).
 */
async function requireSession(ctx: GatewayContext): Promise<string> {
  if (ctx.credentials.kind !== 'token') throw unauthenticated();
  const caller = await ctx.callerKey();
  if (caller.startsWith('user:')) return caller;
  if (caller.startsWith('session:')) throw upstreamUnavailable('address suggestions: the api could not say whose session this is');
  throw unauthenticated();
}

const unauthenticated = () => createGraphQLError(`401 ${STATUS_MESSAGES[401]}`, { extensions: { code: 'UNAUTHENTICATED', status: 401 } });

export interface AddressSuggestion {
  label: string; street: string | null; city: string | null; state: string | null; zip: string | null; county: string | null;
  latitude: number; longitude: number; precision: string;
}

/**
 * Address suggestions for the site address field (README "Geocoding and maps").
 *
 * Without GEOCODER_URL: the api's offline US index (GET /api/geocode/: every ZIP code and place,
 * ZIP or city precision). With it, one of:
 * - a Photon (`…/api`) or Pelias (`…/v1/autocomplete`) service: GeoJSON features;
 * - a Nominatim-compatible service (OpenStreetMap Nominatim `/search`): a JSON array of places with
 *   `lat`/`lon`/`display_name` and, with addressdetails, their `address` parts. A GEOCODER_URL whose
 *   host names nominatim, whose path ends in `/search.php`, or that sets `format=` itself is asked
 *   for `format=jsonv2&addressdetails=1&countrycodes=us` (parameters the URL sets win); Photon
 *   refuses unknown parameters, so other URLs are not sent them. A Nominatim-shaped answer is read
 *   whichever URL it came from;
 * - any service answering a JSON list (or `{results: [...]}`) of `{label, street?, city?, state?,
 *   zip?, county?, latitude, longitude, precision?}`.
 * Every request names the gateway in its User-Agent (Nominatim's usage policy asks for one).
 * Answers are cached (5,000 queries, one day), failures are not (they answer UPSTREAM_UNAVAILABLE).
 */
export async function addressSuggestions(ctx: GatewayContext, query: string, limit = 5): Promise<AddressSuggestion[]> {
  const caller = await requireSession(ctx);
  const n = Math.max(1, Math.min(20, Math.trunc(limit)));
  const q = query.trim().replace(/\s+/g, ' ').slice(0, 200);
  if (q.length < 2) return [];
  const made = (lookupsOf.get(ctx) ?? 0) + 1;
  lookupsOf.set(ctx, made);
  if (made > MAX_LOOKUPS_PER_OPERATION) throw createGraphQLError(GEOCODER_MESSAGES.tooManyLookups, { extensions: { code: 'OPERATION_TOO_LARGE' } });
  if (!ctx.config.geocoderUrl) return (await leadsApi(ctx.rest).geocode(q, n)).map(fromApi);
  const key = `${q.toLowerCase()}|${n}`;
  const cached = remoteCache.get(key);
  if (cached) return cached;
  // The same question already on its way (another user, another alias) is asked once.
  let pending = asking.get(key);
  if (!pending) {
    takeGeocoderCall(caller);
    pending = remote(ctx.config, q, n).then((found) => { remoteCache.set(key, found); return found; }).finally(() => asking.delete(key));
    asking.set(key, pending);
  }
  return pending;
}

const remoteCache = new LRUCache<string, AddressSuggestion[]>({ max: 5_000, ttl: 24 * 60 * 60 * 1000 });
const asking = new Map<string, Promise<AddressSuggestion[]>>();
/** Tests start from an empty cache and full allowances. */
export const clearGeocoderCache = () => { remoteCache.clear(); buckets.clear(); };

const fromApi = (p: RestPlacement): AddressSuggestion => ({
  label: p.label, street: p.street, city: p.city, state: p.state, zip: p.zip, county: p.county,
  latitude: p.latitude, longitude: p.longitude, precision: locationPrecisionOf(p.precision) ?? 'CITY',
});

async function remote(config: GatewayConfig, q: string, limit: number): Promise<AddressSuggestion[]> {
  let body: unknown;
  try {
    const url = searchUrl(config.geocoderUrl!, q, limit);
    const response = await request(url, { headers: { accept: 'application/json', 'user-agent': USER_AGENT }, headersTimeout: 10_000, bodyTimeout: 10_000 });
    if (response.statusCode >= 400) { await response.body.dump(); throw new Error(`geocoder answered ${response.statusCode}`); }
    body = await response.body.json();
  } catch (error) {
    // Why goes to the log only: it names the geocoder's host and port (issue 24).
    console.warn(`[gateway] address service unavailable: ${(error as Error).message}`);
    throw createGraphQLError(GEOCODER_MESSAGES.unavailable, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  }
  const features = (body as any)?.features;
  const list: unknown[] = Array.isArray(features) ? features.map(fromFeature)
    : Array.isArray(body) ? body.map((x) => (isNominatimPlace(x) ? fromNominatim(x) : x))
    : Array.isArray((body as any)?.results) ? (body as any).results : [];
  return list
    .filter((x: any) => x && typeof x.label === 'string' && x.label && Number.isFinite(Number(x.latitude)) && Number.isFinite(Number(x.longitude)))
    .slice(0, limit)
    .map((x: any) => ({
      label: x.label, street: text(x.street), city: text(x.city), state: text(x.state), zip: text(x.zip), county: text(x.county),
      latitude: Number(x.latitude), longitude: Number(x.longitude),
      precision: locationPrecisionOf(String(x.precision ?? '').toLowerCase()) ?? (x.street ? 'STREET' : x.zip ? 'ZIP' : 'CITY'),
    }));
}

/** Nominatim's usage policy asks for a User-Agent that identifies the application. */
export const USER_AGENT = 'solar-portal-gateway (address suggestions)';

/**
 * The search request for GEOCODER_URL, in the words of the service behind it. Photon answers 400
 * to a parameter it does not know, so each service gets only its own: Nominatim (a host named
 * nominatim, /search.php, or a URL that sets format=) `q`, `limit` and jsonv2 with address details
 * in the US unless the URL says otherwise; Photon (a host named photon, or a path ending in /api)
 * `q` and `limit`; Pelias (/v1/search or /v1/autocomplete) `text` and `size`; any other service
 * (the JSON list) all four of q, text, limit and size.
 */
function searchUrl(base: string, q: string, limit: number): string {
  const kind = serviceOf(base);
  if (kind === 'other') return `${base}${base.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}&text=${encodeURIComponent(q)}&limit=${limit}&size=${limit}`;
  const url = new URL(base);
  const params: Array<[string, string]> = kind === 'pelias' ? [['text', q], ['size', String(limit)]] : [['q', q], ['limit', String(limit)]];
  for (const [name, value] of params) url.searchParams.set(name, value);
  if (kind === 'nominatim') {
    for (const [name, value] of [['format', 'jsonv2'], ['addressdetails', '1'], ['countrycodes', 'us']]) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    }
  }
  return url.toString();
}

function serviceOf(base: string): 'nominatim' | 'photon' | 'pelias' | 'other' {
  if (isNominatimUrl(base)) return 'nominatim';
  try {
    const url = new URL(base);
    if (/\/v1\/(search|autocomplete)\/?$/i.test(url.pathname)) return 'pelias';
    if (/photon/i.test(url.hostname) || /\/api\/?$/i.test(url.pathname)) return 'photon';
  } catch { /* not a URL: the generic form */ }
  return 'other';
}

function isNominatimUrl(base: string): boolean {
  try {
    const url = new URL(base);
    return /nominatim/i.test(url.hostname) || /\/search\.php$/i.test(url.pathname) || url.searchParams.has('format');
  } catch {
    return false;
  }
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : v == null || v === '' ? null : String(v));

/** A Photon or Pelias GeoJSON feature as a flat suggestion; the feature's kind says how precise it is. */
function fromFeature(f: any) {
  const p = f?.properties ?? {};
  const [longitude, latitude] = Array.isArray(f?.geometry?.coordinates) ? f.geometry.coordinates : [];
  const number = p.housenumber ?? null;
  const streetName = p.street ?? (p.layer === 'street' ? p.name : null);
  const street = streetName ? [number, streetName].filter(Boolean).join(' ') : null;
  const city = p.city ?? p.locality ?? (['city', 'locality', 'town', 'village'].includes(p.type ?? p.layer) ? p.name : null);
  const state = p.region_a ?? p.state ?? null;
  const zip = p.postcode ?? p.postalcode ?? null;
  const kind = String(p.type ?? p.layer ?? '');
  const precision = number || kind === 'house' || kind === 'address' ? 'rooftop' : streetName || kind === 'street' ? 'street' : zip && !city ? 'zip' : 'city';
  const label = p.label ?? [street, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return { label, street, city, state, zip, county: p.county ?? null, latitude, longitude, precision };
}

/** A Nominatim place (format=json or jsonv2): coordinates as strings and a display name. */
const isNominatimPlace = (x: any) => !!x && typeof x === 'object' && x.latitude === undefined && 'lat' in x && 'lon' in x && typeof x.display_name === 'string';

/**
 * A Nominatim place as a flat suggestion: a US-style label from its address parts (its display
 * name without them), the state's two-letter code from ISO3166-2-lvl4, the county without
 * " County"; a house number places it on the rooftop, a road on the street, a postcode at the ZIP.
 */
function fromNominatim(x: any) {
  const a = x.address && typeof x.address === 'object' ? x.address : {};
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const number = str(a.house_number);
  const road = str(a.road);
  const street = road ? [number, road].filter(Boolean).join(' ') : null;
  const city = str(a.city) ?? str(a.town) ?? str(a.village) ?? str(a.hamlet);
  const iso = str(a['ISO3166-2-lvl4']);
  const state = iso && /^[A-Z]{2}-[A-Z0-9]{1,3}$/i.test(iso) ? iso.split('-')[1].toUpperCase() : str(a.state);
  const zip = str(a.postcode)?.match(/\d{5}/)?.[0] ?? null;
  const county = str(a.county)?.replace(/\s+County$/i, '') || null;
  const kinds = [x.type, x.addresstype].map((k) => String(k ?? '').toLowerCase());
  const precision = number ? 'rooftop' : road ? 'street' : kinds.includes('postcode') ? 'zip'
    : kinds.includes('house') ? 'rooftop' : String(x.category ?? x.class ?? '').toLowerCase() === 'highway' ? 'street' : 'city';
  // A house number without a road would be lost from the parts: the display name keeps it.
  const built = (street || city || zip) && !(number && !road) ? [street, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const label = built || str(x.display_name) || '';
  const latitude = coordinate(x.lat, 90);
  const longitude = coordinate(x.lon, 180);
  return { label, street, city, state, zip, county, latitude, longitude, precision };
}

/** A coordinate given as a number or a numeric string, within ±bound; otherwise NaN (the place is skipped). */
function coordinate(v: unknown, bound: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= bound ? n : NaN;
}
