import type { PaceResult } from '../domain/pace.js';
import { dealFiguresOf, type PricingInputs } from '../domain/pricing.js';
import { formatDateUtc } from '../../../shared/format/dates.js';
import { heading, renderPdf, table, usd } from './document.js';
import type { PdfSite } from '../domain/site-economics.js';
import { drawSavingsTable, drawSavingsTotals, drawSystemSummary, type ModelData } from './proposal.js';

export interface QuotePdfInput {
  id: number;
  quoteType: 'standard' | 'pace';
  leadName: string;
  address: string | null;
  organizationName: string;
  inputs: PricingInputs;
  data: ModelData;
  pace: PaceResult | null;
  paceMode?: string;
  /** The site's state and utility and the lead's rate source (site-economics.ts pdfSiteOf). */
  site?: PdfSite | null;
}

/** The quote PDF: pricing breakdown, PPA rate, savings; a PACE quote adds its financing beside the cash flow. */
export function renderQuotePdf(q: QuotePdfInput): Promise<Buffer> {
  const title = q.quoteType === 'pace' ? `PACE Quote #${q.id}` : `Quote #${q.id}`;
  return renderPdf({ title, author: q.organizationName }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#14532d').text(title);
    doc.font('Helvetica').fontSize(11).fillColor('#111827')
      .text(`Customer: ${q.leadName}`)
      .text(`Site: ${q.address ?? 'N/A'}`)
      .text(`Prepared by ${q.organizationName} on ${formatDateUtc(new Date())}`);
    drawSystemSummary(doc, q.inputs, q.data, q.site ?? null);

    heading(doc, 'Pricing breakdown');
    const p = q.data.pricing;
    const f = dealFiguresOf(q.data); // the deal's price, as every surface quotes it (issue 25)
    const basis = q.inputs.pricing_basis === 'Use MarkUp Percent'
      ? `${q.inputs.pricing_value} % markup on cost` : `${usd(q.inputs.pricing_value, 2)}/W (${q.inputs.pricing_basis})`;
    table(doc, ['Item', 'Basis', 'Amount'], [
      ['EPC cost', q.inputs.epc_price_unit === '$/W' ? `${usd(q.inputs.epc_price, 2)}/W x ${p.watts.toLocaleString('en-US')} W` : 'Fixed price', usd(p.epc_cost)],
      ['ESS cost', q.inputs.storage === 'none' ? 'No storage' : q.inputs.ess_price_unit === '$/kWh' ? `${usd(q.inputs.ess_price)}/kWh x ${q.inputs.ess_capacity} kWh` : 'Fixed price', usd(p.ess_cost)],
      ['Profit', basis, usd(p.profit)],
      ['Contract price', `${usd(f.contract_price_per_watt, 2)}/W`, usd(f.contract_price)],
    ], [1.2, 2.6, 1.2]);

    drawSavingsTotals(doc, q.data);
    if (q.pace) {
      const f = q.pace;
      heading(doc, `PACE financing (${f.program})`);
      doc.text(`Eligible cost: ${usd(f.eligible_cost)}; program fee ${usd(f.program_fee)}; bond discount ${usd(f.bond_discount)} (${q.paceMode}).`);
      doc.font('Helvetica-Bold').text(`Financed amount: ${usd(f.financed_amount)}`);
      doc.text(`Yearly assessment: ${usd(f.annual_assessment)} for ${f.term_years} years at ${f.interest_rate} %`).font('Helvetica');
      doc.text(`Owner's 25-year net cash flow after assessments: ${usd(f.year_25_cumulative_net)}`);
      heading(doc, 'Owner cash flow with PACE');
      table(doc, ['Year', 'Utility savings', 'Assessment', 'Net', 'Cumulative net'],
        f.cash_flow.map((y) => [y.year, usd(y.savings), usd(y.assessment), usd(y.net), usd(y.cumulative_net)]), [0.6, 1.4, 1.3, 1.3, 1.5]);
    }
    drawSavingsTable(doc, q.data);
  });
}
