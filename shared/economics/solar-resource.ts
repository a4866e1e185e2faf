/**
 * Monthly solar resource for a latitude/longitude in the United States, and production from it.
 *
 * Source: NREL TMY3 typical-year files (National Solar Radiation Database, 1991-2005 update;
 * Wilcox & Marion 2008, NREL/TP-581-43156), reduced by scripts/data/solar-resource.ts to monthly
 * means per station (GHI and DHI in kWh/m²/day, dry-bulb °C, wind m/s) in data/solar-resource.json.
 *
 * This is NOT a gridded resource. NREL's gridded NSRDB products (4 km PSM v3 GeoTIFFs, the 10 km
 * SUNY grids) were not available to the project in a fetchable form; what was is a set of TMY3
 * station files (see STATION_COUNT; their coverage is uneven: dense in CA, FL, MA, UT, ID, IL, one or
 * a few stations in most other states, none in Alaska, Hawaii or Puerto Rico). A lookup takes the
 * stations within MAX_DISTANCE_KM and weights the nearest NEAREST_K of them by inverse squared
 * distance (a station closer than 1 km is taken alone); beyond MAX_DISTANCE_KM of every station it
 * answers null. Temperatures are not corrected for elevation, so a mountain site near a valley
 * station reads warm (which overstates its temperature loss slightly).
 */
import data from './data/solar-resource.json';
import { computeProduction, type MonthlyResource, type ProductionInput, type ProductionResult } from './production.js';

export const SOLAR_RESOURCE_SOURCE = 'NREL TMY3 (NSRDB 1991-2005 update), station monthly means';
export const SOLAR_RESOURCE_PERIOD = '1991-2005';
export const MAX_DISTANCE_KM = 250;
export const NEAREST_K = 4;

export interface StationInfo { id: string; name: string; state: string; latitude: number; longitude: number }

export interface ResourceAt {
  resource: MonthlyResource;
  /** The stations used, nearest first, with their distance (km) and weight (sums to 1). */
  stations: Array<StationInfo & { distanceKm: number; weight: number }>;
  source: string;
}

interface Table {
  info: StationInfo[];
  lat: Float64Array; // radians
  lon: Float64Array; // radians
  cosLat: Float64Array;
  values: Float32Array; // per station 48 values: ghi×12, dhi×12, tempC×12, windMs×12
}

let table: Table | undefined;
function load(): Table {
  if (table) return table;
  const rows = (data as { stations: Array<Array<string | number>> }).stations;
  const n = rows.length;
  const t: Table = {
    info: [], lat: new Float64Array(n), lon: new Float64Array(n), cosLat: new Float64Array(n), values: new Float32Array(n * 48),
  };
  rows.forEach((r, i) => {
    const latitude = (r[3] as number) / 1000, longitude = (r[4] as number) / 1000;
    t.info.push({ id: String(r[0]), name: String(r[1]), state: String(r[2]), latitude, longitude });
    t.lat[i] = latitude * Math.PI / 180;
    t.lon[i] = longitude * Math.PI / 180;
    t.cosLat[i] = Math.cos(t.lat[i]);
    for (let k = 0; k < 48; k++) {
      const v = r[5 + k] as number;
      t.values[i * 48 + k] = k < 24 ? v / 100 : v / 10;
    }
  });
  table = t;
  return t;
}

export const STATION_COUNT = (data as { stations: unknown[] }).stations.length;

/** Every station in the table (for maps and documentation). */
export function stations(): readonly StationInfo[] {
  return load().info;
}

const EARTH_KM = 6371;

/**
 * The monthly resource at a point, interpolated from the nearest TMY3 stations, or null when no
 * station lies within MAX_DISTANCE_KM (or the coordinates are not finite). `excludeStation` drops one
 * station id (for leave-one-out checks).
 */
export function resourceDetailAt(latitude: number, longitude: number, excludeStation?: string): ResourceAt | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90) return null;
  const t = load();
  const la = latitude * Math.PI / 180, lo = longitude * Math.PI / 180, cla = Math.cos(la);
  const best: Array<{ i: number; d: number }> = [];
  for (let i = 0; i < t.lat.length; i++) {
    const dLat = t.lat[i] - la, dLon = t.lon[i] - lo;
    const h = Math.sin(dLat / 2) ** 2 + cla * t.cosLat[i] * Math.sin(dLon / 2) ** 2;
    const d = 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    if (d > MAX_DISTANCE_KM) continue;
    if (excludeStation !== undefined && t.info[i].id === excludeStation) continue;
    if (best.length < NEAREST_K || d < best[best.length - 1].d) {
      best.push({ i, d });
      best.sort((a, b) => a.d - b.d);
      if (best.length > NEAREST_K) best.pop();
    }
  }
  if (!best.length) return null;
  const used = best[0].d < 1 ? [best[0]] : best;
  const w = used.map((b) => (b.d < 1 ? 1 : 1 / (b.d * b.d)));
  const wSum = w.reduce((s, x) => s + x, 0);
  const out = new Array<number>(48).fill(0);
  used.forEach((b, j) => {
    for (let k = 0; k < 48; k++) out[k] += t.values[b.i * 48 + k] * (w[j] / wSum);
  });
  return {
    resource: { ghi: out.slice(0, 12), dhi: out.slice(12, 24), tempC: out.slice(24, 36), windMs: out.slice(36, 48) },
    stations: used.map((b, j) => ({ ...t.info[b.i], distanceKm: Math.round(b.d * 10) / 10, weight: w[j] / wSum })),
    source: SOLAR_RESOURCE_SOURCE,
  };
}

/** The monthly resource at a point, or null outside coverage. */
export function resourceAt(latitude: number, longitude: number): MonthlyResource | null {
  return resourceDetailAt(latitude, longitude)?.resource ?? null;
}

export type ProductionAtResult = ProductionResult & { resourceSource: string; stations: ResourceAt['stations'] };

/** First-year AC kWh per kW DC at the input's coordinates, or null where there is no resource. */
export function productionAt(input: ProductionInput): ProductionAtResult | null {
  const r = resourceDetailAt(input.latitude, input.longitude);
  if (!r) return null;
  return { ...computeProduction(input, r.resource), resourceSource: r.source, stations: r.stations };
}
