import { Type, type Static, type TOptional, type TSchema, type TUnsafe } from 'typebox';
import {
  DEAL_KINDS, ESCALATORS, leadDealFigures, priceDeal as priceDealWithSite, PRICING_BASES, REGIONS, resolveInputs as resolveWithSite,
  STORAGE_OPTIONS, SYSTEM_TYPES, type DealFigures, type LeadDealFigures, type PricingInputs, type SitePricing,
} from '../../../shared/pricing/pricing.js';
import { PROPOSAL_STATUS } from './document-kinds.js';
import { leadEconomics } from './site-economics.js';

/** The pricing model (shared with the web's live preview) and the request schemas of its inputs. */
export * from '../../../shared/pricing/pricing.js';

/** A choice among fixed values; ajv's enum error names the bad value. */
export const choice = <T extends string | number>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: typeof values[0] === 'number' ? 'number' : 'string', enum: [...values], description });

/** The pricing inputs as a request gives them (see PricingFields and ClearablePricingFields). */
const PRICING_SCHEMAS = {
  system_type: choice(SYSTEM_TYPES, 'System type'),
  system_size: Type.Number({ minimum: 0.1, maximum: 100_000, description: 'System size, kW DC' }),
  estimated_year_production: Type.Number({ minimum: 1, maximum: 500_000_000, description: 'First-year production, kWh' }),
  epc_price: Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'EPC price, in epc_price_unit' }),
  epc_price_unit: choice(['$', '$/W'] as const, 'EPC price unit'),
  pricing_basis: choice(PRICING_BASES, 'How profit is set'),
  pricing_value: Type.Number({ minimum: 0, maximum: 1000, description: 'Profit in $/W, or markup in %' }),
  storage: choice(STORAGE_OPTIONS, 'Energy storage duration'),
  ess_capacity: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'ESS capacity, kWh' }),
  ess_price: Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'ESS price, in ess_price_unit' }),
  ess_price_unit: choice(['$', '$/kWh'] as const, 'ESS price unit'),
  escalator: choice(ESCALATORS, 'PPA escalator, %/yr'),
  deal_kind: choice(DEAL_KINDS, 'Deal kind'),
  region: choice(REGIONS, 'Region'),
  utility_rate: Type.Number({ minimum: 0.001, maximum: 5, description: 'First-year utility rate, $/kWh' }),
  utility_escalator: Type.Number({ minimum: 0, maximum: 15, description: 'Utility rate escalation, %/yr (default 3)' }),
};
type PricingSchemas = typeof PRICING_SCHEMAS;
type PricingKey = keyof PricingSchemas;
const pricingEntries = Object.entries(PRICING_SCHEMAS) as [PricingKey, TSchema][];

/** The pricing inputs of a request body, each optional (defaults come from the lead); null is refused. */
export const PricingFields = Object.fromEntries(pricingEntries.map(([key, schema]) => [key, Type.Optional(schema)])) as
  { [K in PricingKey]: TOptional<PricingSchemas[K]> };

/**
 * A pricing value that may also be null (a type array, with null added to a choice's enum: the
 * OpenAPI document shows it as nullable). On a change, null clears the stored value, which then
 * falls back to the lead's (or the documented default), as if it had never been given.
 */
function clearable<T extends TSchema>(schema: T) {
  const s = schema as T & { type: string; enum?: unknown[]; description?: string };
  return Type.Unsafe<Static<T> | null>({
    ...s, type: [s.type, 'null'], ...(s.enum ? { enum: [...s.enum, null] } : {}),
    description: `${s.description}; null clears it (the lead's value or the default applies again)`,
  });
}

/** PricingFields of a change (PATCH): each optional, and null clears the stored value. */
export const ClearablePricingFields = Object.fromEntries(pricingEntries.map(([key, schema]) => [key, Type.Optional(clearable(schema))])) as
  { [K in PricingKey]: TOptional<TUnsafe<Static<PricingSchemas[K]> | null>> };

/**
 * The lead's deal figures as GET /lead/{id}/ answers them (`deal_figures`, the gateway's
 * `Lead.dealFigures`, the deal header's numbers): shared/pricing `leadDealFigures` on the stored
 * lead and its active proposal (proposalJson rows), so the header quotes what the proposal's PDF
 * and web page print, or what generating one from the lead's values would (issue 25).
 */
export function leadDealFiguresOf(lead: Record<string, any>, proposals: ReadonlyArray<Record<string, any>>): LeadDealFigures {
  const active = proposals.find((p) => p.is_active);
  const generated = active && active.proposal_status === PROPOSAL_STATUS.generated && active.proposal_data?.pricing ? active.proposal_data : null;
  return leadDealFigures(withSitePricing(lead), active ? { id: active.id, data: generated, values: active.values ?? active.inputs ?? {} } : null);
}

const sitePricingCache = new WeakMap<object, SitePricing>();

/**
 * The site's own rate and production per kW for pricing (shared/pricing `lead.site_economics`):
 * what Lead.economics answers for the lead's ZIP or pin, so a lead enrichment never reached is
 * priced on its own utility and sun, not on California's rate and a latitude band (issue 25).
 * The web's preview passes the same figures from Lead.economics. Cached per lead row object.
 */
export function sitePricingOf(lead: Record<string, any>): SitePricing {
  let site = sitePricingCache.get(lead);
  if (!site) {
    const e = leadEconomics(lead);
    site = { utility_rate: e.rate?.commercial_rate ?? null, kwh_per_kw: e.production?.annual_kwh_per_kw ?? null };
    sitePricingCache.set(lead, site);
  }
  return site;
}

const withSitePricing = (lead: Record<string, any>) => (lead.site_economics ? lead : { ...lead, site_economics: sitePricingOf(lead) });

/** shared/pricing resolveInputs on the lead with its site's own figures attached (sitePricingOf). */
export function resolveInputs(lead: Record<string, any>, given: Partial<PricingInputs>): Partial<PricingInputs> {
  return resolveWithSite(withSitePricing(lead), given);
}

/** shared/pricing priceDeal on the lead with its site's own figures attached (sitePricingOf). */
export function priceDeal(lead: Record<string, any>, given: Partial<PricingInputs>): DealFigures | null {
  return priceDealWithSite(withSitePricing(lead), given);
}
