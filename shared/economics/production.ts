/**
 * First-year AC energy per kW DC of a PV array, from monthly solar resource.
 *
 * The PVWatts method (NREL, Dobos 2014 "PVWatts Version 5 Manual", NREL/TP-6A20-62641, and
 * PVWatts v8) is the reference; this is an independent, documented implementation of the same
 * chain, run on one representative day per month (Klein's mean days) at 15-minute steps:
 *
 * 1. Solar position: Spencer (1971) declination and eccentricity, hour angle from solar time.
 *    Solar time is used throughout, so longitude only matters for choosing the resource cell.
 * 2. Daily extraterrestrial horizontal irradiation H0; monthly clearness K_T = H / H0.
 * 3. Diffuse: the month's DHI when the resource has it, otherwise the Erbs et al. (1982)
 *    monthly-average diffuse-fraction correlation on K_T (documented in Duffie & Beckman §2.12).
 * 4. Hourly split of the daily totals: Collares-Pereira & Rabl (1979) for global, Liu & Jordan
 *    (1960) for diffuse, renormalised so that each day's totals equal the month's means exactly.
 * 5. Transposition onto the array plane: Hay-Davies (anisotropic circumsolar + isotropic sky)
 *    plus ground reflection with albedo 0.2.
 * 6. Incidence-angle loss: the air-glass physical model (Snell/Fresnel with absorption; n = 1.526,
 *    K = 4 /m, L = 2 mm, as in PVWatts) for beam; diffuse sky and ground at the Brandemuehl &
 *    Beckman effective angles.
 * 7. Cell temperature: Sandia (King 2004) open-rack glass/polymer model (a = -3.56, b = -0.075,
 *    ΔT = 3 °C) with the month's mean air temperature plus a documented diurnal swing
 *    (±DIURNAL_SWING_C, peak at 15:00 solar time) and wind (default 2 m/s when the resource has
 *    none). Roof mount adds 4 °C per 800 W/m² (PVWatts' installed NOCT 49 °C against 45 °C).
 * 8. DC: PVWatts standard module, temperature coefficient -0.37 %/°C, then system losses
 *    (PVWatts default 14.08 %).
 * 9. AC: PVWatts inverter part-load curve (nominal efficiency 96 %, reference 96.37 %), DC/AC
 *    ratio 1.2 with clipping at the AC rating.
 *
 * Array types: fixed open rack, fixed roof mount, and one-axis tracking (horizontal N–S axis,
 * ±45° rotation limit, true tracking without backtracking or row shading).
 *
 * The default system is a flat commercial roof: roof mount, tilt 10°, azimuth 180°, losses 14.08 %.
 * PVWatts' own defaults (fixed open rack, tilt 20°) are exported as PVWATTS_DEFAULTS for comparison.
 *
 * A representative day per month smooths out weather variability, so this agrees with an hourly
 * PVWatts run on a TMY file to within a few percent, not exactly; see api/test/production-model.test.ts.
 */

export type ArrayType = 'fixed_open_rack' | 'fixed_roof_mount' | 'one_axis';
export const ARRAY_TYPES: readonly ArrayType[] = ['fixed_open_rack', 'fixed_roof_mount', 'one_axis'];

/** Monthly means of a site's resource. Irradiation in kWh/m²/day, temperature in °C, wind in m/s. */
export interface MonthlyResource {
  /** Global horizontal irradiation, 12 monthly means of daily totals. */
  ghi: readonly number[];
  /** Diffuse horizontal irradiation, same units; derived with Erbs when absent. */
  dhi?: readonly number[];
  /** Monthly mean air temperature. */
  tempC: readonly number[];
  /** Monthly mean wind speed at 10 m; 2 m/s when absent. */
  windMs?: readonly number[];
}

export interface ProductionInput {
  latitude: number;
  longitude: number;
  /** Degrees from horizontal, 0..90 (ignored for one-axis tracking). */
  tilt: number;
  /** Degrees clockwise from north, 0..<360; 180 = south (ignored for one-axis tracking). */
  azimuth: number;
  /** System losses in percent, -5..99 (PVWatts' range). */
  losses: number;
  arrayType: ArrayType;
}

export interface ProductionResult {
  /** First-year AC kWh per kW DC. */
  annualKwhPerKw: number;
  /** Twelve monthly values, January first; they sum to annualKwhPerKw. */
  monthlyKwhPerKw: number[];
  tilt: number;
  azimuth: number;
  losses: number;
  arrayType: ArrayType;
  dcAcRatio: number;
  inverterEfficiency: number;
  model: string;
}

export const PRODUCTION_MODEL =
  'PVWatts-method model on monthly means (Erbs diffuse, Collares-Pereira & Rabl hourly split, Hay-Davies transposition, physical IAM, Sandia cell temperature, PVWatts inverter)';

/** Defaults for a flat commercial roof. */
export const FLAT_ROOF_DEFAULTS = { tilt: 10, azimuth: 180, losses: 14.08, arrayType: 'fixed_roof_mount' as ArrayType };
/** PVWatts v8's own defaults, for comparison. */
export const PVWATTS_DEFAULTS = { tilt: 20, azimuth: 180, losses: 14.08, arrayType: 'fixed_open_rack' as ArrayType };

export const DC_AC_RATIO = 1.2;
export const INVERTER_EFFICIENCY = 0.96;
const INVERTER_REF_EFFICIENCY = 0.9637;
const TEMP_COEFF = -0.0037;
const ALBEDO = 0.2;
const DEFAULT_WIND = 2;
export const DIURNAL_SWING_C = 5;
const TRACKER_LIMIT_DEG = 45;
const SOLAR_CONSTANT = 1361; // W/m²
const STEPS_PER_DAY = 96;
const STEP_HOURS = 24 / STEPS_PER_DAY;
const MEAN_DAYS = [17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344];
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const RAD = Math.PI / 180;
const G_SHAPE = new Float64Array(STEPS_PER_DAY);
const D_SHAPE = new Float64Array(STEPS_PER_DAY);

const SAPM: Record<ArrayType, { a: number; b: number; dT: number }> = {
  fixed_open_rack: { a: -3.56, b: -0.075, dT: 3 },
  one_axis: { a: -3.56, b: -0.075, dT: 3 },
  fixed_roof_mount: { a: -3.56, b: -0.075, dT: 3 },
};
/** Roof mount runs hotter than open rack: PVWatts' installed NOCT is 49 °C against 45 °C, so add 4 °C at 800 W/m². */
const ROOF_EXTRA_C_AT_800 = 4;

export interface FieldProblem { field: string; message: string }
export type Validated<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

function num(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw.trim());
    return n;
  }
  return undefined;
}

/**
 * Checks a caller's raw production inputs (numbers or numeric strings, e.g. from a query string).
 * latitude and longitude are required; tilt, azimuth, losses and arrayType default to
 * `defaults` (the flat-roof defaults unless given). Returns every field's problem at once.
 */
export function validateProductionInput(
  raw: Record<string, unknown>,
  defaults: { tilt: number; azimuth: number; losses: number; arrayType: ArrayType } = FLAT_ROOF_DEFAULTS,
): Validated<ProductionInput> {
  const problems: FieldProblem[] = [];
  const field = (name: string, min: number, max: number, maxExclusive: boolean, fallback?: number): number => {
    const v = raw[name];
    if (v === undefined || v === null || v === '') {
      if (fallback === undefined) problems.push({ field: name, message: `${name} is required` });
      return fallback ?? NaN;
    }
    const n = num(v);
    if (n === undefined || !Number.isFinite(n)) {
      problems.push({ field: name, message: `${name} must be a finite number` });
      return NaN;
    }
    if (n < min || (maxExclusive ? n >= max : n > max)) {
      problems.push({ field: name, message: `${name} must be between ${min} and ${max}${maxExclusive ? ' (exclusive)' : ''}` });
    }
    return n;
  };
  const latitude = field('latitude', -90, 90, false);
  const longitude = field('longitude', -180, 180, false);
  const tilt = field('tilt', 0, 90, false, defaults.tilt);
  const azimuth = field('azimuth', 0, 360, true, defaults.azimuth);
  const losses = field('losses', -5, 99, false, defaults.losses);
  let arrayType = defaults.arrayType;
  const at = raw.arrayType;
  if (at !== undefined && at !== null && at !== '') {
    if (typeof at === 'string' && (ARRAY_TYPES as readonly string[]).includes(at)) arrayType = at as ArrayType;
    else problems.push({ field: 'arrayType', message: `arrayType must be one of ${ARRAY_TYPES.join(', ')}` });
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, value: { latitude, longitude, tilt, azimuth, losses, arrayType } };
}

function validateResource(r: MonthlyResource): void {
  const check = (name: string, a: readonly number[] | undefined, min: number, max: number) => {
    if (a === undefined) return;
    if (a.length !== 12 || a.some((x) => !Number.isFinite(x) || x < min || x > max)) {
      throw new RangeError(`resource.${name} must be 12 finite values in ${min}..${max}`);
    }
  };
  check('ghi', r.ghi, 0, 12);
  check('dhi', r.dhi, 0, 12);
  check('tempC', r.tempC, -60, 60);
  check('windMs', r.windMs, 0, 60);
}

/** Erbs et al. (1982) monthly-average diffuse fraction from monthly clearness K_T and sunset angle. */
export function erbsMonthlyDiffuseFraction(kt: number, sunsetDeg: number): number {
  const k = Math.min(Math.max(kt, 0.3), 0.8);
  const f = sunsetDeg <= 81.4
    ? 1.391 - 3.56 * k + 4.189 * k * k - 2.137 * k * k * k
    : 1.311 - 3.022 * k + 3.427 * k * k - 1.821 * k * k * k;
  return Math.min(Math.max(f, 0.05), 1);
}

/** Fraction of normal-incidence transmittance through a glass cover at incidence angle θ (rad). */
function glassTransmittance(theta: number): number {
  const n = 1.526, K = 4, L = 0.002;
  const thetaR = Math.asin(Math.sin(theta) / n);
  const tau = (t: number, tr: number) => {
    if (t < 1e-6) {
      const r = ((1 - n) / (1 + n)) ** 2;
      return Math.exp(-K * L) * (1 - r);
    }
    const perp = Math.sin(tr - t) ** 2 / Math.sin(tr + t) ** 2;
    const para = Math.tan(tr - t) ** 2 / Math.tan(tr + t) ** 2;
    return Math.exp(-K * L / Math.cos(tr)) * (1 - 0.5 * (perp + para));
  };
  return tau(theta, thetaR);
}
const TAU_NORMAL = glassTransmittance(0);
function iam(thetaRad: number): number {
  if (thetaRad >= Math.PI / 2) return 0;
  return Math.max(0, glassTransmittance(thetaRad) / TAU_NORMAL);
}

/** PVWatts inverter: AC output (per kW DC) from DC power (per kW DC), with clipping. */
function inverterAc(pdc: number): number {
  if (pdc <= 0) return 0;
  const pac0 = 1 / DC_AC_RATIO;
  const pdc0 = pac0 / INVERTER_EFFICIENCY;
  const z = pdc / pdc0;
  const eff = (INVERTER_EFFICIENCY / INVERTER_REF_EFFICIENCY) * (-0.0162 * z - 0.0059 / z + 0.9858);
  return Math.min(Math.max(pdc * eff, 0), pac0);
}

/**
 * First-year AC kWh per kW DC for a validated input and the site's monthly resource.
 * Pure and fast (12 days × 96 steps); throws RangeError on a malformed resource.
 */
export function computeProduction(input: ProductionInput, resource: MonthlyResource): ProductionResult {
  validateResource(resource);
  const phi = input.latitude * RAD;
  const tracking = input.arrayType === 'one_axis';
  const beta = input.tilt * RAD;
  const gamma = input.azimuth * RAD;
  // Fixed plane normal in (east, north, up).
  const nFixed = [Math.sin(beta) * Math.sin(gamma), Math.sin(beta) * Math.cos(gamma), Math.cos(beta)];
  const lossFactor = 1 - input.losses / 100;
  const therm = SAPM[input.arrayType];
  const monthly: number[] = [];

  for (let m = 0; m < 12; m++) {
    const H = resource.ghi[m];
    const B = (2 * Math.PI * (MEAN_DAYS[m] - 1)) / 365;
    const delta = 0.006918 - 0.399912 * Math.cos(B) + 0.070257 * Math.sin(B) - 0.006758 * Math.cos(2 * B)
      + 0.000907 * Math.sin(2 * B) - 0.002697 * Math.cos(3 * B) + 0.00148 * Math.sin(3 * B);
    const E0 = 1.00011 + 0.034221 * Math.cos(B) + 0.00128 * Math.sin(B) + 0.000719 * Math.cos(2 * B) + 0.000077 * Math.sin(2 * B);
    const x = -Math.tan(phi) * Math.tan(delta);
    const ws = x <= -1 ? Math.PI : x >= 1 ? 0 : Math.acos(x);
    if (ws === 0 || H <= 0) { monthly.push(0); continue; }
    const H0 = (24 / Math.PI) * SOLAR_CONSTANT * E0
      * (Math.cos(phi) * Math.cos(delta) * Math.sin(ws) + ws * Math.sin(phi) * Math.sin(delta)) / 1000;
    const kt = H0 > 0 ? H / H0 : 0;
    const Hd = resource.dhi ? Math.min(resource.dhi[m], H) : H * erbsMonthlyDiffuseFraction(kt, ws / RAD);
    const a = 0.409 + 0.5016 * Math.sin(ws - Math.PI / 3);
    const b = 0.6609 - 0.4767 * Math.sin(ws - Math.PI / 3);
    const denom = Math.sin(ws) - ws * Math.cos(ws);
    const tAvg = resource.tempC[m];
    const wind = resource.windMs ? resource.windMs[m] : DEFAULT_WIND;

    // First pass: shapes, to renormalise day totals to the month's means exactly.
    const gShape = G_SHAPE.fill(0);
    const dShape = D_SHAPE.fill(0);
    let gSum = 0, dSum = 0;
    for (let s = 0; s < STEPS_PER_DAY; s++) {
      const w = ((s + 0.5) * STEP_HOURS - 12) * 15 * RAD;
      const c = Math.cos(w) - Math.cos(ws);
      if (c <= 0) continue;
      const rd = (Math.PI / 24) * c / denom;
      const rt = rd * (a + b * Math.cos(w));
      gShape[s] = rt; dShape[s] = rd; gSum += rt * STEP_HOURS; dSum += rd * STEP_HOURS;
    }
    let energy = 0;
    for (let s = 0; s < STEPS_PER_DAY; s++) {
      if (gShape[s] <= 0) continue;
      const hour = (s + 0.5) * STEP_HOURS;
      const w = (hour - 12) * 15 * RAD;
      const I = (gShape[s] / gSum) * H * 1000; // W/m²
      const Id = Math.min((dShape[s] / dSum) * Hd * 1000, I);
      const Ib = I - Id;
      const sun = [
        -Math.cos(delta) * Math.sin(w),
        Math.cos(phi) * Math.sin(delta) - Math.sin(phi) * Math.cos(delta) * Math.cos(w),
        Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(w),
      ];
      const cosZ = sun[2];
      if (cosZ <= 0.01) continue;
      let n = nFixed, tiltR = beta;
      if (tracking) {
        const limit = TRACKER_LIMIT_DEG * RAD;
        const R = Math.max(-limit, Math.min(limit, Math.atan2(sun[0], sun[2])));
        n = [Math.sin(R), 0, Math.cos(R)];
        tiltR = Math.abs(R);
      }
      const cosT = n[0] * sun[0] + n[1] * sun[1] + n[2] * sun[2];
      const I0h = SOLAR_CONSTANT * E0 * cosZ;
      const Ai = Math.min(Ib / I0h, 1);
      const Rb = Math.max(cosT, 0) / Math.max(cosZ, 0.087);
      const beamPoa = Ib * Rb;
      const skyIso = Id * (1 - Ai) * (1 + Math.cos(tiltR)) / 2;
      const circum = Id * Ai * Rb;
      const ground = I * ALBEDO * (1 - Math.cos(tiltR)) / 2;
      const poa = beamPoa + skyIso + circum + ground;
      // Incidence-angle losses (Brandemuehl & Beckman effective angles for diffuse).
      const td = tiltR / RAD;
      const thSky = (59.7 - 0.1388 * td + 0.001497 * td * td) * RAD;
      const thGnd = (90 - 0.5788 * td + 0.002693 * td * td) * RAD;
      const poaEff = (beamPoa + circum) * iam(Math.acos(Math.min(Math.max(cosT, -1), 1)))
        + skyIso * iam(thSky) + ground * iam(thGnd);
      const tAir = tAvg + DIURNAL_SWING_C * Math.cos(((hour - 15) / 24) * 2 * Math.PI);
      const roofExtra = input.arrayType === 'fixed_roof_mount' ? (poa / 800) * ROOF_EXTRA_C_AT_800 : 0;
      const tCell = poa * Math.exp(therm.a + therm.b * wind) + tAir + (poa / 1000) * therm.dT + roofExtra;
      const pdc = (poaEff / 1000) * (1 + TEMP_COEFF * (tCell - 25)) * lossFactor; // kW per kW DC
      energy += inverterAc(pdc) * STEP_HOURS;
    }
    monthly.push(energy * DAYS_IN_MONTH[m]);
  }
  const monthlyKwhPerKw = monthly.map((v) => Math.round(v * 100) / 100);
  const annualKwhPerKw = Math.round(monthlyKwhPerKw.reduce((s, v) => s + v, 0) * 100) / 100;
  return {
    annualKwhPerKw,
    monthlyKwhPerKw,
    tilt: input.tilt,
    azimuth: input.azimuth,
    losses: input.losses,
    arrayType: input.arrayType,
    dcAcRatio: DC_AC_RATIO,
    inverterEfficiency: INVERTER_EFFICIENCY,
    model: PRODUCTION_MODEL,
  };
}
