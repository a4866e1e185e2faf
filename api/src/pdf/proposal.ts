import type { PricingInputs } from '../domain/pricing.js';
import { dealFiguresOf, type modelData } from '../domain/pricing.js';
import type { PdfSite } from '../domain/site-economics.js';
import { numberSourceLines, rateSourceText, SOURCES_TEXTS, type NumberSources, type SourceLineKey } from '../../../shared/pricing/sources.js';
import { formatDateUtc } from '../../../shared/format/dates.js';
import { heading, renderPdf, table, usd, type Pdf } from './document.js';

export type ModelData = ReturnType<typeof modelData>;

export interface ProposalPdfInput {
  id: number;
  proposalType: string;
  installationName: string;
  leadName: string;
  address: string | null;
  organizationName: string;
  inputs: PricingInputs;
  data: ModelData;
  /** The site's state and utility and the lead's rate source (site-economics.ts pdfSiteOf). */
  site?: PdfSite | null;
  /** Where its numbers come from, as recorded in proposal_data.sources (number-sources.ts). */
  sources?: NumberSources | null;
}

export const rate = (n: number) => `$${n.toFixed(4)}/kWh`;
export const kwh = (n: number) => `${Math.round(n).toLocaleString('en-US')} kWh`;
const percent = (n: number) => `${Number(n.toFixed(2))} %`;

/**
 * The facts both proposals and quotes open with: system, production, PPA rate and escalator. The
 * deal's figures come from dealFiguresOf, as the deal header's and the web page's do (issue 25).
 */
/**
 * The system, the site and (for a PPA) its rate and term. `owned`: the customer buys the system (a
 * PACE quote), so no PPA line is printed — the PPA's rate, escalator and term do not apply to it.
 */
export function drawSystemSummary(doc: Pdf, inputs: PricingInputs, data: ModelData, site: PdfSite | null = null, owned = false) {
  heading(doc, owned ? 'System' : 'System and PPA');
  const a = data.assumptions;
  const f = dealFiguresOf(data);
  const ppa: [string, string][] = owned ? [] : [
    ['PPA rate (year 1)', rate(f.ppa_rate)],
    ['PPA escalator', `${f.ppa_escalator} % per year`],
  ];
  const lines: [string, string][] = [
    ['System type', inputs.system_type],
    ['System size', `${f.system_size.toLocaleString('en-US')} kW DC`],
    ['First-year production', kwh(f.estimated_year_production)],
    ['Storage', inputs.storage === 'none' ? 'None' : `${inputs.storage} storage, ${inputs.ess_capacity.toLocaleString('en-US')} kWh`],
    ...(owned ? [] : [['Deal kind', inputs.deal_kind] as [string, string]]),
    // The site's state and utility (issue 25: a "region" of four states named CA for an Ohio site).
    ...(site?.state ? [['Site', [site.stateName ? `${site.stateName} (${site.state})` : site.state, site.utility].filter(Boolean).join(', ')] as [string, string]] : []),
    ...ppa,
    ['Utility rate (year 1)', `${rate(f.utility_rate)}, escalating ${percent(a.utility_escalator)} per year`],
    ...(site ? [[SOURCES_TEXTS.labels.rateSource, rateSourceText({ value: site.rate, source: site.rateSourceText }, f.utility_rate)] as [string, string]] : []),
    ...(owned ? [] : [['Contract term', `${a.term_years} years`] as [string, string]]),
  ];
  for (const [label, value] of lines) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}

/** Totals and the crossover year (shown, not hidden, when the PPA overtakes the utility rate). */
export function drawSavingsTotals(doc: Pdf, data: ModelData) {
  heading(doc, 'Savings');
  const s = data.system_savings_;
  const f = dealFiguresOf(data);
  doc.text(`Year 1 savings: ${usd(f.year_1_savings)}`);
  doc.font('Helvetica-Bold').text(`Year 25 cumulative savings: ${usd(f.year_25_cumulative_savings)}`).font('Helvetica');
  doc.text(`25-year production: ${kwh(s.total_production_kwh)}`);
  doc.text(s.crossover_year === null
    ? 'Crossover year: none. The PPA rate stays below the utility rate for all 25 years.'
    : `Crossover year: ${s.crossover_year}. From this year the PPA rate is above the projected utility rate.`);
}

/** The year-by-year 25-year savings table. */
export function drawSavingsTable(doc: Pdf, data: ModelData) {
  heading(doc, 'Year-by-year savings');
  table(doc, ['Year', 'Production', 'Utility rate', 'PPA rate', 'Savings', 'Cumulative'],
    data.cash_flow.map((y) => [y.year, kwh(y.production_kwh), rate(y.utility_rate), rate(y.ppa_rate), usd(y.savings), usd(y.cumulative_savings)]),
    [0.6, 1.4, 1.3, 1.3, 1.2, 1.4]);
  doc.moveDown(0.5).fontSize(8).fillColor('#4b5563')
    .text(`Model: production degrades ${data.assumptions.degradation} %/yr; savings_t = kWh_t × (utility_t - PPA_t)`
      + ' plus storage demand savings where an ESS is designed. Figures are estimates, not a guarantee.')
    .fontSize(10).fillColor('#111827');
}

/** The sources lines the system summary does not print already (the site, utility rate and its source, escalators are there). */
const PDF_SOURCE_LINES: SourceLineKey[] = ['production', 'degradation', 'incentives'];

/** Where the production, degradation and incentives come from (shared/pricing/sources.ts, the web page's wording). */
export function drawNumberSources(doc: Pdf, data: ModelData, sources: NumberSources | null) {
  heading(doc, SOURCES_TEXTS.heading);
  for (const l of numberSourceLines(data.assumptions, sources).filter((x) => PDF_SOURCE_LINES.includes(x.key))) {
    doc.font('Helvetica-Bold').text(`${l.label}: `, { continued: true }).font('Helvetica').text(l.text);
  }
}

/** The proposal PDF: cover facts, system and PPA, pricing, savings totals and the 25-year table. */
export function renderProposalPdf(p: ProposalPdfInput): Promise<Buffer> {
  return renderPdf({ title: `Proposal #${p.id} – ${p.installationName}`, author: p.organizationName }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#14532d').text(`${p.proposalType} Proposal #${p.id}`);
    doc.font('Helvetica').fontSize(11).fillColor('#111827')
      .text(p.installationName)
      .text(`Customer: ${p.leadName}`)
      .text(`Site: ${p.address ?? 'N/A'}`)
      .text(`Prepared by ${p.organizationName} on ${formatDateUtc(new Date())}`);
    drawSystemSummary(doc, p.inputs, p.data, p.site ?? null);
    heading(doc, 'Pricing');
    const f = dealFiguresOf(p.data);
    doc.text(`Contract price: ${usd(f.contract_price)} (${usd(f.contract_price_per_watt, 2)}/W)`);
    drawSavingsTotals(doc, p.data);
    drawSavingsTable(doc, p.data);
    if (p.sources !== undefined) drawNumberSources(doc, p.data, p.sources);
  });
}
