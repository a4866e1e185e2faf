/**
 * The PRISM 4 km grid (shared/economics/solar-grid.ts, data/solar-grid.json derived by
 * scripts/data/solar-grid.ts) and what it does to the solar resource between stations
 * (shared/economics/solar-resource.ts).
 */
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import gridJson from '../../shared/economics/data/solar-grid.json' with { type: 'json' };
import { gridCellAt, SOLAR_GRID_SEARCH_CELLS } from '../../shared/economics/solar-grid.js';
import {
  GRID_REACH_KM, resourceDetailAt, SOLAR_RESOURCE_SOURCE, STATION_ONLY_SOURCE, STATION_REACH_KM, stations,
} from '../../shared/economics/solar-resource.js';
import { computeProduction, type ProductionInput } from '../../shared/economics/production.js';
import { buildGrid, deltaRows, type BilGrid } from '../../scripts/data/solar-grid.js';

/**
 * Cells of the source grids, read from the PRISM files themselves (PRISM_soltotal_30yr_normal_
 * 4kmM3_annual_bil.bil in MJ/m²/day and PRISM_tmean_30yr_normal_4kmM3_annual_bil.bil in °C, 1991-2020;
 * the copies in github.com/loeuf-quatre/anywhere-usa): place, latitude, longitude, row, column (from
 * the north-west cell), soltotal, tmean.
 */
const PRISM_CELLS: Array<[string, number, number, number, number, number, number]> = [
  ['Phoenix AZ', 33.45, -112.07, 395, 310, 19.7551, 23.0933],
  ['Tucson AZ', 32.22, -110.97, 425, 337, 19.9362, 20.8343],
  ['Las Vegas NV', 36.17, -115.14, 330, 237, 18.749, 20.7501],
  ['Albuquerque NM', 35.08, -106.65, 356, 440, 19.1598, 13.7319],
  ['Denver CO', 39.74, -104.99, 244, 480, 16.1852, 11.0062],
  ['Leadville CO', 39.25, -106.29, 256, 449, 15.866, 1.4322],
  ['Salt Lake City UT', 40.76, -111.89, 220, 315, 16.166, 11.7105],
  ['Boise ID', 43.62, -116.2, 151, 211, 15.6042, 11.1853],
  ['Billings MT', 45.78, -108.5, 99, 396, 14.446, 8.8992],
  ['Bismarck ND', 46.81, -100.78, 75, 581, 13.6552, 6.1489],
  ['Rapid City SD', 44.08, -103.23, 140, 522, 14.4879, 8.4639],
  ['Omaha NE', 41.26, -95.94, 208, 697, 14.2846, 10.517],
  ['Wichita KS', 37.69, -97.34, 293, 664, 15.5825, 13.7981],
  ['Dallas TX', 32.78, -96.8, 411, 677, 15.8025, 19.053],
  ['Houston TX', 29.76, -95.37, 484, 711, 15.4602, 21.3597],
  ['Akron OH', 41.08, -81.52, 212, 1044, 12.8212, 10.3945],
  ['Buffalo NY', 42.89, -78.88, 169, 1107, 12.4791, 9.1139],
  ['New York NY', 40.71, -74.01, 221, 1224, 13.8201, 13.1292],
  ['Boston MA', 42.36, -71.06, 181, 1295, 12.8922, 10.8103],
  ['Atlanta GA', 33.75, -84.39, 388, 975, 15.2533, 16.2972],
  ['Miami FL', 25.76, -80.19, 580, 1075, 17.5169, 24.992],
  ['Seattle WA', 47.61, -122.33, 55, 64, 11.4617, 11.4262],
  ['San Francisco CA', 37.77, -122.42, 292, 62, 17.0221, 14.5084],
  ['Los Angeles CA', 34.05, -118.24, 381, 162, 18.4193, 18.5048],
  ['Chicago IL', 41.88, -87.63, 193, 897, 13.1046, 10.8425],
  ['Mount Washington NH', 44.27, -71.3, 136, 1289, 11.834, 1.0342],
  ['Key West FL', 24.56, -81.78, 609, 1037, 18.2006, 25.6628],
];

const meta = gridJson as { grid: { ncols: number; nrows: number; ulLon: number; ulLat: number; step: number; landCells: number }; data: string };
const open = (latitude: number, longitude: number): ProductionInput =>
  ({ latitude, longitude, tilt: 20, azimuth: 180, losses: 14.08, arrayType: 'fixed_open_rack' });
const rms = (x: number[]) => Math.sqrt(x.reduce((s, v) => s + (v - 1) ** 2, 0) / x.length);
const mean = (x: readonly number[]) => x.reduce((s, v) => s + v, 0) / x.length;

describe('the PRISM grid against its source files', () => {
  it(`reads back ${PRISM_CELLS.length} cells of the source grids within the quantisation step`, () => {
    expect(PRISM_CELLS.length).toBeGreaterThanOrEqual(20);
    for (const [place, lat, lon, row, col, soltotal, tmean] of PRISM_CELLS) {
      const c = gridCellAt(lat, lon);
      expect(c, place).not.toBeNull();
      // The cell is the source's (row, col): its centre is the grid's.
      expect(c!.latitude, place).toBeCloseTo(meta.grid.ulLat - row * meta.grid.step, 6);
      expect(c!.longitude, place).toBeCloseTo(meta.grid.ulLon + col * meta.grid.step, 6);
      expect(Math.abs(c!.ghi - soltotal / 3.6), place).toBeLessThanOrEqual(0.0101); // MJ → kWh, step 0.02
      expect(Math.abs(c!.tempC - tmean), place).toBeLessThanOrEqual(0.101); // step 0.2 °C
    }
  });

  it('covers the conterminous US at 2.5′ (~4 km) and nothing outside it', () => {
    expect(meta.grid.step * 60).toBeCloseTo(2.5, 6);
    const bytes = brotliDecompressSync(Buffer.from(meta.data, 'base64'));
    expect(bytes.length).toBe(2 * meta.grid.ncols * meta.grid.nrows);
    expect(meta.grid.landCells).toBeGreaterThan(450_000);
    expect(gridCellAt(61.22, -149.9)).toBeNull(); // Anchorage
    expect(gridCellAt(21.31, -157.86)).toBeNull(); // Honolulu
    expect(gridCellAt(18.47, -66.11)).toBeNull(); // San Juan
    expect(gridCellAt(36, -70)).toBeNull(); // the Atlantic
    expect(gridCellAt(NaN, -100)).toBeNull();
  });

  it('a site whose own cell has no data takes the nearest cell with data, within two cells', () => {
    // The end of Santa Monica pier: its cell is sea, the shore's cell is a few hundred metres away.
    const pier = gridCellAt(34.0085, -118.4989)!;
    expect(pier).not.toBeNull();
    const step = meta.grid.step;
    expect(Math.abs(pier.latitude - 34.0085)).toBeLessThanOrEqual(SOLAR_GRID_SEARCH_CELLS * step + 1e-9);
    expect(Math.abs(pier.longitude + 118.4989)).toBeLessThanOrEqual(SOLAR_GRID_SEARCH_CELLS * step + 1e-9);
  });

  it('the derive script quantises, delta-codes and packs what it reads', () => {
    const g = (values: number[]): BilGrid => ({ ncols: 3, nrows: 2, ulLon: -100, ulLat: 40, step: 1 / 24, values: Float32Array.from(values), nodata: -9999 });
    const out = buildGrid(g([3.6 * 4, 3.6 * 5, -9999, 3.6 * 2, 3.6 * 7.08, 3.6 * 3.01]), g([10, -5, 0, 20, 35.8, -15]), 'fixture');
    const bytes = brotliDecompressSync(Buffer.from(out.data, 'base64'));
    const undelta = (from: number) => Array.from({ length: 6 }, (_, i) => i).map((i) => {
      let v = 0;
      for (let k = i - (i % 3); k <= i; k++) v = (v + bytes[from + k]) & 255;
      return v;
    });
    expect(undelta(0)).toEqual([100, 150, 255, 0, 254, 51]);
    expect(undelta(6)).toEqual([125, 50, 75, 175, 254, 0]);
    expect(out.grid.landCells).toBe(5);
    expect(Array.from(deltaRows(Uint8Array.from([5, 7, 6, 1, 1, 255]), 3))).toEqual([5, 2, 255, 1, 0, 254]);
    expect(() => buildGrid(g([3.6 * 9, 0, 0, 0, 0, 0]), g([0, 0, 0, 0, 0, 0]), '')).toThrow(/byte range/);
  });
});

describe('the solar resource carried by the grid', () => {
  it('leaves a station\'s own resource as it is (factor 1, no shift)', () => {
    for (const st of stations()) {
      const r = resourceDetailAt(st.latitude, st.longitude)!;
      expect(r.stations[0].id).toBe(st.id);
      expect(r.grid, st.id).not.toBeNull();
      expect(r.grid!.ghiFactor, st.id).toBeCloseTo(1, 9);
      expect(r.grid!.tempShiftC, st.id).toBeCloseTo(0, 9);
      expect(r.source).toBe(SOLAR_RESOURCE_SOURCE);
    }
  });

  it('between stations: closer to the left-out station than the plain blend, for GHI, temperature and production', () => {
    // Leave each of the 196 stations out and predict it from the others (2026-11-27: production RMS
    // 4.8 % plain → 4.5 % grid; temperature mean error 1.07 → 0.50 °C, worst 10.5 → 1.9 °C).
    const prod = { grid: [] as number[], plain: [] as number[] };
    const temp = { grid: [] as number[], plain: [] as number[] };
    for (const st of stations()) {
      const own = resourceDetailAt(st.latitude, st.longitude)!.resource;
      const ownKwh = computeProduction(open(st.latitude, st.longitude), own).annualKwhPerKw;
      const ownT = mean(own.tempC);
      const g = resourceDetailAt(st.latitude, st.longitude, { excludeStation: st.id });
      const p = resourceDetailAt(st.latitude, st.longitude, { excludeStation: st.id, grid: false });
      if (!g || !p) continue;
      prod.grid.push(computeProduction(open(st.latitude, st.longitude), g.resource).annualKwhPerKw / ownKwh);
      prod.plain.push(computeProduction(open(st.latitude, st.longitude), p.resource).annualKwhPerKw / ownKwh);
      temp.grid.push(Math.abs(mean(g.resource.tempC) - ownT));
      temp.plain.push(Math.abs(mean(p.resource.tempC) - ownT));
    }
    expect(prod.grid.length).toBeGreaterThan(150);
    expect(rms(prod.grid)).toBeLessThan(rms(prod.plain));
    expect(Math.abs(mean(prod.grid) - 1)).toBeLessThan(0.01);
    expect(mean(temp.grid)).toBeLessThan(0.7);
    expect(mean(temp.grid)).toBeLessThan(mean(temp.plain) * 0.6);
    expect(Math.max(...temp.grid)).toBeLessThan(3);
  });

  it(`far from any station (250-${GRID_REACH_KM} km) the grid keeps the error near what it is close by; the plain blend does not`, () => {
    // Each station predicted only from stations 250-500 km away (2026-11-27: RMS 4.6 % grid,
    // 6.9 % plain, plain up to +24 %). This is why a site with a grid cell may use stations to 500 km.
    const grid: number[] = [], plain: number[] = [];
    for (const st of stations()) {
      const own = computeProduction(open(st.latitude, st.longitude), resourceDetailAt(st.latitude, st.longitude)!.resource).annualKwhPerKw;
      const g = resourceDetailAt(st.latitude, st.longitude, { excludeWithinKm: STATION_REACH_KM });
      if (!g) continue;
      expect(g.stations.every((s) => s.distanceKm >= STATION_REACH_KM && s.distanceKm <= GRID_REACH_KM)).toBe(true);
      grid.push(computeProduction(open(st.latitude, st.longitude), g.resource).annualKwhPerKw / own);
      // The same stations blended as they are: undo the grid's factor and shift.
      const r = g.resource, f = g.grid!.ghiFactor, dT = g.grid!.tempShiftC;
      const unscaled = { ghi: r.ghi.map((v) => v / f), dhi: r.dhi!.map((v) => v / f), tempC: r.tempC.map((v) => v - dT), windMs: r.windMs };
      plain.push(computeProduction(open(st.latitude, st.longitude), unscaled).annualKwhPerKw / own);
    }
    expect(grid.length).toBeGreaterThan(180);
    expect(rms(grid)).toBeLessThan(0.055);
    expect(rms(plain)).toBeGreaterThan(rms(grid) * 1.3);
    expect(Math.min(...grid)).toBeGreaterThan(0.85);
    expect(Math.max(...grid)).toBeLessThan(1.15);
  });

  it('reaches every part of the conterminous US (the plain 250 km reach left 17 % to the latitude bands)', () => {
    const g = meta.grid;
    let land = 0, reached = 0, plainReached = 0;
    for (let r = 0; r < g.nrows; r += 6) {
      for (let c = 0; c < g.ncols; c += 6) {
        const lat = g.ulLat - r * g.step, lon = g.ulLon + c * g.step;
        const cell = gridCellAt(lat, lon);
        if (!cell || cell.latitude !== lat || cell.longitude !== lon) continue;
        land++;
        if (resourceDetailAt(lat, lon)) reached++;
        if (resourceDetailAt(lat, lon, { grid: false })) plainReached++;
      }
    }
    expect(land).toBeGreaterThan(10_000);
    expect(reached).toBe(land);
    expect(plainReached / land).toBeLessThan(0.9);
    for (const [place, lat, lon] of [['Billings MT', 45.78, -108.5], ['Bismarck ND', 46.81, -100.78], ['Buffalo NY', 42.89, -78.88]] as const) {
      const r = resourceDetailAt(lat, lon)!;
      expect(r, place).not.toBeNull();
      expect(r.grid, place).not.toBeNull();
    }
  });

  it('where the site has no grid cell, the stations within 250 km are blended as they are, and the source says so', () => {
    // 30 km off Miami: no PRISM cell, stations on the coast.
    const r = resourceDetailAt(25.8, -79.9);
    expect(r).not.toBeNull();
    expect(r!.grid).toBeNull();
    expect(r!.source).toBe(STATION_ONLY_SOURCE);
    expect(r!.stations.every((s) => s.distanceKm <= STATION_REACH_KM)).toBe(true);
  });
});
