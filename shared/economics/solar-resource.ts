/**
 * Monthly solar resource for a latitude/longitude in the United States, and production from it.
 *
 * Two sources, combined:
 *  - NREL TMY3 typical-year files (National Solar Radiation Database, 1991-2005 update; Wilcox &
 *    Marion 2008, NREL/TP-581-43156), reduced by scripts/data/solar-resource.ts to monthly means per
 *    station (GHI and DHI in kWh/m²/day, dry-bulb °C, wind m/s) in data/solar-resource.json. These
 *    give each month's values and are what NREL's own PVWatts runs on (the reference figures).
 *  - PRISM's 4 km (2.5′) grid of 1991-2020 annual normals of global horizontal radiation and mean
 *    temperature (solar-grid.ts), which says how the site differs from each station around it.
 *
 * A lookup takes the nearest NEAREST_K stations within reach and weights them by inverse squared
 * distance (a station closer than 1 km is taken alone). Each station's months are
 * first carried to the site's grid cell: its GHI and DHI are multiplied by grid GHI(site) ÷ grid
 * GHI(station) (the station's diffuse fraction is kept), its temperatures shifted by grid
 * T(site) − grid T(station) (which corrects for elevation). At a station the factors are 1, so the
 * station's own resource, and NREL's PVWatts figure on it, are unchanged; between stations the
 * 4 km grid's pattern (coasts, mountains, valleys) replaces a plain distance-weighted blend. This is
 * the climatologically-aided interpolation PRISM itself uses, with PRISM's grid as the climatology.
 * Where the site has no grid cell (Alaska, Hawaii, Puerto Rico, offshore) the stations are blended
 * as they are.
 *
 * Reach: with a grid cell, stations up to GRID_REACH_KM (500 km) away; without one, STATION_REACH_KM
 * (250 km); beyond that the answer is null. The grid is what makes far stations usable: leaving each
 * station out and predicting it from stations 250-500 km away only, production is off by 4.6 % RMS
 * with the grid against 6.9 % (up to +24 %) for the plain blend (api/test/solar-grid.test.ts). With
 * 250 km alone, 17 % of the conterminous US (Montana, the Dakotas, Nebraska, Kansas, upstate New
 * York…) had no station in reach and fell back to the latitude bands.
 *
 * This is not a monthly grid: PRISM's monthly solar normals, and NREL's gridded NSRDB products,
 * were not available to the project in a fetchable form; the annual grid was.
 */
import data from './data/solar-resource.json';
import { computeProduction, type MonthlyResource, type ProductionInput, type ProductionResult } from './production.js';
import { gridCellAt, type GridCell } from './solar-grid.js';

export const SOLAR_RESOURCE_SOURCE = "NREL TMY3 station monthly means carried to the site's 4 km PRISM grid cell";
export const SOLAR_RESOURCE_PERIOD = 'TMY3 1991-2005; PRISM normals 1991-2020';
/** The source of an answer where the site has no PRISM cell (outside the conterminous US, offshore). */
export const STATION_ONLY_SOURCE = 'NREL TMY3 (NSRDB 1991-2005 update), station monthly means (no PRISM grid cell at the site)';
/** How far a station may be from a site that has a PRISM cell: the grid carries it (see below). */
export const GRID_REACH_KM = 500;
/** How far a station may be from a site without a PRISM cell, where the stations are blended as they are. */
export const STATION_REACH_KM = 250;
/** The farthest any station used can be (the api names it in its source text). */
export const MAX_DISTANCE_KM = GRID_REACH_KM;
export const NEAREST_K = 4;

export interface StationInfo { id: string; name: string; state: string; latitude: number; longitude: number }

export interface ResourceAt {
  resource: MonthlyResource;
  /** The stations used, nearest first, with their distance (km) and weight (sums to 1). */
  stations: Array<StationInfo & { distanceKm: number; weight: number }>;
  /**
   * The site's PRISM cell (annual GHI kWh/m²/day, mean °C) and what it did to the stations' blend:
   * the weighted GHI factor and temperature shift. Null where the site has no cell.
   */
  grid: (GridCell & { ghiFactor: number; tempShiftC: number }) | null;
  source: string;
}

export interface ResourceOptions {
  /** Drop one station id (for leave-one-out checks). */
  excludeStation?: string;
  /** Drop every station nearer than this (km): checks what a site far from any station gets. */
  excludeWithinKm?: number;
  /** false: blend the stations as they are, without the grid (for comparison). Default true. */
  grid?: boolean;
}

interface Table {
  info: StationInfo[];
  lat: Float64Array; // radians
  lon: Float64Array; // radians
  cosLat: Float64Array;
  values: Float32Array; // per station 48 values: ghi×12, dhi×12, tempC×12, windMs×12
  /** Each station's PRISM cell, looked up on first use (undefined: not yet; null: none). */
  cells: Array<GridCell | null | undefined>;
}

let table: Table | undefined;
function load(): Table {
  if (table) return table;
  const rows = (data as { stations: Array<Array<string | number>> }).stations;
  const n = rows.length;
  const t: Table = {
    info: [], lat: new Float64Array(n), lon: new Float64Array(n), cosLat: new Float64Array(n), values: new Float32Array(n * 48), cells: new Array(n),
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

function stationCell(t: Table, i: number): GridCell | null {
  if (t.cells[i] === undefined) t.cells[i] = gridCellAt(t.info[i].latitude, t.info[i].longitude);
  return t.cells[i]!;
}

/**
 * The monthly resource at a point, from the nearest TMY3 stations carried to the site's PRISM cell
 * (see the top of this file), or null when no station is within reach (or the coordinates are not
 * finite). A string third argument is `excludeStation` (the earlier signature).
 */
export function resourceDetailAt(latitude: number, longitude: number, options?: ResourceOptions | string): ResourceAt | null {
  const opts: ResourceOptions = typeof options === 'string' ? { excludeStation: options } : options ?? {};
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90) return null;
  const t = load();
  const site = opts.grid === false ? null : gridCellAt(latitude, longitude);
  const reach = site ? GRID_REACH_KM : STATION_REACH_KM;
  const la = latitude * Math.PI / 180, lo = longitude * Math.PI / 180, cla = Math.cos(la);
  const best: Array<{ i: number; d: number }> = [];
  for (let i = 0; i < t.lat.length; i++) {
    const dLat = t.lat[i] - la, dLon = t.lon[i] - lo;
    const h = Math.sin(dLat / 2) ** 2 + cla * t.cosLat[i] * Math.sin(dLon / 2) ** 2;
    const d = 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    if (d > reach) continue;
    if (opts.excludeStation !== undefined && t.info[i].id === opts.excludeStation) continue;
    if (opts.excludeWithinKm !== undefined && d < opts.excludeWithinKm) continue;
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
  let ghiFactor = 0, tempShiftC = 0;
  used.forEach((b, j) => {
    const wj = w[j] / wSum;
    const own = site ? stationCell(t, b.i) : null;
    // A station without a cell of its own (none in the table today) is taken as it is.
    const f = site && own ? site.ghi / own.ghi : 1;
    const dT = site && own ? site.tempC - own.tempC : 0;
    ghiFactor += f * wj;
    tempShiftC += dT * wj;
    for (let k = 0; k < 48; k++) {
      const v = t.values[b.i * 48 + k];
      out[k] += (k < 24 ? v * f : k < 36 ? v + dT : v) * wj;
    }
  });
  return {
    resource: { ghi: out.slice(0, 12), dhi: out.slice(12, 24), tempC: out.slice(24, 36), windMs: out.slice(36, 48) },
    stations: used.map((b, j) => ({ ...t.info[b.i], distanceKm: Math.round(b.d * 10) / 10, weight: w[j] / wSum })),
    grid: site ? { ...site, ghiFactor, tempShiftC } : null,
    source: site ? SOLAR_RESOURCE_SOURCE : STATION_ONLY_SOURCE,
  };
}

/** The monthly resource at a point, or null outside coverage. */
export function resourceAt(latitude: number, longitude: number): MonthlyResource | null {
  return resourceDetailAt(latitude, longitude)?.resource ?? null;
}

export type ProductionAtResult = ProductionResult & { resourceSource: string; stations: ResourceAt['stations']; grid: ResourceAt['grid'] };

/** First-year AC kWh per kW DC at the input's coordinates, or null where there is no resource. */
export function productionAt(input: ProductionInput): ProductionAtResult | null {
  const r = resourceDetailAt(input.latitude, input.longitude);
  if (!r) return null;
  return { ...computeProduction(input, r.resource), resourceSource: r.source, stations: r.stations, grid: r.grid };
}
