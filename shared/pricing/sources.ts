import { PRICING } from './pricing.js';

/**
 * Where a document's numbers come from (issue 25, "say where each number comes from"): the one
 * wording the proposal PDF, the quote PDF's rate line and the customer's web proposal page print.
 * A generated proposal records its sources beside its figures (proposal_data.sources, built by the
 * api's number-sources.ts from the lead's site economics when the document is generated), and the
 * page prints what was recorded: never the site's figures of today.
 *
 * Pure (no Node): the web may word the same lines.
 */

export type RecordedRateSource = 'bill' | 'typed' | 'utility_table' | 'state_average';

/** What a generated document records of its sources (proposal_data.sources). */
export interface NumberSources {
  /** Two-letter state of the site and its name. */
  state: string | null;
  state_name: string | null;
  /** The utility serving the site (the one the rep chose, the ZIP's most likely, or the name on the lead). */
  utility: string | null;
  /** The lead's rate when the document was generated and where it came from (the source named, with its year). */
  rate: { value: number; rate_source: RecordedRateSource; source: string; year: string | number | null } | null;
  /** What a kW DC makes at the site by the production model, and the model and resource data, named. */
  production: {
    kwh_per_kw: number;
    model: 'pvwatts_method' | 'latitude_band';
    source: string;
    /** The TMY3 stations of the resource, nearest first, as "NAME (ST, 12 km)". */
    stations: string[];
    tilt: number;
    azimuth: number;
    losses: number;
    array_type: string;
    /** 'design_data': the lead's design gave the orientation; 'default': a flat commercial roof. */
    orientation_source: 'design_data' | 'default';
  } | null;
}

/** The model figures a document's sources lines read (proposal_data's assumptions). */
export interface SourcedAssumptions {
  utility_rate: number;
  utility_escalator: number;
  ppa_escalator: number;
  degradation: number;
  discount_rate?: number;
  term_years?: number;
  system_size: number;
  estimated_year_production: number;
}

export const SOURCES_TEXTS = {
  heading: 'Where these numbers come from',
  labels: {
    utility: 'Utility',
    utilityRate: 'Utility rate',
    rateSource: 'Utility rate source',
    utilityEscalator: 'Utility rate escalator',
    production: 'Production',
    productionSource: 'Production source',
    degradation: 'Degradation',
    ppaEscalator: 'PPA escalator',
    incentives: 'Incentives',
  },
  /** A rate that is not the lead's recorded one: typed on the proposal itself. */
  enteredForDocument: 'Entered for this document',
  enteredProduction: 'Entered for this lead or document (the system\'s own design or estimate)',
  notRecorded: 'Not recorded with this proposal (generated before its sources were kept)',
  rateSources: {
    bill: 'From your utility bills',
    typed: 'Entered on the lead',
    utility_table: "The utility's average commercial rate",
    state_average: "The state's average commercial rate",
  } satisfies Record<RecordedRateSource, string>,
} as const;

const rateText = (n: number) => `$${n.toFixed(4)}/kWh`;
const percent = (n: number) => `${Number(n.toFixed(2))} %`;
const plain = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** The site: "Ohio (OH), Ohio Edison Co". Null when no state is known. */
export function siteText(s: Pick<NumberSources, 'state' | 'state_name' | 'utility'> | null): string | null {
  if (!s?.state) return null;
  return [s.state_name ? `${s.state_name} (${s.state})` : s.state, s.utility].filter(Boolean).join(', ');
}

/**
 * Where a document's first-year utility rate comes from: the lead's recorded source with its year
 * when the document uses that rate ("EIA Form 861 …, 2019", "Imported utility bills …"), else
 * 'Entered for this document' (a rate typed on the proposal or quote).
 */
export function rateSourceText(rate: { value: number | null; source: string | null; year?: string | number | null } | null, used: number): string {
  if (!rate || rate.value === null || !rate.source || Math.abs(rate.value - used) >= 0.00005) return SOURCES_TEXTS.enteredForDocument;
  return rate.year != null && rate.year !== '' ? `${rate.source}, ${rate.year}` : rate.source;
}

/** Production per kW DC in the document's first year (0 when no size). */
export const kwhPerKwOf = (a: Pick<SourcedAssumptions, 'system_size' | 'estimated_year_production'>) =>
  (a.system_size > 0 ? a.estimated_year_production / a.system_size : 0);

/**
 * Where a document's production comes from: the model and its resource (stations, orientation) when
 * the document's kWh per kW is the model's for the site (within 0.5 %), else entered, with what the
 * model would give.
 */
export function productionSourceText(p: NumberSources['production'], a: Pick<SourcedAssumptions, 'system_size' | 'estimated_year_production'>): string {
  if (!p) return SOURCES_TEXTS.notRecorded;
  const perKw = kwhPerKwOf(a);
  const model = `${p.source}${p.stations.length ? `; stations ${p.stations.join(', ')}` : ''}`
    + (p.model === 'pvwatts_method' ? `; array tilt ${plain(p.tilt, 1)}°, azimuth ${plain(p.azimuth, 1)}°, losses ${percent(p.losses)}, ${p.array_type.replace(/_/g, ' ')}`
      + `${p.orientation_source === 'default' ? ' (a flat commercial roof)' : ' (from the design)'}` : '');
  if (p.kwh_per_kw > 0 && Math.abs(perKw - p.kwh_per_kw) / p.kwh_per_kw < 0.005) return model;
  return `${SOURCES_TEXTS.enteredProduction}; the model gives ${plain(p.kwh_per_kw)} kWh per kW DC here: ${model}`;
}

/** What the figures assume about incentives: none is deducted from the PPA's price. */
export function incentivesText(a: Pick<SourcedAssumptions, 'discount_rate' | 'term_years'>): string {
  const rate = a.discount_rate ?? PRICING.discountRate * 100;
  const term = a.term_years ?? PRICING.termYears;
  return `None deducted: the PPA rate recovers the full contract price over ${term} years at a ${percent(rate)} discount rate; `
    + 'the federal investment tax credit and depreciation go to the system\'s owner and are not in these figures.';
}

export type SourceLineKey = keyof typeof SOURCES_TEXTS.labels;
export interface SourceLine { key: SourceLineKey; label: string; text: string }

/** The rate's source as a line says it: the kind of source, then the source named with its year. */
function rateLineSource(s: NumberSources | null, used: number): string {
  if (!s) return SOURCES_TEXTS.notRecorded;
  const named = s.rate ? rateSourceText({ value: s.rate.value, source: s.rate.source, year: s.rate.year }, used) : SOURCES_TEXTS.enteredForDocument;
  if (!s.rate || named === SOURCES_TEXTS.enteredForDocument) return SOURCES_TEXTS.enteredForDocument;
  const kind = SOURCES_TEXTS.rateSources[s.rate.rate_source];
  return named.startsWith(kind) ? named : `${kind}: ${named}`;
}

/**
 * The lines a document prints beneath its figures: the utility and its rate with source and year,
 * the utility escalator, production with its model and resource, degradation, the PPA escalator
 * and incentives. sources null (a proposal generated before they were recorded): the figures' own
 * values, their sources said to be unrecorded.
 */
export function numberSourceLines(a: SourcedAssumptions, sources: NumberSources | null | undefined): SourceLine[] {
  const l = SOURCES_TEXTS.labels;
  const s = sources ?? null;
  const site = siteText(s);
  const line = (key: SourceLineKey, text: string): SourceLine => ({ key, label: l[key], text });
  return [
    ...(site ? [line('utility', site)] : []),
    line('utilityRate', `${rateText(a.utility_rate)} in year 1. ${rateLineSource(s, a.utility_rate)}`),
    line('utilityEscalator', `${percent(a.utility_escalator)} per year (assumed)`),
    line('production', `${plain(kwhPerKwOf(a))} kWh per kW DC in year 1 (${plain(a.estimated_year_production)} kWh). ${s ? productionSourceText(s.production, a) : SOURCES_TEXTS.notRecorded}`),
    line('degradation', `${percent(a.degradation)} per year of the modules' output`),
    line('ppaEscalator', `${percent(a.ppa_escalator)} per year, as in the agreement`),
    line('incentives', incentivesText(a)),
  ];
}
