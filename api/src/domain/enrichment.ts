import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/client.js';
import { PermanentJobError, type Job } from '../jobs/runner.js';
import { estimateSite } from './estimator.js';
import { withoutNulls } from './leads.js';
import { MESSAGES } from '../messages.js';

/**
 * Lead enrichment ("pre-qualify this address", §4): the documented estimator of estimator.ts
 * applied to the lead's site. It only fills what is empty: every value the user entered (in
 * property, in project_info, or in the wizard's project step kept in intake.project_info) wins.
 */
export type EnrichmentStatus = 'pending' | 'processing' | 'completed' | 'failed';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * What enrichment would store for a lead row (property and project_info), user values kept, and
 * the keys it filled (kept in intake.estimated, so an address change can recompute them); null
 * when the site cannot be placed.
 */
export function enrichedFields(lead: { property: any; design_data: any; project_info: any; intake: any }) {
  const property = lead.property ?? {};
  const design = lead.design_data ?? {};
  const estimate = estimateSite({
    address: String(property.site_address ?? ''),
    latitude: num(property.latitude),
    longitude: num(property.longitude),
    precision: property.location_precision ?? null,
    buildingSizeSqft: num(property.building_size),
    // The utility the rep chose among the ZIP's (issue 25), else the ZIP's most likely one.
    utility: { eia_id: num(property.utility_eia_id), name: typeof property.utility_name === 'string' ? property.utility_name : null },
    // The designed array where the design data has it; a flat commercial roof otherwise.
    orientation: {
      tilt: num(design.tilt) ?? undefined, azimuth: num(design.azimuth) ?? undefined, losses: num(design.losses) ?? undefined,
      array_type: ['fixed_open_rack', 'fixed_roof_mount', 'one_axis'].includes(design.array_type) ? design.array_type : undefined,
    },
  });
  if (!estimate) return null;
  const estimatedProperty = {
    ...(estimate.utility_name ? { utility_name: estimate.utility_name } : {}),
    ...(estimate.utility_eia_id ? { utility_eia_id: estimate.utility_eia_id } : {}),
    latitude: estimate.latitude,
    longitude: estimate.longitude,
    location_precision: estimate.location_precision,
    rooftop_solar_area: estimate.rooftop_solar_area,
    rooftop_solar_capacity: estimate.rooftop_solar_capacity,
    estimated_epc_cost: estimate.estimated_epc_cost,
    solar_cost: estimate.estimated_epc_cost,
    annual_consumption: estimate.annual_consumption,
    energy_consumption_estimate: estimate.annual_consumption,
    pre_solar_annual_utility_cost: estimate.pre_solar_annual_utility_cost,
    avoided_cost: estimate.utility_rate,
    calculated_system_size: estimate.rooftop_solar_capacity,
    calculated_system_production: estimate.estimated_year_production,
  };
  const nextProperty: Record<string, any> = { ...estimatedProperty, ...withoutNulls(property) };

  // The designed system, when there is one, beats the roof estimate; production scales with size.
  const systemSize = num(design.proposed_system_size) ?? num(nextProperty.calculated_system_size) ?? estimate.rooftop_solar_capacity;
  const specificYield = estimate.rooftop_solar_capacity > 0 ? estimate.estimated_year_production / estimate.rooftop_solar_capacity : 0;
  const hasEss = (num(design.ess_capacity) ?? 0) > 0;
  const estimatedProjectInfo = {
    system_size: systemSize,
    estimated_year_production: num(design.estimated_production) ?? round(systemSize * specificYield),
    epc_price: num(design.epc_cost) ?? round(systemSize * 1000 * estimate.epc_price_per_watt),
    install_type: nextProperty.install_type ?? 'Rooftop',
    avoided_cost: num(nextProperty.avoided_cost) ?? estimate.utility_rate,
    ess_capacity: hasEss ? num(design.ess_capacity) : 0,
    ess_size: hasEss ? num(design.ess_capacity) : 0,
    ess_epc_price: hasEss ? num(design.ess_epc_price) ?? 0 : 0,
    ess_warranty_length: num(design.ess_warranty_length),
  };
  const userProjectInfo = withoutNulls(lead.intake?.project_info);
  const nextProjectInfo = withoutNulls({
    ...estimatedProjectInfo,
    ...userProjectInfo,
    ...withoutNulls(lead.project_info),
    ...(Object.keys(userProjectInfo).length && !lead.project_info?.user_input_data ? { user_input_data: userProjectInfo } : {}),
  });
  const filled = (estimated: object, kept: object) => Object.keys(estimated).filter((key) => !(key in kept));
  return {
    property: nextProperty,
    project_info: nextProjectInfo,
    estimated: {
      property: filled(estimatedProperty, withoutNulls(property)),
      project_info: filled(estimatedProjectInfo, { ...userProjectInfo, ...withoutNulls(lead.project_info) }),
    },
  };
}

/**
 * A lead whose site address changed: the values enrichment filled from the old site are dropped
 * (the user's own stay), so the next enrichment computes them for the new one.
 */
export function withoutEstimates(lead: { property: any; project_info: any; intake: any }, keepProperty: Record<string, unknown> = {}) {
  const estimated = lead.intake?.estimated ?? {};
  const drop = (values: any, keys: unknown, keep: Record<string, unknown>) => Object.fromEntries(
    Object.entries(values ?? {}).filter(([key]) => !(Array.isArray(keys) && keys.includes(key)) || key in keep));
  return {
    property: drop(lead.property, estimated.property, keepProperty),
    project_info: drop(lead.project_info, estimated.project_info, {}),
  };
}

async function setStatus(db: Queryable, leadId: number, status: EnrichmentStatus) {
  await db.query('UPDATE leads SET enrichment_status = $2 WHERE id = $1', [leadId, status]);
}

/**
 * The estimator model of a lead's figures (intake.estimate_model): migration 017 queues a
 * re-estimate for leads estimated before it (issue 25: the site's utility and sun), migration 026
 * for leads of 'site-economics-1' (stations alone) now that the stations are carried to the site's
 * PRISM 4 km grid cell.
 */
export const ESTIMATE_MODEL = 'site-economics-2';

/**
 * The 'enrich_lead' job. With payload.reestimate (migrations 017, 026), the values enrichment filled
 * before are dropped first and estimated again with today's model; the user's own stay, and the
 * lead's status and update time are left as they were (nobody edited it).
 */
export async function enrichLead(ctx: ApiContext, job: Job): Promise<void> {
  const leadId = Number(job.payload?.lead_id);
  const reestimate = job.payload?.reestimate === true;
  if (!reestimate) await setStatus(ctx.db, leadId, 'processing');
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<any>('SELECT property, design_data, project_info, intake FROM leads WHERE id = $1 FOR UPDATE', [leadId]);
    if (!rows[0]) throw new PermanentJobError(`lead ${leadId} no longer exists`);
    if (!rows[0].property?.site_address) throw new PermanentJobError(`lead ${leadId} has no site address`);
    if (reestimate && rows[0].intake?.estimate_model === ESTIMATE_MODEL) return;
    const lead = reestimate ? { ...rows[0], ...withoutEstimates(rows[0]) } : rows[0];
    const next = enrichedFields(lead);
    if (!next) {
      // No place, no figures: the user fixes the address or places the pin (issue 12). A re-estimate keeps the old figures.
      if (!reestimate) await tx.query(`UPDATE leads SET enrichment_status = 'failed', enrichment_error = $2 WHERE id = $1`, [leadId, MESSAGES.addressNotFound]);
      return;
    }
    const intake = { ...(rows[0].intake ?? {}), estimated: next.estimated, estimate_model: ESTIMATE_MODEL };
    await tx.query(
      `UPDATE leads SET property = $2, project_info = $3, intake = $4, enrichment_status = 'completed', enrichment_error = NULL${reestimate ? '' : ', updated = now()'} WHERE id = $1`,
      [leadId, JSON.stringify(next.property), JSON.stringify(next.project_info), JSON.stringify(intake)]);
  });
}

export async function enrichmentFailed(ctx: ApiContext, job: Job): Promise<void> {
  await setStatus(ctx.db, Number(job.payload?.lead_id), 'failed');
}

/** GET /lead_enrichment_status/: the estimate once enrichment completed, else null. */
export function enrichmentStatusJson(lead: { enrichment_status: string; enrichment_error?: string | null; project_info: any; property: any }) {
  const done = lead.enrichment_status === 'completed';
  const p = lead.property ?? {};
  return {
    status: lead.enrichment_status as EnrichmentStatus,
    failure_reason: lead.enrichment_status === 'failed' ? lead.enrichment_error ?? null : null,
    enriched_data: done
      ? {
        ...lead.project_info,
        rooftop_solar_area: p.rooftop_solar_area ?? null,
        rooftop_solar_capacity: p.rooftop_solar_capacity ?? null,
        annual_consumption: p.annual_consumption ?? null,
        pre_solar_annual_utility_cost: p.pre_solar_annual_utility_cost ?? null,
        solar_cost: p.solar_cost ?? null,
        latitude: p.latitude ?? null,
        longitude: p.longitude ?? null,
        location_precision: p.location_precision ?? null,
      }
      : null,
  };
}

/**
 * GET /get_project_information_details/: project_info with estimated_year_production and
 * ess_epc_price always filled (estimated on the fly when enrichment has not run yet; 0 for
 * ess_epc_price when no storage is designed), so the lead page's second fetch (§4) has them.
 */
export function projectDetailsJson(lead: { id: number; property: any; design_data: any; project_info: any; intake: any; enrichment_status: string }) {
  const stored = lead.project_info ?? {};
  const filled = (enrichedFields(lead)?.project_info ?? {}) as Record<string, unknown>;
  const project_info = {
    ...stored,
    estimated_year_production: num(stored.estimated_year_production) ?? filled.estimated_year_production ?? null,
    ess_epc_price: num(stored.ess_epc_price) ?? num(lead.design_data?.ess_epc_price) ?? 0,
  };
  return { lead: lead.id, enrichment_status: lead.enrichment_status, project_info, design_data: lead.design_data ?? {} };
}
