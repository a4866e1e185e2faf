import type { GatewayContext } from '../context.js';
import { leadsApi, type LeadInclude, type RestLead, type RestLeadFile, type RestLeadRow } from '../rest/leads.js';
import type { RestOrganization } from '../rest/models.js';
import { organizationNode } from './account.js';
import { idOf, toGlobalId } from './ids.js';
import { fileAt } from './media.js';

/** §3 enumerations as GraphQL enum names, indexed by the api's numeric value. */
export const LEAD_STAGES = ['LEAD_CREATED', 'MARKETING_PROPOSAL', 'UTILITY_DATA', 'PRELIMINARY_PROPOSAL', 'SITE_SURVEY', 'DETAILED_PROPOSAL', 'SALE_COMPLETED'] as const;
export const LEAD_STAGE_LABELS = ['Lead created', 'Marketing proposal', 'Utility data', 'Preliminary proposal', 'Site survey', 'Detailed proposal', 'Sale completed'] as const;
export const PROPOSAL_TYPES = ['MARKETING', 'PRELIMINARY', 'DETAILED'] as const;
export const LEAD_FILE_TYPES = ['OTHER_FILES', 'ROOF_LAYOUT_FILE', 'DIRECT_ACCESS_CONTRACT', 'ENERGY_MODELING_FILE', 'SOLAR_DESIGN_FILE',
  'PRODUCTION_SIMULATION_FILE', 'SITE_SURVEY', 'INTERVAL_DATA', 'ROOF_WARRANTY', 'OTHER_PV_DESIGN_REPORT'] as const;
export const LEAD_FILE_TYPE_LABELS = ['Other Files', 'Roof Layout File', 'Direct Access Contract', 'Energy Modeling Tool File', 'Solar Design Tool File',
  'Production Simulation Tool File', 'Site Survey', '15-minute Interval Data', 'Roof Warranty', 'Other PV Design Report'] as const;
/** What a utility bill of no other kind reads as (issue 26: they read 'Other Files' before). */
export const UTILITY_BILL_LABEL = 'Utility Bill';
/** The api's install type strings ↔ enum names. */
/** §3 owner types and proposal intents: the api's text → the schema's enum name. */
export const OWNER_TYPES: Record<string, string> = {
  'Non-Owner Tenant': 'NON_OWNER_TENANT', 'Property Owner/Owner-User/Partner': 'PROPERTY_OWNER', 'Employee/Representative of Owner': 'OWNER_REPRESENTATIVE',
};
export const PROPOSAL_INTENTS: Record<string, string> = { 'Solar Only': 'SOLAR_ONLY', 'Solar + Upgrades': 'SOLAR_UPGRADES', 'Solar + ESS': 'SOLAR_ESS' };
/** An api value as its enum name; a value the map does not know (older free text) reads as null rather than failing the field. */
const enumNameIn = (names: Record<string, string>) => (v: unknown) => (typeof v === 'string' ? names[v] ?? null : null);
export const ownerTypeOf = enumNameIn(OWNER_TYPES);
const proposalIntentOf = enumNameIn(PROPOSAL_INTENTS);
export const INSTALL_TYPES: Record<string, string> = { Rooftop: 'ROOFTOP', GroundMount: 'GROUND_MOUNT', Carport: 'CARPORT', Mixed: 'MIXED' };
export const YES_NO: Record<string, string> = { 1: 'YES', 0: 'NO', '-1': 'UNKNOWN' };
export const ENRICHMENT_STATUSES: Record<string, string> = { pending: 'PENDING', processing: 'PROCESSING', completed: 'COMPLETED', failed: 'FAILED' };
/** The api's location precisions ↔ enum names (README "Geocoding and maps"). */
export const LOCATION_PRECISIONS: Record<string, string> = { rooftop: 'ROOFTOP', street: 'STREET', zip: 'ZIP', city: 'CITY' };
export const locationPrecisionOf = enumNameIn(LOCATION_PRECISIONS);

/**
 * A Lead node. `raw` is the full REST lead (GET /lead/{id}/) when we have it; list rows carry only
 * `row`, and any field the row lacks is read from `fullLead`, one memoised GET per lead per request.
 * Other areas' Lead field resolvers should read `await fullLead(ctx, lead)`, not `lead.raw`.
 */
export function leadNode(raw: RestLead) {
  return { __typename: 'Lead' as const, id: toGlobalId('Lead', raw.id), databaseId: raw.id, raw: raw as RestLead | null, row: null as RestLeadRow | null };
}
export type LeadNode = ReturnType<typeof leadNode>;

export function leadRowNode(row: RestLeadRow): LeadNode {
  return { __typename: 'Lead', id: toGlobalId('Lead', row.id), databaseId: row.id, raw: null, row };
}

/** The full REST lead of a node (the RestClient memoises the GET for the request). */
export async function fullLead(ctx: GatewayContext, node: LeadNode): Promise<RestLead> {
  return node.raw ?? leadsApi(ctx.rest).lead(node.databaseId);
}

/** The refreshed lead that every lead mutation returns in its payload (one upstream GET). */
export async function fetchLeadNode(ctx: GatewayContext, leadId: number, include: readonly LeadInclude[] = []): Promise<LeadNode> {
  return leadNode(await leadsApi(ctx.rest).lead(leadId, include));
}

const float = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const int = (v: unknown) => { const n = float(v); return n === null ? null : Math.round(n); };
const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : v === null || v === undefined ? null : Boolean(v));
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => x != null).map(String) : typeof v === 'string' && v ? [v] : []);
const date = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
const installType = enumNameIn(INSTALL_TYPES);
const yesNo = (v: unknown) => (v === null || v === undefined ? null : YES_NO[String(v)] ?? null);
const json = (v: unknown) => (v === undefined ? null : v);

type Shape = Record<string, (v: unknown) => unknown>;
/** The api's array types (issue 25); the ArrayType enum's resolver (site-economics.ts) names them. */
const ARRAY_TYPES = ['fixed_open_rack', 'fixed_roof_mount', 'one_axis'];
const arrayTypeOf = (v: unknown) => (typeof v === 'string' && ARRAY_TYPES.includes(v) ? v : null);
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** Each shape's fields with their api keys, worked out once rather than at every read (issue 28: the lead page's CPU). */
const shapeFields = new WeakMap<Shape, Array<[field: string, apiKey: string, conv: (v: unknown) => unknown]>>();
/** Maps a REST object onto a typed GraphQL object: each camelCase field from its snake_case key. */
const mapShape = (shape: Shape, obj: Record<string, any> | null | undefined) => {
  let fields = shapeFields.get(shape);
  if (!fields) shapeFields.set(shape, (fields = Object.entries(shape).map(([key, conv]) => [key, snake(key), conv])));
  const mapped: Record<string, unknown> = {};
  for (const [field, apiKey, conv] of fields) mapped[field] = conv(obj?.[apiKey]);
  return mapped;
};

const CUSTOMER: Shape = { emails: strList, firstName: str, lastName: str, name: str, role: str, mailingAddress: str, phoneExtension: str, phoneNumbers: strList };
const PROPERTY: Shape = {
  siteAddress: str, latitude: float, longitude: float, locationPrecision: locationPrecisionOf, state: str, locationMismatchKm: float, buildingUse: int, buildingSize: float, roofComplexity: str, installType, hasSolar: yesNo,
  ownerType: ownerTypeOf, projectNotes: str, utilityName: str, utilityEiaId: int, county: str, utilityRateSchedule: str, avoidedCost: float, preSolarAnnualUtilityCost: float,
  annualConsumption: float, energyConsumptionEstimate: float, rooftopSolarArea: float, rooftopSolarCapacity: float, calculatedSystemSize: float,
  calculatedSystemProduction: float, paceEligibility: bool, solarCost: float, estimatedEpcCost: float, prospectNow: bool,
};
const DESIGN: Shape = {
  proposedSystemSize: float, estimatedProduction: float, epcCost: float, roofRequired: bool, roofingCosts: float, surveyStatus: str,
  surveyScheduledDate: date, surveyCompleteDate: date, surveyApprovedComplete: bool, constructionStartDate: date, totalRoofSize: float,
  helioscopeLink: str, buildingUse: int, essCapacity: float, essEpcPrice: float, essWarrantyLength: float, roofWarrantyLength: float,
  tilt: float, azimuth: float, losses: float, arrayType: arrayTypeOf,
};
const PROJECT: Shape = {
  avoidedCost: float, epcPrice: float, estimatedYearProduction: float, installType, lead: int, systemSize: float, essCapacity: float,
  essSize: float, essEpcPrice: float, essWarrantyLength: float, proposalIntent: proposalIntentOf, userInputData: json,
};
const ESTIMATE: Shape = {
  systemSize: float, estimatedYearProduction: float, epcPrice: float, installType, avoidedCost: float, essCapacity: float, essSize: float,
  essEpcPrice: float, essWarrantyLength: float, rooftopSolarArea: float, rooftopSolarCapacity: float, annualConsumption: float,
  preSolarAnnualUtilityCost: float, solarCost: float, latitude: float, longitude: float, locationPrecision: locationPrecisionOf,
};
export const customerOf = (o: Record<string, any> | null | undefined) => mapShape(CUSTOMER, o);
export const propertyOf = (o: Record<string, any> | null | undefined) => mapShape(PROPERTY, o);
export const designDataOf = (o: Record<string, any> | null | undefined) => mapShape(DESIGN, o);
/** Leads from before issue 12 kept the proposal intent in user_input_data. */
export const projectInfoOf = (o: Record<string, any> | null | undefined) =>
  mapShape(PROJECT, o && o.proposal_intent == null && o.user_input_data?.proposal_intent ? { ...o, proposal_intent: o.user_input_data.proposal_intent } : o);
export const enrichmentEstimateOf = (o: Record<string, any> | null | undefined) => (o ? mapShape(ESTIMATE, o) : null);
export const enrichmentStatusOf = (s: unknown) => ENRICHMENT_STATUSES[String(s)] ?? 'PENDING';

export const leadFileOf = (f: RestLeadFile) => ({
  id: toGlobalId('LeadFile', f.id), databaseId: f.id, name: f.name, path: f.file, file: fileAt('LEAD_FILE', f.file, f.name, f.size), fileType: LEAD_FILE_TYPES[f.file_type] ?? 'OTHER_FILES',
  fileTypeLabel: LEAD_FILE_TYPE_LABELS[f.file_type] ?? LEAD_FILE_TYPE_LABELS[0], size: f.size, created: f.created, leadDatabaseId: f.lead ?? null,
});

/** The Organization a lead belongs to, from the id and name it carries; other fields load on demand (account.ts). */
const leadOrganization = (id: number, name: string) =>
  ({ ...organizationNode({ pk: id, id, name, logo: null, description: '', membership_type: null, business_type: 0 } as RestOrganization), partial: true });
const assignee = (id: number | null, name: string | null) => (id == null ? null : { userId: toGlobalId('User', id), databaseId: id, name: name ?? null });
const stageOf = (status: number) => ({ stage: LEAD_STAGES[status] ?? 'LEAD_CREATED', stageLabel: LEAD_STAGE_LABELS[status] ?? LEAD_STAGE_LABELS[0] });

/** Lead fields a list row answers (no fetch). */
const FROM_ROW: Record<string, (r: RestLeadRow) => unknown> = {
  name: (r) => r.name, created: (r) => r.created, updated: (r) => r.updated,
  stage: (r) => stageOf(r.lead_status).stage, stageLabel: (r) => stageOf(r.lead_status).stageLabel,
  proposalType: (r) => (r.proposal_type == null ? null : PROPOSAL_TYPES[r.proposal_type] ?? null),
  address: (r) => r.address, customerName: (r) => r.customer_name, systemSize: (r) => float(r.system_size),
  latitude: (r) => float(r.latitude), longitude: (r) => float(r.longitude),
  organization: (r) => leadOrganization(r.organization, r.organization_name), organizationName: (r) => r.organization_name,
  associatedUser: (r) => assignee(r.associated_user, r.associated_user_name), associatedUserName: (r) => r.associated_user_name,
  enrichmentStatus: (r) => enrichmentStatusOf(r.enrichment_status),
  cancellation: (r) => (r.cancelled_at ? { cancelledAt: r.cancelled_at, reason: r.cancel_reason ?? '', cancelledByName: r.cancelled_by_name ?? null } : null),
  // Issue 26: the api's answer for the caller; an api without it offers nothing rather than guessing.
  canCancel: (r) => r.can_cancel === true,
};

const customerName = (c: Record<string, any> | null) =>
  str(c?.name) ?? str([c?.first_name, c?.last_name].filter(Boolean).join(' ').trim());

/** Every Lead field from the full REST lead. */
const FROM_LEAD: Record<string, (l: RestLead) => unknown> = {
  ...Object.fromEntries(Object.keys(FROM_ROW).map((k) => [k, (l: RestLead) => FROM_ROW[k](l as unknown as RestLeadRow)])),
  address: (l) => str(l.property?.site_address), customerName: (l) => customerName(l.customer),
  systemSize: (l) => float(l.project_info?.system_size), latitude: (l) => float(l.property?.latitude), longitude: (l) => float(l.property?.longitude),
  customerInterest: (l) => str(l.customer_interest), ownerType: (l) => ownerTypeOf(l.owner_type), leadSource: (l) => str(l.lead_source),
  notes: (l) => str(l.notes), opportunitySubStatus: (l) => str(l.opportunity_sub_status), disposition: (l) => str(l.disposition),
  subStatus: (l) => str(l.sub_status), sdrFinanceStatus: (l) => str(l.sdr_finance_status), energyReseller: (l) => str(l.energy_reseller),
  isProposalsLocked: (l) => Boolean(l.is_proposals_locked), zoomLevel: (l) => int(l.zoom_level),
  customer: (l) => customerOf(l.customer), property: (l) => propertyOf(l.property), designData: (l) => designDataOf(l.design_data),
  projectInfo: (l) => (l.project_info && Object.keys(l.project_info).length ? projectInfoOf(l.project_info) : null),
  upgrades: (l) => (l.upgrades == null ? null : strList(l.upgrades)), workingWithRoofer: (l) => yesNo(l.working_with_roofer),
  roofWarranty: (l) => yesNo(l.roof_warranty), warrantyLength: (l) => float(l.warranty_length),
  // Issue 26: a bill of no other kind is a utility bill, not 'Other Files' (the kind it is filed under).
  utilityBills: (l) => (l.utility_bills ?? []).map((f) => (f.file_type ? leadFileOf(f) : { ...leadFileOf(f), fileTypeLabel: UTILITY_BILL_LABEL })), additionalFiles: (l) => (l.additional_files ?? []).map(leadFileOf),
  systemImagePath: (l) => str(l.system_image), systemImage: (l) => fileAt('SYSTEM_IMAGE', str(l.system_image)),
  // A lead from an api without the history counts every stage up to its own as reached.
  reachedStages: (l) => (Array.isArray(l.reached_stages) ? l.reached_stages : Array.from({ length: l.lead_status + 1 }, (_, i) => i))
    .map((i) => LEAD_STAGES[i]).filter(Boolean),
  // Issue 26: each stage with its moment; an api without the history: the reached stages, undated.
  stageHistory: (l) => (Array.isArray(l.stage_history) ? l.stage_history : (Array.isArray(l.reached_stages) ? l.reached_stages : [l.lead_status]).map((stage) => ({ stage, reached_at: null })))
    .filter((s) => LEAD_STAGES[s.stage])
    .map((s) => ({ stage: LEAD_STAGES[s.stage], label: LEAD_STAGE_LABELS[s.stage], reachedAt: s.reached_at ?? null })),
  isDraft: (l) => l.is_draft === true,
  cancellation: (l) => (l.cancellation?.cancelled_at
    ? { cancelledAt: l.cancellation.cancelled_at, reason: l.cancellation.reason ?? '', cancelledByName: l.cancellation.cancelled_by_name ?? null }
    : null),
};

/** Lead field resolvers: from the full lead when present, else from the row, else one memoised GET. */
export const leadTypeResolvers = {
  // Synchronous unless a fetch is needed: a 50-row list costs no promise per field.
  Lead: {
    ...Object.fromEntries(Object.keys(FROM_LEAD).map((field) => [field, (node: LeadNode, _: unknown, ctx: GatewayContext) => {
      if (node.raw) return FROM_LEAD[field](node.raw);
      if (node.row && field in FROM_ROW) return FROM_ROW[field](node.row);
      return fullLead(ctx, node).then(FROM_LEAD[field]);
    }])),
    leadFile: (node: LeadNode, { id }: { id: string }, ctx: GatewayContext) => leadFileById(node, id, ctx),
  },
};

/** Lead.leadFile(id): one file of the lead, from the full lead (its lists carry every file). */
export async function leadFileById(node: LeadNode, id: string, ctx: GatewayContext) {
  const fileId = idOf(id, 'LeadFile', 'id');
  const lead = await fullLead(ctx, node);
  const file = [...(lead.utility_bills ?? []), ...(lead.additional_files ?? [])].find((f) => f.id === fileId);
  return file ? leadFileOf(file) : null;
}
