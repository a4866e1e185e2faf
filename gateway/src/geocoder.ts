import { LRUCache } from 'lru-cache';
import { request } from 'undici';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { leadsApi, type RestPlacement } from './rest/leads.js';
import { locationPrecisionOf } from './resolvers/lead-node.js';

export interface AddressSuggestion {
  label: string; street: string | null; city: string | null; state: string | null; zip: string | null; county: string | null;
  latitude: number; longitude: number; precision: string;
}

/**
 * Address suggestions for the site address field (README "Geocoding and maps").
 *
 * Without GEOCODER_URL: the api's offline US index (GET /api/geocode/: every ZIP code and place,
 * ZIP or city precision). With it: a Photon or Pelias service (GeoJSON features) or any service
 * answering a JSON list (or `{results: [...]}`) of `{label, street?, city?, state?, zip?, county?,
 * latitude, longitude, precision?}`; answers are cached (5,000 queries, one day), failures are not.
 */
export async function addressSuggestions(ctx: GatewayContext, query: string, limit = 5): Promise<AddressSuggestion[]> {
  const n = Math.max(1, Math.min(20, Math.trunc(limit)));
  const q = query.trim().replace(/\s+/g, ' ').slice(0, 200);
  if (q.length < 2) return [];
  if (!ctx.config.geocoderUrl) return (await leadsApi(ctx.rest).geocode(q, n)).map(fromApi);
  const key = `${q.toLowerCase()}|${n}`;
  const cached = remoteCache.get(key);
  if (cached) return cached;
  const found = await remote(ctx.config, q, n);
  remoteCache.set(key, found);
  return found;
}

const remoteCache = new LRUCache<string, AddressSuggestion[]>({ max: 5_000, ttl: 24 * 60 * 60 * 1000 });
/** Tests start from an empty cache. */
export const clearGeocoderCache = () => remoteCache.clear();

const fromApi = (p: RestPlacement): AddressSuggestion => ({
  label: p.label, street: p.street, city: p.city, state: p.state, zip: p.zip, county: p.county,
  latitude: p.latitude, longitude: p.longitude, precision: locationPrecisionOf(p.precision) ?? 'CITY',
});

async function remote(config: GatewayConfig, q: string, limit: number): Promise<AddressSuggestion[]> {
  let body: unknown;
  try {
    const base = config.geocoderUrl!;
    const url = `${base}${base.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}&text=${encodeURIComponent(q)}&limit=${limit}&size=${limit}`;
    const response = await request(url, { headers: { accept: 'application/json' }, headersTimeout: 10_000, bodyTimeout: 10_000 });
    if (response.statusCode >= 400) { await response.body.dump(); throw new Error(`geocoder answered ${response.statusCode}`); }
    body = await response.body.json();
  } catch (error) {
    throw createGraphQLError('The address service is unavailable. Please try again later.', { extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: (error as Error).message } });
  }
  const features = (body as any)?.features;
  const list: unknown[] = Array.isArray(features) ? features.map(fromFeature) : Array.isArray(body) ? body : Array.isArray((body as any)?.results) ? (body as any).results : [];
  return list
    .filter((x: any) => x && typeof x.label === 'string' && x.label && Number.isFinite(Number(x.latitude)) && Number.isFinite(Number(x.longitude)))
    .slice(0, limit)
    .map((x: any) => ({
      label: x.label, street: text(x.street), city: text(x.city), state: text(x.state), zip: text(x.zip), county: text(x.county),
      latitude: Number(x.latitude), longitude: Number(x.longitude),
      precision: locationPrecisionOf(String(x.precision ?? '').toLowerCase()) ?? (x.street ? 'STREET' : x.zip ? 'ZIP' : 'CITY'),
    }));
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
