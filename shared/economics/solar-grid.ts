/**
 * A 4 km grid of annual solar radiation and mean temperature over the conterminous United States.
 *
 * Source: PRISM Climate Group, Oregon State University (https://prism.oregonstate.edu), 30-year
 * normals 1991-2020 at 2.5 arc-minutes (~4 km): annual average daily global shortwave radiation on
 * a horizontal surface ("soltotal", modelled from clear-sky radiation and station-measured cloud
 * transmittance with terrain shading; Rupp et al. 2022) and annual mean temperature ("tmean").
 * Reduced to one byte per cell per band by scripts/data/solar-grid.ts (data/solar-grid.json;
 * GHI in steps of 0.02 kWh/m²/day, temperature in steps of 0.2 °C).
 *
 * Annual values only: PRISM's monthly solar normals were not available to the project. The grid
 * therefore sets how a site differs from the stations around it (solar-resource.ts), not the
 * month-by-month shape, which stays the stations'. No cells outside the conterminous US (Alaska,
 * Hawaii, Puerto Rico) and none over open water.
 */
import { brotliDecompressSync } from 'node:zlib';
import data from './data/solar-grid.json';

export const SOLAR_GRID_SOURCE = 'PRISM 4 km 1991-2020 normals (PRISM Climate Group, Oregon State University)';
export const SOLAR_GRID_PERIOD = '1991-2020';
export const SOLAR_GRID_CELL_KM = 4;
/** A site whose own cell has no data (a pier, a shoreline) takes the nearest cell with data within this many cells. */
export const SOLAR_GRID_SEARCH_CELLS = 2;

export interface GridCell {
  /** Annual average daily global horizontal irradiation, kWh/m²/day. */
  ghi: number;
  /** Annual mean air temperature, °C. */
  tempC: number;
  /** Centre of the cell used (the site's own, or the nearest with data). */
  latitude: number;
  longitude: number;
}

const NODATA = 255;
interface Grid { ncols: number; nrows: number; ulLon: number; ulLat: number; step: number; ghi: Uint8Array; temp: Uint8Array }
let grid: Grid | undefined;

function load(): Grid {
  if (grid) return grid;
  const g = (data as { grid: { ncols: number; nrows: number; ulLon: number; ulLat: number; step: number } }).grid;
  const bytes = brotliDecompressSync(Buffer.from((data as { data: string }).data, 'base64'));
  const n = g.ncols * g.nrows;
  if (bytes.length !== 2 * n) throw new Error(`solar-grid.json: ${bytes.length} bytes, expected ${2 * n}`);
  const undelta = (offset: number) => {
    const out = new Uint8Array(n);
    for (let r = 0; r < g.nrows; r++) {
      let prev = 0;
      for (let c = 0; c < g.ncols; c++) {
        const i = r * g.ncols + c;
        prev = (prev + bytes[offset + i]) & 255;
        out[i] = prev;
      }
    }
    return out;
  };
  grid = { ...g, ghi: undelta(0), temp: undelta(n) };
  return grid;
}

const { bands } = data as { bands: { ghi: { offset: number; scale: number }; tempC: { offset: number; scale: number } } };

function cell(g: Grid, r: number, c: number): GridCell | null {
  if (r < 0 || r >= g.nrows || c < 0 || c >= g.ncols) return null;
  const i = r * g.ncols + c;
  if (g.ghi[i] === NODATA || g.temp[i] === NODATA) return null;
  return {
    ghi: bands.ghi.offset + bands.ghi.scale * g.ghi[i],
    tempC: bands.tempC.offset + bands.tempC.scale * g.temp[i],
    latitude: g.ulLat - r * g.step,
    longitude: g.ulLon + c * g.step,
  };
}

/**
 * The grid's annual GHI and temperature at a point: its own 4 km cell, else the nearest cell with
 * data within SOLAR_GRID_SEARCH_CELLS (by distance between cell centres), else null (outside the
 * conterminous US, or offshore).
 */
export function gridCellAt(latitude: number, longitude: number): GridCell | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const g = load();
  const r0 = Math.round((g.ulLat - latitude) / g.step), c0 = Math.round((longitude - g.ulLon) / g.step);
  const own = cell(g, r0, c0);
  if (own) return own;
  const k = Math.cos(latitude * Math.PI / 180);
  let best: GridCell | null = null, bestD = Infinity;
  for (let dr = -SOLAR_GRID_SEARCH_CELLS; dr <= SOLAR_GRID_SEARCH_CELLS; dr++) {
    for (let dc = -SOLAR_GRID_SEARCH_CELLS; dc <= SOLAR_GRID_SEARCH_CELLS; dc++) {
      const x = cell(g, r0 + dr, c0 + dc);
      if (!x) continue;
      const d = (x.latitude - latitude) ** 2 + ((x.longitude - longitude) * k) ** 2;
      if (d < bestD) { best = x; bestD = d; }
    }
  }
  return best;
}
