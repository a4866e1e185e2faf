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

/** The quote PDF: pricing breakdown, PPA rate and savings; a PACE quote the owner's savings, its financing and the owner's net instead. */
export function renderQuotePdf(q: QuotePdfInput): Promise<Buffer> {
  const title = q.quoteType === 'pace' ? `PACE Quote #${q.id}` : `Quote #${q.id}`;
  return renderPdf({ title, author: q.organizationName }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#14532d').text(title);
    doc.font('Helvetica').fontSize(11).fillColor('#111827')
      .text(`Customer: ${q.leadName}`)
      .text(`Site: ${q.address ?? 'N/A'}`)
      .text(`Prepared by ${q.organizationName} on ${formatDateUtc(new Date())}`);
    // A PACE-financed system is the owner's: its quote prints the owner's savings and net, never a
    // PPA's rate and savings beside them (issue 25: it printed the PPA totals beside the PACE net).
    const owned = q.quoteType === 'pace' && q.pace !== null;
    drawSystemSummary(doc, q.inputs, q.data, q.site ?? null, owned);

    heading(doc, 'Pricing breakdown');
    const p = q.data.pricing;
    const f = dealFiguresOf(q.data); // the deal's price, as every surface quotes it (issue 25)
    const basis = q.inputs.pricing_basis === 'Use MarkUp Percent'
      ? `${q.inputs.pricing_value} % markup on cost` : `${usd(q.inputs.pricing_value, 2)}/W (${q.inputs.pricing_basis})`;
    table(doc, ['Item', 'Basis', 'Amount'], [
      ['EPC cost', q.inputs.epc_price_unit === '$/W' ? `${usd(q.inputs.epc_price, 2)}/W x ${p.watts.toLocaleString('en-US')} W` : 'Fixed price', usd(p.epc_cost)],
      ['ESS cost', q.inputs.storage === 'none' ? 'No storage' : q.inputs.ess_price_unit === '$/kWh' ? `${usd(q.inputs.ess_price)}/kWh x ${q.inputs.ess_capacity} kWh` : 'Fixed price', usd(p.ess_cost)],
      ['Profit', basis, usd(p.profit)],
      [owned ? 'System price' : 'Contract price', `${usd(f.contract_price_per_watt, 2)}/W`, usd(f.contract_price)],
    ], [1.2, 2.6, 1.2]);

    if (!owned || !q.pace) {
      drawSavingsTotals(doc, q.data);
      drawSavingsTable(doc, q.data);
      return;
    }
    const pace = q.pace;
    const years = pace.cash_flow.length;
    const billSavings = pace.cash_flow.reduce((sum, y) => sum + y.savings, 0);
    heading(doc, "Owner's savings");
    doc.text(`Year 1 utility bill savings: ${usd(pace.cash_flow[0]?.savings ?? 0)}`);
    doc.text(`${years}-year utility bill savings: ${usd(billSavings)}`);
    doc.font('Helvetica-Bold').text(`Owner's ${years}-year net cash flow after assessments: ${usd(pace.year_25_cumulative_net)}`).font('Helvetica');
    heading(doc, `PACE financing (${pace.program})`);
    doc.text(`Eligible cost: ${usd(pace.eligible_cost)}; program fee ${usd(pace.program_fee)}; bond discount ${usd(pace.bond_discount)} (${q.paceMode}).`);
    doc.font('Helvetica-Bold').text(`Financed amount: ${usd(pace.financed_amount)}`);
    doc.text(`Yearly assessment: ${usd(pace.annual_assessment)} for ${pace.term_years} years at ${pace.interest_rate} %`).font('Helvetica');
    heading(doc, 'Owner cash flow with PACE');
    table(doc, ['Year', 'Utility savings', 'Assessment', 'Net', 'Cumulative net'],
      pace.cash_flow.map((y) => [y.year, usd(y.savings), usd(y.assessment), usd(y.net), usd(y.cumulative_net)]), [0.6, 1.4, 1.3, 1.3, 1.5]);
    doc.moveDown(0.5).fontSize(8).fillColor('#4b5563')
      .text(`Model: the owner buys the system with PACE and keeps the whole utility bill saving (kWh_t × utility rate_t, production degrading ${q.data.assumptions.degradation} %/yr, plus storage demand savings where designed) and pays the assessment through the property tax bill; no PPA applies. Figures are estimates, not a guarantee.`)
      .fontSize(10).fillColor('#111827');
  });
}
