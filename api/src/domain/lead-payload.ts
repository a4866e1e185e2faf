import { Type, type TSchema } from 'typebox';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../http/formats.js';
import { OWNER_TYPES, PROPOSAL_INTENTS } from './lead-enums.js';

/**
 * Schemas of what callers send about a lead (§3: the lead-creation payload and the update
 * payload). Nested objects list their known keys and refuse unknown ones, so a typo is a clear
 * 400 rather than a silently stored key. Nullable values use JSON-schema type arrays rather than
 * anyOf: with the api's type coercion an anyOf [number, null] would turn null into 0.
 */
const orNull = (schema: Record<string, unknown>, description?: string) => {
  const s = { ...schema, ...(description ? { description } : {}) } as any;
  // An enum keeps its type as a type array too, or coercion would turn null into 0 (a "No").
  if (s.enum) return Type.Unsafe<any>({ ...s, ...(s.type ? { type: [...[s.type].flat(), 'null'] } : {}), enum: [...s.enum, null] });
  return Type.Unsafe<any>({ ...s, type: [...[s.type].flat(), 'null'] });
};
const text = (maxLength: number, description?: string) => orNull({ type: 'string', maxLength }, description);
const num = (minimum: number, maximum: number, description?: string) => orNull({ type: 'number', minimum, maximum }, description);
const int = (minimum: number, maximum: number, description?: string) => orNull({ type: 'integer', minimum, maximum }, description);
const date = (description?: string) => orNull({ type: 'string', format: 'date' }, description);
const bool = (description?: string) => orNull({ type: 'boolean' }, description);
/** Yes / No / I don't know of §3: 1 / 0 / -1. */
const yesNo = (description?: string) => orNull({ type: 'integer', enum: [1, 0, -1] }, description);
const strict = <T extends Record<string, TSchema>>(properties: T, description: string, required: Record<string, TSchema> = {}) =>
  Type.Object({ ...Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, Type.Optional(v)])), ...required } as any, { additionalProperties: false, description });

const MONEY = 1e12;
export const INSTALL_TYPES = ['Rooftop', 'GroundMount', 'Carport', 'Mixed'] as const;

export const CustomerSchema = strict({
  emails: Type.Array(Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 }), { maxItems: 10 }),
  first_name: text(150), last_name: text(150), name: text(300), role: text(150),
  mailing_address: text(500),
  phone_extension: orNull({ type: 'string', pattern: '^\\d{0,10}$' }, 'Digits only, up to 10'),
  phone_numbers: Type.Array(Type.String({ pattern: PHONE_PATTERN }), { maxItems: 10, description: '"+1" followed by 10 digits' }),
}, 'The customer (§3)');

const PROPERTY_FIELDS = {
  site_address: text(500, 'Required when creating a lead'),
  latitude: num(-90, 90), longitude: num(-180, 180),
  location_precision: orNull({ enum: ['rooftop', 'street', 'zip', 'city'] }, 'How precisely latitude/longitude place the site (docs/configuration.md "Geocoding and maps"); without coordinates the api places the address itself'),
  state: orNull({ type: 'string', maxLength: 2 }, 'Set by the api from the address (a value sent is replaced)'),
  location_mismatch_km: num(0, 50_000, 'Set by the api: how far the pin is from the place the address names, when further than that place allows; null when they agree'),
  building_use: int(1, 25, 'Building use code 1 (Warehouse) to 25 (Orchard)'),
  building_size: num(0, 1e8, 'Building footprint in ft², used by the estimator when given'),
  roof_complexity: orNull({ type: 'string', maxLength: 50 }),
  install_type: orNull({ enum: [...INSTALL_TYPES] }),
  has_solar: yesNo('1 yes, 0 no, -1 unknown'),
  owner_type: orNull({ enum: [...OWNER_TYPES] }, 'One of the §3 owner types'), project_notes: text(5000, 'From the project scope notes field'),
  utility_name: text(200, "The site's utility: filled by enrichment with the ZIP's most likely one (issue 25); a rep may choose another of the ZIP's or type one"),
  utility_eia_id: int(1, 99_999_999, "EIA id of the utility chosen among the site ZIP's utilities (GET /api/site_economics/); one that does not serve the ZIP is refused"),
  county: text(100), utility_rate_schedule: text(200),
  avoided_cost: num(0, 100, '$/kWh'), pre_solar_annual_utility_cost: num(0, MONEY), annual_consumption: num(0, 1e12, 'kWh/yr'),
  energy_consumption_estimate: num(0, 1e12, 'kWh/yr'), rooftop_solar_area: num(0, 1e9, 'ft²'), rooftop_solar_capacity: num(0, 1e9, 'kW DC'),
  calculated_system_size: num(0, 1e9, 'kW DC'), calculated_system_production: num(0, 1e12, 'kWh/yr'),
  pace_eligibility: bool(), solar_cost: num(0, MONEY), estimated_epc_cost: num(0, MONEY), prospect_now: bool(),
};
export const PropertySchema = strict(PROPERTY_FIELDS, 'The property (§3)');
const PropertyCreateSchema = strict(PROPERTY_FIELDS, 'The property (§3); site_address is required',
  { site_address: Type.String({ minLength: 1, maxLength: 500 }) });

export const DesignDataSchema = strict({
  proposed_system_size: num(0, 1e9, 'kW DC'), estimated_production: num(0, 1e12, 'kWh/yr'), epc_cost: num(0, MONEY),
  roof_required: bool(), roofing_costs: num(0, MONEY), survey_status: text(100),
  survey_scheduled_date: date('Setting it moves the lead to stage 4'), survey_complete_date: date('Setting it moves the lead to stage 4'),
  survey_approved_complete: bool(), construction_start_date: date(), total_roof_size: num(0, 1e9, 'ft²'),
  helioscope_link: orNull({ type: 'string', maxLength: 1000, pattern: '^https?://' }), building_use: int(1, 25),
  ess_capacity: num(0, 1e9, 'kWh'), ess_epc_price: num(0, MONEY), ess_warranty_length: num(0, 100, 'years'), roof_warranty_length: num(0, 100, 'years'),
  // The array, for the production estimate (issue 25); a flat commercial roof where not given (tilt 10°, azimuth 180°, losses 14.08 %, roof mount).
  tilt: num(0, 90, 'Array tilt from horizontal, degrees'), azimuth: num(0, 359.99, 'Array azimuth, degrees clockwise from north (180 = south)'),
  losses: num(-5, 99, 'System losses, % (PVWatts default 14.08)'),
  array_type: orNull({ enum: ['fixed_open_rack', 'fixed_roof_mount', 'one_axis'] }, 'How the array is mounted'),
}, 'The system design (§3)');

export const ProjectInfoSchema = strict({
  avoided_cost: num(0, 100), epc_price: num(0, MONEY), estimated_year_production: num(0, 1e12), install_type: orNull({ enum: [...INSTALL_TYPES] }),
  system_size: num(0, 1e9), ess_capacity: num(0, 1e9), ess_size: num(0, 1e9), ess_epc_price: num(0, MONEY), ess_warranty_length: num(0, 100),
  proposal_intent: orNull({ enum: [...PROPOSAL_INTENTS] }, 'One of the §3 proposal intents'),
  lead: int(1, 2_147_483_647, 'Answered as the lead\'s id; accepted (and ignored) so a client may send project_info back as it got it'),
  user_input_data: orNull({ type: 'object', maxProperties: 50 }),
}, 'Project information (§3); filled by enrichment where the user left it empty');

const fileIds = (description: string) => Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 50, uniqueItems: true, description });

/**
 * What the wizard asks about the project (§3 lead-creation payload), accepted alike on create and
 * update. proposal_type has its own column; the rest are kept in the lead's intake.
 */
const INTAKE_FIELDS = {
  proposal_type: Type.Optional(orNull({ type: 'integer', enum: [0, 1, 2] }, '0 Marketing, 1 Preliminary, 2 Detailed')),
  upgrades: Type.Optional(orNull({ type: ['array', 'string'], maxLength: 1000, maxItems: 20, items: { type: 'string', maxLength: 100 } }, 'Planned upgrades (a list or free text)')),
  working_with_roofer: Type.Optional(yesNo()),
  roof_warranty: Type.Optional(yesNo()),
  warranty_length: Type.Optional(num(0, 100, 'years')),
};
/** The INTAKE_FIELDS stored in the lead's intake object (all but proposal_type). */
export const INTAKE_KEYS = ['upgrades', 'working_with_roofer', 'roof_warranty', 'warranty_length'] as const;

export const LeadCreateSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  customer: Type.Optional(CustomerSchema),
  property: PropertyCreateSchema,
  project_info: Type.Optional(ProjectInfoSchema),
  zoom_level: Type.Optional(int(1, 22, 'Map zoom (default 19)')),
  ...INTAKE_FIELDS,
  owner_type: Type.Optional(orNull({ enum: [...OWNER_TYPES] }, 'One of the §3 owner types')),
  notes: Type.Optional(text(5000)),
  utility_bills: Type.Optional(fileIds('Ids of utility bills uploaded before the lead existed')),
  additional_files: Type.Optional(fileIds('Ids of additional files uploaded before the lead existed')),
  organization: Type.Optional(Type.Integer({ minimum: 1, description: 'Super admins and org admins only' })),
  associated_user: Type.Optional(Type.Integer({ minimum: 1, description: 'Super admins and org admins only; must belong to the organization' })),
  draft: Type.Optional(Type.Boolean({ description: 'A draft (the intake wizard before its final submit): hidden from the list, summary, pipeline and map until POST /submit_lead/{id}/; purged after 30 days' })),
}, { additionalProperties: false });

/** project_info as stored: its `lead` is answered from the row's id (leadJson), never kept from a client. */
export function storedProjectInfo<T extends Record<string, unknown> | null | undefined>(projectInfo: T): T {
  if (!projectInfo || !('lead' in projectInfo)) return projectInfo;
  const { lead: _answeredNotStored, ...rest } = projectInfo;
  return rest as T;
}

export const LeadUpdateSchema = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  customer: Type.Optional(CustomerSchema),
  property: Type.Optional(PropertySchema),
  design_data: Type.Optional(DesignDataSchema),
  project_info: Type.Optional(ProjectInfoSchema),
  energy_reseller: Type.Optional(text(200)),
  owner_type: Type.Optional(orNull({ enum: [...OWNER_TYPES] }, 'One of the §3 owner types; null clears it')),
  zoom_level: Type.Optional(int(1, 22)),
  notes: Type.Optional(text(5000)),
  expected_close_date: Type.Optional(orNull({ type: 'string', maxLength: 10 }, 'Issue 26: the day the deal is expected to close, YYYY-MM-DD (2000-01-01 to 2099-12-31); null clears it')),
  ...INTAKE_FIELDS,
  organization: Type.Optional(Type.Integer({ minimum: 1, description: 'Super admins and org admins only' })),
  associated_user: Type.Optional(orNull({ type: 'integer', minimum: 1 }, 'Super admins and org admins only')),
  system_image: Type.Optional(Type.Unsafe<any>({ type: ['object', 'null'], description: 'Multipart image file; JSON null removes it' })),
}, { additionalProperties: false });

/** Merges an update into a stored object: given keys replace, keys set to null are removed. */
export function mergeNested(stored: Record<string, unknown> | null | undefined, patch: Record<string, unknown> | undefined) {
  const merged: Record<string, unknown> = { ...(stored ?? {}) };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
