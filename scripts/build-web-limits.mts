/**
 * The web's copy of the api's input limits (issue 11: "server limits are mirrored in every form,
 * from one source shared with the api"). The source is the api's own OpenAPI document, built
 * in-process from the schemas that validate the requests (the one served at /api/openapi.json),
 * plus the api's accepted upload types. Writes web/src/validation/limits.generated.ts.
 *
 *   npx tsx scripts/build-web-limits.mts           write the file
 *   npx tsx scripts/build-web-limits.mts --check   exit 1 when the committed file is stale
 *
 * A limit named here that the document no longer has fails the build, so a renamed api field
 * cannot silently drop a form's limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '../api/src/app.js';
import { openPglite } from '../api/src/db/client.js';
import { FILE_TYPES } from '../api/src/http/uploads.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const target = path.join(here, '..', 'web', 'src', 'validation', 'limits.generated.ts');

/**
 * What the web needs, by name: "METHOD /path location.field.sub" in the OpenAPI document
 * (location: body or query; `[]` steps into an array's items). Grouped by the form that uses them.
 */
const WANTED: Record<string, Record<string, string>> = {
  login: {
    emailOrPhone: 'POST /api/login/ body.email_or_phone',
    password: 'POST /api/login/ body.password',
  },
  signup: {
    firstName: 'POST /api/signup/ body.first_name',
    lastName: 'POST /api/signup/ body.last_name',
    companyName: 'POST /api/signup/ body.company_name',
    email: 'POST /api/signup/ body.email',
    password: 'POST /api/signup/ body.password',
    phoneNumber: 'POST /api/signup/ body.phone_number',
  },
  passwordReset: {
    email: 'POST /api/request_reset_password/ body.email',
    password: 'POST /api/reset_password/ body.password',
  },
  user: {
    firstName: 'PATCH /api/user/ body.first_name',
    lastName: 'PATCH /api/user/ body.last_name',
    phoneNumber: 'PATCH /api/user/ body.phone_number',
  },
  organization: {
    name: 'PATCH /api/organization/{pk}/ body.name',
    description: 'PATCH /api/organization/{pk}/ body.description',
  },
  leadCancel: {
    reason: 'POST /api/cancel_lead/{id}/ body.reason',
  },
  leadList: {
    search: 'GET /api/leads/ query.search',
    updated: 'GET /api/leads/ query.updated',
  },
  lead: {
    name: 'POST /api/lead/ body.name',
    notes: 'POST /api/lead/ body.notes',
    ownerType: 'POST /api/lead/ body.owner_type',
    warrantyLength: 'POST /api/lead/ body.warranty_length',
    zoomLevel: 'POST /api/lead/ body.zoom_level',
    upgrade: 'POST /api/lead/ body.upgrades[]',
    utilityBills: 'POST /api/lead/ body.utility_bills',
    additionalFiles: 'POST /api/lead/ body.additional_files',
    customerEmails: 'POST /api/lead/ body.customer.emails',
    customerEmail: 'POST /api/lead/ body.customer.emails[]',
    customerFirstName: 'POST /api/lead/ body.customer.first_name',
    customerLastName: 'POST /api/lead/ body.customer.last_name',
    customerName: 'POST /api/lead/ body.customer.name',
    customerRole: 'POST /api/lead/ body.customer.role',
    customerMailingAddress: 'POST /api/lead/ body.customer.mailing_address',
    customerPhoneExtension: 'POST /api/lead/ body.customer.phone_extension',
    customerPhoneNumbers: 'POST /api/lead/ body.customer.phone_numbers',
    customerPhoneNumber: 'POST /api/lead/ body.customer.phone_numbers[]',
    siteAddress: 'POST /api/lead/ body.property.site_address',
    latitude: 'POST /api/lead/ body.property.latitude',
    longitude: 'POST /api/lead/ body.property.longitude',
    buildingUse: 'POST /api/lead/ body.property.building_use',
    buildingSize: 'POST /api/lead/ body.property.building_size',
    roofComplexity: 'POST /api/lead/ body.property.roof_complexity',
    projectNotes: 'POST /api/lead/ body.property.project_notes',
    utilityName: 'POST /api/lead/ body.property.utility_name',
    county: 'POST /api/lead/ body.property.county',
    utilityRateSchedule: 'POST /api/lead/ body.property.utility_rate_schedule',
    avoidedCost: 'POST /api/lead/ body.property.avoided_cost',
    preSolarAnnualUtilityCost: 'POST /api/lead/ body.property.pre_solar_annual_utility_cost',
    annualConsumption: 'POST /api/lead/ body.property.annual_consumption',
    energyConsumptionEstimate: 'POST /api/lead/ body.property.energy_consumption_estimate',
    rooftopSolarArea: 'POST /api/lead/ body.property.rooftop_solar_area',
    rooftopSolarCapacity: 'POST /api/lead/ body.property.rooftop_solar_capacity',
    calculatedSystemSize: 'POST /api/lead/ body.property.calculated_system_size',
    calculatedSystemProduction: 'POST /api/lead/ body.property.calculated_system_production',
    solarCost: 'POST /api/lead/ body.property.solar_cost',
    estimatedEpcCost: 'POST /api/lead/ body.property.estimated_epc_cost',
    epcPrice: 'POST /api/lead/ body.project_info.epc_price',
    estimatedYearProduction: 'POST /api/lead/ body.project_info.estimated_year_production',
    systemSize: 'POST /api/lead/ body.project_info.system_size',
    essCapacity: 'POST /api/lead/ body.project_info.ess_capacity',
    essSize: 'POST /api/lead/ body.project_info.ess_size',
    essEpcPrice: 'POST /api/lead/ body.project_info.ess_epc_price',
    essWarrantyLength: 'POST /api/lead/ body.project_info.ess_warranty_length',
  },
  /** Fields only the lead page's edit forms send (update_lead). */
  leadUpdate: {
    energyReseller: 'PATCH /api/update_lead/{lead}/ body.energy_reseller',
    proposedSystemSize: 'PATCH /api/update_lead/{lead}/ body.design_data.proposed_system_size',
    estimatedProduction: 'PATCH /api/update_lead/{lead}/ body.design_data.estimated_production',
    epcCost: 'PATCH /api/update_lead/{lead}/ body.design_data.epc_cost',
    roofingCosts: 'PATCH /api/update_lead/{lead}/ body.design_data.roofing_costs',
    surveyStatus: 'PATCH /api/update_lead/{lead}/ body.design_data.survey_status',
    totalRoofSize: 'PATCH /api/update_lead/{lead}/ body.design_data.total_roof_size',
    helioscopeLink: 'PATCH /api/update_lead/{lead}/ body.design_data.helioscope_link',
    roofWarrantyLength: 'PATCH /api/update_lead/{lead}/ body.design_data.roof_warranty_length',
  },
  /** A deal's values (quotes take every proposal value plus the financing ones). */
  deal: {
    installationName: 'PATCH /api/proposal/{id}/ body.installation_name',
    systemSize: 'PATCH /api/quote/{id}/ body.values.system_size',
    estimatedYearProduction: 'PATCH /api/quote/{id}/ body.values.estimated_year_production',
    epcPrice: 'PATCH /api/quote/{id}/ body.values.epc_price',
    pricingValue: 'PATCH /api/quote/{id}/ body.values.pricing_value',
    essCapacity: 'PATCH /api/quote/{id}/ body.values.ess_capacity',
    essPrice: 'PATCH /api/quote/{id}/ body.values.ess_price',
    utilityRate: 'PATCH /api/quote/{id}/ body.values.utility_rate',
    utilityEscalator: 'PATCH /api/quote/{id}/ body.values.utility_escalator',
    termYears: 'PATCH /api/quote/{id}/ body.values.term_years',
    interestRate: 'PATCH /api/quote/{id}/ body.values.interest_rate',
    roofCost: 'PATCH /api/quote/{id}/ body.values.roof_cost',
  },
  invite: {
    email: 'POST /api/invited_users/ body.email',
    name: 'POST /api/invited_users/ body.name',
    organizationName: 'POST /api/invited_users/ body.organization_name',
  },
  resource: { name: 'POST /api/portal_resource/ body.name' },
  enrichment: { name: 'POST /api/bulk_enrichment/ body.name' },
  support: {
    contact: 'POST /api/support_info/ body.contact',
    message: 'POST /api/support_info/ body.message',
  },
  utility: { referral: 'GET /api/utility_authorizations/ query.referral' },
};

/** The JSON-schema keywords a form can mirror. */
const KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems', 'pattern'] as const;
type Limit = Partial<Record<(typeof KEYWORDS)[number], number | string>> & { digits?: number };

type Schema = Record<string, any>;

/** The schemas a request location offers (a body may be JSON or multipart: each is a variant). */
function variants(schema: Schema | undefined): Schema[] {
  if (!schema) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])] as Schema[];
  return [schema, ...alternatives.flatMap(variants)];
}

function step(schemas: Schema[], key: string): Schema[] {
  return schemas.flatMap(variants).flatMap((s) => {
    if (key === '[]') return s.items ? [s.items] : [];
    return s.properties?.[key] ? [s.properties[key]] : [];
  });
}

function resolve(doc: Schema, selector: string): Limit {
  const [method, route, where] = selector.split(' ');
  const op = doc.paths?.[route]?.[method.toLowerCase()];
  if (!op) throw new Error(`${selector}: no such operation in the OpenAPI document`);
  const [location, ...fieldPath] = where.replace(/\[\]/g, '.[]').split('.');
  let schemas: Schema[];
  if (location === 'body') {
    schemas = Object.values(op.requestBody?.content ?? {}).map((c: any) => c.schema);
  } else {
    const param = (op.parameters ?? []).find((p: any) => p.in === location && p.name === fieldPath[0]);
    schemas = param ? [param.schema] : [];
    fieldPath.shift();
  }
  for (const key of fieldPath) schemas = step(schemas, key);
  if (!schemas.length) throw new Error(`${selector}: no such field in the OpenAPI document`);
  return leaf(schemas);
}

/** One field's keywords (the first variant that has each), plus the digits of a phone pattern. */
function leaf(schemas: Schema[]): Limit {
  const limit: Limit = {};
  for (const s of schemas.flatMap(variants)) {
    for (const k of KEYWORDS) if (s[k] !== undefined && limit[k] === undefined) limit[k] = s[k];
  }
  // Phone numbers are "+1" and a fixed count of digits (^\+1\d{10}$): the form types the digits.
  const digits = typeof limit.pattern === 'string' ? /\\d\{(\d+)\}\$$/.exec(limit.pattern) : null;
  if (digits) limit.digits = Number(digits[1]);
  return limit;
}

/**
 * Whole request bodies, walked field by field (camelCase, as the GraphQL inputs name them), for
 * forms generated from a field list (the lead page's Details form, the intake wizard).
 */
const BODIES: Record<string, string> = {
  createLead: 'POST /api/lead/ body',
  updateLead: 'PATCH /api/update_lead/{lead}/ body',
};

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Every field of a body with its limits: objects nest, arrays give maxItems and their item's limits. */
function tree(schemas: Schema[]): Record<string, unknown> {
  const names = new Set(schemas.flatMap(variants).flatMap((s) => Object.keys(s.properties ?? {})));
  const out: Record<string, unknown> = {};
  for (const name of [...names].sort()) {
    const child = step(schemas, name);
    const flat = child.flatMap(variants);
    const node: Record<string, unknown> = flat.some((s) => s.properties) ? tree(child) : { ...leaf(child) };
    if (flat.some((s) => s.items)) {
      const item = leaf(step(child, '[]'));
      if (Object.keys(item).length) node.item = item;
    }
    if (Object.keys(node).length) out[camel(name)] = node;
  }
  return out;
}

function bodyTree(doc: Schema, selector: string) {
  const [method, route] = selector.split(' ');
  const op = doc.paths?.[route]?.[method.toLowerCase()];
  if (!op?.requestBody) throw new Error(`${selector}: no such request body in the OpenAPI document`);
  return tree(Object.values(op.requestBody.content ?? {}).map((c: any) => c.schema as Schema));
}

export async function openApiDocument(): Promise<Schema> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-limits-'));
  const db = await openPglite(null);
  const app = await createApi({ db, logger: false, config: { dataDir, jobPollMs: 0 } });
  try {
    await app.ready();
    return app.swagger() as Schema;
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function limitsText(doc: Schema): string {
  const groups = Object.fromEntries(
    Object.entries(WANTED).map(([group, fields]) => [group, Object.fromEntries(Object.entries(fields).map(([name, sel]) => [name, resolve(doc, sel)]))]),
  );
  const bodies = Object.fromEntries(Object.entries(BODIES).map(([name, sel]) => [name, bodyTree(doc, sel)]));
  const fileTypes = Object.fromEntries(Object.entries(FILE_TYPES).map(([kind, exts]) => [kind, exts.map((e) => `.${e}`)]));
  return [
    '// GENERATED by `npx tsx scripts/build-web-limits.mts` from the api\'s OpenAPI document',
    '// (the schemas that validate its requests) and its accepted upload types. Do not edit:',
    '// change the api, then run the script. scripts/test.sh fails when this file is stale.',
    '',
    `export const API_LIMITS = ${JSON.stringify(groups, null, 2)} as const;`,
    '',
    "/** Whole request bodies, field by field (camelCase); an array gives maxItems and its item's limits. */",
    `export const API_BODY_LIMITS = ${JSON.stringify(bodies, null, 2)} as const;`,
    '',
    '/** Accepted upload extensions per kind of upload (lower case, with the dot). */',
    `export const API_FILE_TYPES = ${JSON.stringify(fileTypes, null, 2)} as const;`,
    '',
  ].join('\n');
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const text = limitsText(await openApiDocument());
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), target)} is stale: run npx tsx scripts/build-web-limits.mts`);
      process.exit(1);
    }
    console.log('web limits are current');
  } else {
    fs.writeFileSync(target, text);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}
