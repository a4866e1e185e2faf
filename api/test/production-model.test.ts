import { describe, expect, it } from 'vitest';
import {
  computeProduction,
  validateProductionInput,
  FLAT_ROOF_DEFAULTS,
  type ArrayType,
  type MonthlyResource,
} from '../../shared/economics/production.js';
import {
  productionAt,
  resourceAt,
  resourceDetailAt,
  STATION_COUNT,
  MAX_DISTANCE_KM,
} from '../../shared/economics/solar-resource.js';

/**
 * Phoenix, AZ: monthly means of NREL's TMY2 file for station 23183 (33.43 N, 112.02 W), as
 * carried by NREL/ssc at test/input_cases/pvsamv1_data/"USA AZ Phoenix (TMY2).csv"
 * (GHI/DHI daily totals in kWh/m²/day, dry-bulb °C, wind m/s), averaged by month.
 */
const PHOENIX_TMY2: MonthlyResource = {
  ghi: [3.251, 4.301, 5.501, 7.207, 8.121, 8.281, 7.825, 7.176, 6.289, 4.985, 3.662, 2.927],
  dhi: [1.08, 1.31, 1.66, 1.86, 1.885, 1.891, 2.26, 1.955, 1.514, 1.192, 1.126, 0.847],
  tempC: [12.079, 12.421, 18.497, 21.802, 25.925, 32.268, 33.339, 32.393, 29.63, 22.664, 17.292, 11.39],
  windMs: [2.379, 3.021, 3.084, 3.161, 3.188, 3.43, 3.571, 3.378, 3.091, 2.768, 2.521, 2.235],
};

/**
 * PVWatts v8 annual energy for a 4 kW system on that same TMY2 file, tilt 20°, azimuth 180°,
 * losses 14.08 %, DC/AC 1.2, inverter 96 %, standard module: NREL/ssc
 * test/ssc_test/cmod_pvwattsv8_test.cpp (DefaultNoFinancialModel and DifferentTechnologyInputs),
 * divided by 4 kW. The reference's weather is a TMY at a point.
 */
const PVWATTS_V8_PHOENIX: Array<{ arrayType: ArrayType; kwhPerKw: number; source: string }> = [
  { arrayType: 'fixed_open_rack', kwhPerKw: 7043.197 / 4, source: 'NREL/ssc cmod_pvwattsv8_test.cpp, array_type 0' },
  { arrayType: 'fixed_roof_mount', kwhPerKw: 7014.26 / 4, source: 'NREL/ssc cmod_pvwattsv8_test.cpp, array_type 1' },
  { arrayType: 'one_axis', kwhPerKw: 8859.963 / 4, source: 'NREL/ssc cmod_pvwattsv8_test.cpp, array_type 2 (no backtracking)' },
];

const phoenix = { latitude: 33.433, longitude: -112.017, losses: 14.08 };

describe('production model against published PVWatts v8 figures', () => {
  for (const ref of PVWATTS_V8_PHOENIX) {
    it(`Phoenix ${ref.arrayType} is within ±10 % of PVWatts v8 (${ref.source})`, () => {
      const r = computeProduction({ ...phoenix, tilt: 20, azimuth: 180, arrayType: ref.arrayType }, PHOENIX_TMY2);
      const ratio = r.annualKwhPerKw / ref.kwhPerKw;
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.1);
      // Tighter: the same weather in, so the method should agree to a few percent.
      expect(Math.abs(ratio - 1)).toBeLessThan(0.04);
    });
  }

  it('stays within ±10 % when the diffuse part is derived with Erbs instead of read', () => {
    const r = computeProduction(
      { ...phoenix, tilt: 20, azimuth: 180, arrayType: 'fixed_open_rack' },
      { ghi: PHOENIX_TMY2.ghi, tempC: PHOENIX_TMY2.tempC },
    );
    const ratio = r.annualKwhPerKw / (7043.197 / 4);
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });

  it('roof mount yields a little less than open rack (hotter cells), tracking more', () => {
    const at = (arrayType: ArrayType) =>
      computeProduction({ ...phoenix, tilt: 20, azimuth: 180, arrayType }, PHOENIX_TMY2).annualKwhPerKw;
    expect(at('fixed_roof_mount')).toBeLessThan(at('fixed_open_rack'));
    expect(at('fixed_roof_mount') / at('fixed_open_rack')).toBeGreaterThan(0.95);
    expect(at('one_axis') / at('fixed_open_rack')).toBeGreaterThan(1.15);
  });
});

describe('orientation', () => {
  // A mid-latitude resource (Erbs diffuse): the Phoenix months moved to 40 N are not a real site,
  // so these are ratio checks only, against PVWatts-like expectations.
  const sites: Array<[string, number, MonthlyResource]> = [
    ['Phoenix (TMY2 means)', 33.433, PHOENIX_TMY2],
    ['40 N, Phoenix months scaled to 75 %', 40, {
      ghi: PHOENIX_TMY2.ghi.map((g) => g * 0.75),
      tempC: PHOENIX_TMY2.tempC.map((t) => t - 8),
    }],
  ];
  for (const [name, latitude, res] of sites) {
    it(`${name}: flat, east, west and north against south-20°`, () => {
      const run = (tilt: number, azimuth: number) =>
        computeProduction({ latitude, longitude: -100, tilt, azimuth, losses: 14.08, arrayType: 'fixed_open_rack' }, res).annualKwhPerKw;
      const south = run(20, 180);
      const flat = run(0, 180);
      const east = run(20, 90);
      const west = run(20, 270);
      const north = run(20, 0);
      expect(flat / south).toBeGreaterThan(0.85);
      expect(flat / south).toBeLessThan(0.93);
      expect(north).toBeLessThan(flat);
      expect(Math.abs(east / west - 1)).toBeLessThan(0.03);
      expect(east).toBeLessThan(south);
      expect(east).toBeGreaterThan(north);
    });
  }
});

describe('monthly values and defaults', () => {
  it('monthly values sum to the annual and peak in summer', () => {
    const r = computeProduction({ ...phoenix, ...FLAT_ROOF_DEFAULTS }, PHOENIX_TMY2);
    expect(r.monthlyKwhPerKw).toHaveLength(12);
    const sum = r.monthlyKwhPerKw.reduce((s, v) => s + v, 0);
    expect(Math.abs(sum - r.annualKwhPerKw)).toBeLessThan(0.05);
    expect(Math.max(...r.monthlyKwhPerKw)).toBeGreaterThan(r.monthlyKwhPerKw[11]);
    expect(r.tilt).toBe(10);
    expect(r.arrayType).toBe('fixed_roof_mount');
  });

  it('more losses, less energy, in proportion', () => {
    const a = computeProduction({ ...phoenix, tilt: 20, azimuth: 180, losses: 0, arrayType: 'fixed_open_rack' }, PHOENIX_TMY2);
    const b = computeProduction({ ...phoenix, tilt: 20, azimuth: 180, losses: 20, arrayType: 'fixed_open_rack' }, PHOENIX_TMY2);
    expect(b.annualKwhPerKw / a.annualKwhPerKw).toBeGreaterThan(0.78);
    expect(b.annualKwhPerKw / a.annualKwhPerKw).toBeLessThan(0.82);
  });

  it('a malformed resource throws', () => {
    expect(() => computeProduction({ ...phoenix, ...FLAT_ROOF_DEFAULTS }, { ghi: [1, 2], tempC: PHOENIX_TMY2.tempC })).toThrow(RangeError);
  });
});

describe('validateProductionInput', () => {
  it('accepts numbers and numeric strings and fills the flat-roof defaults', () => {
    const v = validateProductionInput({ latitude: '41.5', longitude: -81.7 });
    expect(v).toEqual({ ok: true, value: { latitude: 41.5, longitude: -81.7, tilt: 10, azimuth: 180, losses: 14.08, arrayType: 'fixed_roof_mount' } });
  });

  it('names each bad field', () => {
    const v = validateProductionInput({ latitude: 'north', longitude: 200, tilt: -1, azimuth: 360, losses: 100, arrayType: 'two_axis' });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.problems.map((p) => p.field).sort()).toEqual(['arrayType', 'azimuth', 'latitude', 'longitude', 'losses', 'tilt']);
  });

  it('requires latitude and longitude', () => {
    const v = validateProductionInput({});
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.problems.map((p) => p.field)).toEqual(['latitude', 'longitude']);
  });

  it('rejects Infinity and NaN', () => {
    const v = validateProductionInput({ latitude: Infinity, longitude: NaN });
    expect(v.ok).toBe(false);
  });
});

/**
 * PVWatts v8 annual AC kWh per kW DC for 30 US cities. Each figure was produced by NREL's own
 * PVWatts v8 code (NREL/ssc, cmod_pvwattsv8, built from its public repository and run by a small
 * driver outside this project; the driver reproduces ssc's own published Phoenix TMY2 test value,
 * 7043.197 kWh for 4 kW, to 0.02 %) on the city's NREL TMY3 file (NSRDB 1991-2005), EPW form from
 * IMMM-SFA/diyepw or NREL's CSV form from byuidatascience/data_weather. The reference weather is
 * therefore a TMY at a point (the station).
 * System: standard module, DC/AC 1.2, inverter 96 %, losses 14.08 %, azimuth 180°, GCR 0.4;
 * `open` is array_type 0 (fixed open rack) at tilt 20° (PVWatts' defaults), `roof` is array_type 1
 * (fixed roof mount) at tilt 10° (this project's flat-roof default).
 * Columns: city, TMY3 station (USAF id), station latitude, longitude, open, roof.
 */
const PVWATTS_V8_CITIES: Array<[string, string, number, number, number, number]> = [
  ['Phoenix AZ', '722780', 33.45, -111.98, 1726.778, 1644.795],
  ['Tucson AZ', '722740', 32.13, -110.95, 1718.728, 1640.891],
  ['Las Vegas NV', '723860', 36.08, -115.15, 1726.023, 1639.727],
  ['Albuquerque NM', '723650', 35.04, -106.62, 1709.942, 1621.539],
  ['El Paso TX', '722700', 31.77, -106.5, 1739.751, 1664.556],
  ['Dallas-Fort Worth TX', '722590', 32.9, -97.02, 1501.31, 1448.66],
  ['Houston TX', '722430', 30.0, -95.37, 1327.981, 1292.64],
  ['San Antonio TX', '722530', 29.53, -98.47, 1472.746, 1432.896],
  ['Miami FL', '722020', 25.82, -80.3, 1412.85, 1382.305],
  ['Tampa FL', '722110', 27.97, -82.53, 1480.517, 1435.635],
  ['Atlanta GA', '722195', 33.77, -84.52, 1194.515, 1153.169],
  ['Charlotte NC', '723140', 35.22, -80.95, 1395.115, 1335.928],
  ['Richmond VA', '724010', 37.52, -77.32, 1350.154, 1289.079],
  ['New York NY', '744860', 40.65, -73.8, 1270.843, 1211.287],
  ['Boston MA', '725090', 42.37, -71.02, 1272.324, 1208.534],
  ['Burlington VT', '726170', 44.47, -73.15, 1190.563, 1139.165],
  ['Cleveland OH', '725240', 41.4, -81.85, 1185.73, 1147.869],
  ['Chicago IL', '725300', 41.98, -87.92, 1235.02, 1181.426],
  ['Louisville KY', '724230', 38.18, -85.73, 1306.697, 1255.062],
  ['Kansas City MO', '724460', 39.3, -94.72, 1412.161, 1341.901],
  ['Minneapolis MN', '726580', 44.88, -93.23, 1282.209, 1209.205],
  ['Fargo ND', '727530', 46.93, -96.82, 1301.598, 1222.52],
  ['Denver area (Golden) CO', '724666', 39.74, -105.18, 1431.467, 1353.605],
  ['San Francisco CA', '724940', 37.62, -122.4, 1521.592, 1458.357],
  ['Los Angeles (Burbank) CA', '722880', 34.2, -118.35, 1607.639, 1540.381],
  ['Portland OR', '726985', 45.55, -122.4, 1119.486, 1067.749],
  ['Seattle area (Tacoma) WA', '727938', 47.27, -122.58, 1086.007, 1040.463],
  ['Missoula MT', '727730', 46.92, -114.1, 1218.333, 1155.837],
  ['Salt Lake City UT', '725720', 40.77, -111.97, 1455.266, 1388.312],
  ['Sacramento CA', '724830', 38.5, -121.5, 1544.018, 1478.496],
];

describe('productionAt against PVWatts v8 on TMY3 in 30 US cities', () => {
  for (const [city, station, latitude, longitude, open, roof] of PVWATTS_V8_CITIES) {
    it(`${city}: open rack 20° and roof mount 10° within ±10 %`, () => {
      const o = productionAt({ latitude, longitude, tilt: 20, azimuth: 180, losses: 14.08, arrayType: 'fixed_open_rack' });
      const f = productionAt({ latitude, longitude, tilt: 10, azimuth: 180, losses: 14.08, arrayType: 'fixed_roof_mount' });
      expect(o).not.toBeNull();
      expect(f).not.toBeNull();
      // The reference station is in the table, so the resource is that station's monthly means.
      expect(o!.stations[0].id).toBe(station);
      for (const ratio of [o!.annualKwhPerKw / open, f!.annualKwhPerKw / roof]) {
        expect(ratio).toBeGreaterThan(0.9);
        expect(ratio).toBeLessThan(1.1);
      }
    });
  }

  it('away from a station the interpolated resource still lands near the neighbours (leave-one-out, where neighbours exist)', () => {
    // Drop each reference station and interpolate from the others: this is the error a site between
    // stations sees. `plain` blends the stations as they are (within 250 km, as before the grid);
    // `grid` carries each to the site's PRISM cell first (solar-resource.ts). The grid's own checks
    // over all 196 stations are in solar-grid.test.ts.
    const plain: number[] = [], grid: number[] = [];
    for (const [, station, latitude, longitude, open] of PVWATTS_V8_CITIES) {
      const input = { latitude, longitude, tilt: 20, azimuth: 180, losses: 14.08, arrayType: 'fixed_open_rack' } as const;
      const p = resourceDetailAt(latitude, longitude, { excludeStation: station, grid: false });
      const g = resourceDetailAt(latitude, longitude, { excludeStation: station });
      expect(g, station).not.toBeNull(); // with the grid every reference city has stations in reach
      grid.push(computeProduction(input, g!.resource).annualKwhPerKw / open);
      if (p) plain.push(computeProduction(input, p.resource).annualKwhPerKw / open);
    }
    const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
    const rms = (x: number[]) => Math.sqrt(x.reduce((s, v) => s + (v - 1) ** 2, 0) / x.length);
    expect(plain.length).toBeGreaterThanOrEqual(15);
    expect(Math.abs(mean(plain) - 1)).toBeLessThan(0.03);
    expect(Math.min(...plain)).toBeGreaterThan(0.85);
    expect(Math.max(...plain)).toBeLessThan(1.15);
    // 2026-11-27: plain 19 cities, mean 0.986, RMS 5.6 %, 0.877-1.079; grid all 30 cities (11 had
    // no other station within 250 km), mean 0.973, RMS 5.7 %, 0.883-1.125 (Atlanta from stations
    // 365-411 km away, where PRISM and Atlanta's TMY3 file disagree by 8 %).
    expect(grid.length).toBe(PVWATTS_V8_CITIES.length);
    expect(Math.abs(mean(grid) - 1)).toBeLessThan(0.04);
    expect(rms(grid)).toBeLessThan(0.06);
    expect(Math.min(...grid)).toBeGreaterThan(0.85);
    expect(Math.max(...grid)).toBeLessThan(1.15);
  });
});

describe('resourceAt', () => {
  it('answers a resource inside coverage and null outside it', () => {
    expect(STATION_COUNT).toBeGreaterThan(150);
    const phx = resourceAt(33.45, -111.98)!;
    expect(phx.ghi).toHaveLength(12);
    expect(phx.ghi[5]).toBeGreaterThan(7);
    expect(phx.tempC[6]).toBeGreaterThan(30);
    expect(resourceAt(0, 0)).toBeNull(); // Gulf of Guinea
    expect(resourceAt(61.2, -149.9)).toBeNull(); // Anchorage: no station in the table
    expect(resourceAt(NaN, -100)).toBeNull();
    const d = resourceDetailAt(38.9, -77.0)!; // Washington DC, between stations
    expect(d.stations.every((s) => s.distanceKm <= MAX_DISTANCE_KM)).toBe(true);
    expect(d.stations.reduce((s, x) => s + x.weight, 0)).toBeCloseTo(1, 6);
  });

  it('is fast: a lookup plus production in well under a millisecond on average', () => {
    const t0 = performance.now();
    let n = 0;
    for (let i = 0; i < 200; i++) {
      const r = productionAt({ latitude: 30 + (i % 15), longitude: -120 + (i % 40), tilt: 10, azimuth: 180, losses: 14.08, arrayType: 'fixed_roof_mount' });
      if (r) n++;
    }
    expect(n).toBeGreaterThan(50);
    expect((performance.now() - t0) / 200).toBeLessThan(5);
  });
});
