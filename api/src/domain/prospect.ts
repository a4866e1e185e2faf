import type { LocationPrecision } from '../geo/index.js';
import { addressDraw, estimateSite, stateOf } from './estimator.js';

/**
 * The documented, deterministic "prospect now" property model behind prospect bulk enrichment.
 * There is no external property-records service, so each address gets stable, plausible facts
 * drawn from a hash of the address (addressDraw), the same answer every time:
 * - owner_type: one of the three owner types of spec §3, equally likely;
 * - property_use: one of the commercial uses below, equally likely;
 * - building_size (ft²): the estimator's building footprint (estimateSite().building_size);
 * - total_assessed_value ($): building_size × an assessed $/ft² for the state (below), spread
 *   ±20 % by a further draw, rounded to $1,000.
 * Property records are never complete, so each field is missing (null) for a share of addresses
 * (MISSING_SHARE); the upload-details table shows those as N/A. The assessed value is also missing
 * whenever the building size is, since it is derived from it.
 */
export { OWNER_TYPES } from './lead-enums.js';
import { OWNER_TYPES } from './lead-enums.js';

export const PROPERTY_USES = [
  'Warehouse', 'Office', 'Retail', 'Manufacturing', 'Distribution Center', 'Cold Storage',
  'Shopping Center', 'Hotel', 'Medical Office', 'School', 'Self Storage', 'Auto Dealership',
  'Church', 'Agricultural',
] as const;

/** Assessed value per ft² of building by state (the four regions of §3); elsewhere the default. */
export const ASSESSED_DOLLARS_PER_SQFT: Record<string, number> = { CA: 310, CT: 190, CO: 175, RI: 185 };
export const DEFAULT_ASSESSED_DOLLARS_PER_SQFT = 150;

/** Share of addresses for which each field is unknown. */
export const MISSING_SHARE = { owner_type: 0.1, property_use: 0.08, building_size: 0.06, total_assessed_value: 0.1 } as const;

export interface ProspectProperty {
  address: string;
  /** False when the address names no US place: every fact is then null, and no lead is offered (issue 12). */
  placed: boolean;
  location_precision: LocationPrecision | null;
  owner_type: string | null;
  building_size: number | null;
  property_use: string | null;
  total_assessed_value: number | null;
}

// Draw indexes of our own, so these facts do not correlate with the estimator's draws (0–3).
const DRAW = { ownerType: 20, ownerMissing: 21, use: 22, useMissing: 23, sizeMissing: 24, valueSpread: 25, valueMissing: 26 } as const;

const pick = <T>(list: readonly T[], draw: number): T => list[Math.min(list.length - 1, Math.floor(draw * list.length))];

export function prospectProperty(address: string): ProspectProperty {
  const draw = (index: number) => addressDraw(address, index);
  const site = estimateSite({ address });
  if (!site) return { address, placed: false, location_precision: null, owner_type: null, building_size: null, property_use: null, total_assessed_value: null };
  const buildingSize = draw(DRAW.sizeMissing) < MISSING_SHARE.building_size ? null : site.building_size;
  const perSqft = ASSESSED_DOLLARS_PER_SQFT[site.state ?? stateOf(address) ?? ''] ?? DEFAULT_ASSESSED_DOLLARS_PER_SQFT;
  const value = buildingSize === null || draw(DRAW.valueMissing) < MISSING_SHARE.total_assessed_value
    ? null
    : Math.round((buildingSize * perSqft * (0.8 + 0.4 * draw(DRAW.valueSpread))) / 1000) * 1000;
  return {
    address,
    placed: true,
    location_precision: site.location_precision,
    owner_type: draw(DRAW.ownerMissing) < MISSING_SHARE.owner_type ? null : pick(OWNER_TYPES, draw(DRAW.ownerType)),
    building_size: buildingSize,
    property_use: draw(DRAW.useMissing) < MISSING_SHARE.property_use ? null : pick(PROPERTY_USES, draw(DRAW.use)),
    total_assessed_value: value,
  };
}
