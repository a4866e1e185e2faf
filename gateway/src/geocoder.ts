import { request } from 'undici';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayConfig } from './config.js';

export interface AddressSuggestion {
  label: string; street: string | null; city: string | null; state: string | null; zip: string | null; latitude: number; longitude: number;
}

/**
 * Address suggestions for the site address field (architecture.md "External services").
 *
 * With GEOCODER_URL set: `GET ${GEOCODER_URL}?q=<query>&limit=<n>` must answer a JSON list (or
 * `{results: [...]}`) of `{label, street?, city?, state?, zip?, latitude, longitude}`; items
 * without a label or numeric coordinates are skipped.
 *
 * Without it: an offline, deterministic table of the main cities of the four regions (CA, CT,
 * CO, RI). "123 Main St, Fresno" (or a ZIP) places the typed street at the city's coordinates,
 * so the map pin and enrichment still work to city/ZIP level with no network.
 */
export async function addressSuggestions(config: GatewayConfig, query: string, limit = 5): Promise<AddressSuggestion[]> {
  const n = Math.max(1, Math.min(20, Math.trunc(limit)));
  const q = query.trim().slice(0, 200);
  if (q.length < 2) return [];
  return config.geocoderUrl ? remote(config, q, n) : offlineSuggestions(q, n);
}

async function remote(config: GatewayConfig, q: string, limit: number): Promise<AddressSuggestion[]> {
  let body: unknown;
  try {
    const url = `${config.geocoderUrl}${config.geocoderUrl!.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}&limit=${limit}`;
    const response = await request(url, { headers: { accept: 'application/json' }, headersTimeout: 10_000, bodyTimeout: 10_000 });
    if (response.statusCode >= 400) { await response.body.dump(); throw new Error(`geocoder answered ${response.statusCode}`); }
    body = await response.body.json();
  } catch (error) {
    throw createGraphQLError('The address service is unavailable. Please try again later.', { extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: (error as Error).message } });
  }
  const list = Array.isArray(body) ? body : Array.isArray((body as any)?.results) ? (body as any).results : [];
  const text = (v: unknown) => (typeof v === 'string' && v ? v : v == null ? null : String(v));
  return list
    .filter((x: any) => x && typeof x.label === 'string' && Number.isFinite(Number(x.latitude)) && Number.isFinite(Number(x.longitude)))
    .slice(0, limit)
    .map((x: any) => ({ label: x.label, street: text(x.street), city: text(x.city), state: text(x.state), zip: text(x.zip), latitude: Number(x.latitude), longitude: Number(x.longitude) }));
}

/** City|ST|ZIP|lat|lng: the main cities of CA, CT, CO and RI (a downtown ZIP and its centre). */
const CITY_TABLE = `
Los Angeles|CA|90012|34.0522|-118.2437
San Diego|CA|92101|32.7157|-117.1611
San Jose|CA|95113|37.3382|-121.8863
San Francisco|CA|94102|37.7749|-122.4194
Fresno|CA|93721|36.7378|-119.7871
Sacramento|CA|95814|38.5816|-121.4944
Long Beach|CA|90802|33.7701|-118.1937
Oakland|CA|94612|37.8044|-122.2712
Bakersfield|CA|93301|35.3733|-119.0187
Anaheim|CA|92805|33.8366|-117.9143
Santa Ana|CA|92701|33.7455|-117.8677
Riverside|CA|92501|33.9806|-117.3755
Stockton|CA|95202|37.9577|-121.2908
Irvine|CA|92618|33.6846|-117.8265
Chula Vista|CA|91910|32.6401|-117.0842
Fremont|CA|94538|37.5485|-121.9886
San Bernardino|CA|92401|34.1083|-117.2898
Modesto|CA|95354|37.6391|-120.9969
Ontario|CA|91764|34.0633|-117.6509
Oxnard|CA|93030|34.1975|-119.1771
Temecula|CA|92590|33.4936|-117.1484
Visalia|CA|93291|36.3302|-119.2921
Santa Rosa|CA|95404|38.4404|-122.7141
Palm Springs|CA|92262|33.8303|-116.5453
Bridgeport|CT|06604|41.1865|-73.1952
New Haven|CT|06510|41.3083|-72.9279
Stamford|CT|06901|41.0534|-73.5387
Hartford|CT|06103|41.7658|-72.6734
Waterbury|CT|06702|41.5582|-73.0515
Norwalk|CT|06851|41.1177|-73.4082
Danbury|CT|06810|41.3948|-73.4540
New Britain|CT|06051|41.6612|-72.7795
Meriden|CT|06450|41.5382|-72.8070
Bristol|CT|06010|41.6718|-72.9493
West Hartford|CT|06107|41.7621|-72.7420
Middletown|CT|06457|41.5623|-72.6506
New London|CT|06320|41.3557|-72.0995
Norwich|CT|06360|41.5243|-72.0759
Denver|CO|80202|39.7392|-104.9903
Colorado Springs|CO|80903|38.8339|-104.8214
Aurora|CO|80012|39.7294|-104.8319
Fort Collins|CO|80524|40.5853|-105.0844
Lakewood|CO|80226|39.7047|-105.0814
Thornton|CO|80229|39.8680|-104.9719
Arvada|CO|80002|39.8028|-105.0875
Westminster|CO|80030|39.8367|-105.0372
Pueblo|CO|81003|38.2544|-104.6091
Greeley|CO|80631|40.4233|-104.7091
Boulder|CO|80302|40.0150|-105.2705
Longmont|CO|80501|40.1672|-105.1019
Loveland|CO|80537|40.3978|-105.0750
Grand Junction|CO|81501|39.0639|-108.5506
Providence|RI|02903|41.8240|-71.4128
Warwick|RI|02886|41.7001|-71.4162
Cranston|RI|02910|41.7798|-71.4373
Pawtucket|RI|02860|41.8787|-71.3826
East Providence|RI|02914|41.8137|-71.3701
Woonsocket|RI|02895|42.0029|-71.5148
Newport|RI|02840|41.4901|-71.3128
Westerly|RI|02891|41.3776|-71.8273
Coventry|RI|02816|41.7001|-71.6828
`;

interface City { name: string; state: string; zip: string; latitude: number; longitude: number; key: string }
export const CITIES: City[] = CITY_TABLE.trim().split('\n').map((line) => {
  const [name, state, zip, lat, lng] = line.split('|');
  return { name, state, zip, latitude: Number(lat), longitude: Number(lng), key: name.toLowerCase() };
});

const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');
const streetOf = (s: string) => clean(s) || null;
/** The query without its ZIP and a state code typed just before it ("… CT 06103"); "St" or "Ct" of a street stay. */
const withoutZip = (q: string, zip: string) => q.replace(new RegExp(`(,?\\s*\\b[A-Z]{2})?[\\s,]*${zip}(-\\d{4})?`), '');

/** Offline suggestions: exact city names first, then ZIP (exact, then same 3-digit area), then a city name being typed. */
export function offlineSuggestions(query: string, limit: number): AddressSuggestion[] {
  const q = clean(query);
  const lower = q.toLowerCase();
  const zip = /\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/.exec(q)?.[1] ?? null;
  const segments = q.split(',').map(clean).filter(Boolean);
  const last = (segments.at(-1) ?? '').toLowerCase();
  const found: Array<{ city: City; score: number; street: string | null }> = [];
  for (const city of CITIES) {
    const at = new RegExp(`(^|[\\s,])${city.key.replace(/ /g, '\\s+')}(?=$|[\\s,])`).exec(lower);
    if (at) {
      found.push({ city, score: 4, street: streetOf(q.slice(0, at.index + at[1].length)) });
    } else if (zip && zip === city.zip) {
      found.push({ city, score: 3, street: streetOf(withoutZip(q, zip)) });
    } else if (zip && zip.slice(0, 3) === city.zip.slice(0, 3)) {
      found.push({ city, score: 2, street: streetOf(withoutZip(q, zip)) });
    } else if (last.length >= 2 && !/^\d/.test(last) && city.key.startsWith(last)) {
      found.push({ city, score: 1, street: segments.length > 1 ? streetOf(segments.slice(0, -1).join(', ')) : null });
    }
  }
  // "East Providence" also contains "Providence": keep only the longest name matched in full.
  const full = found.filter((f) => f.score === 4);
  const kept = found.filter((f) => f.score !== 4 || !full.some((o) => o !== f && o.city.key.includes(f.city.key)));
  kept.sort((a, b) => b.score - a.score);
  // A same-area ZIP keeps the ZIP the user typed: it places them at least to that ZIP's city.
  return kept.slice(0, limit).map(({ city, score, street }) => {
    const postal = score === 2 && zip ? zip : city.zip;
    const label = `${street ? `${street}, ` : ''}${city.name}, ${city.state} ${postal}`;
    return { label, street, city: city.name, state: city.state, zip: postal, latitude: city.latitude, longitude: city.longitude };
  });
}
