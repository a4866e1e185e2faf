import { formatDate } from '../../../shared/format/dates.js';
import type { FastifyReply } from 'fastify';
import { dealFiguresOf } from '../domain/pricing.js';
import type { ModelData } from '../pdf/proposal.js';
import { numberSourceLines, SOURCES_TEXTS, type NumberSources } from '../../../shared/pricing/sources.js';
import { CUSTOMER_PAGE_TEXTS as T } from '../customer-pages-messages.js';
import { brandHeader, contactCard, escape, publicPageHeaders, STYLE, summaryDl, type SigningBrand } from './signing-page.js';

/**
 * Accepting the proposal on its page (issue 26, item 13): the form, the acceptance already made,
 * or nothing (a cancelled lead's page says it is no longer active instead).
 */
export type ProposalAcceptView =
  | { state: 'form'; sendsAgreement: boolean; errors?: string[]; name?: string; email?: string }
  | { state: 'accepted'; acceptedOn: string; name: string; agreementSent: boolean; justNow?: boolean };

/** What the web proposal link's page shows (issue 15): the proposal, or a message that reveals nothing about it. */
export type ProposalPageView =
  | {
    kind: 'proposal';
    proposalId: number;
    proposalType: string;
    installationName: string;
    customerName: string;
    site: string | null;
    generatedOn: string | null;
    expiresOn: string;
    /** proposal_data as generated: its figures, and where they come from (sources, absent on proposals generated before issue 25). */
    data: ModelData & { sources?: NumberSources | null };
    pdfUrl: string | null;
    /** Where the acceptance form posts. */
    acceptUrl?: string | null;
    brand: SigningBrand;
    /** Set when the lead is cancelled (closed-lost): the page stays readable and says so. */
    notice?: string | null;
    accept?: ProposalAcceptView | null;
  }
  | { kind: 'message'; title: string; message: string; brand?: SigningBrand | null };

const usd = (n: number, digits = 0) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });
const rate = (n: number) => `$${n.toFixed(4)}/kWh`;
const kwh = (n: number) => `${Math.round(n).toLocaleString('en-US')} kWh`;
/** Axis labels: $12k, $1.2M. */
const usdShort = (n: number) => {
  const a = Math.abs(n);
  const text = a >= 1e6 ? `${Number((a / 1e6).toFixed(1))}M` : a >= 1e3 ? `${Number((a / 1e3).toFixed(0))}k` : `${Math.round(a)}`;
  return `${n < 0 ? '−' : ''}$${text}`;
};

const PAGE_STYLE = `${STYLE}
  .facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(136px,1fr));gap:10px;margin:16px 0}
  .fact{background:#f0fdf4;border-radius:8px;padding:10px 12px}.fact span{display:block;color:#4b5563;font-size:.875rem}
  .fact strong{font-size:1.0625rem;white-space:nowrap;font-variant-numeric:tabular-nums}
  figure{margin:16px 0 0}figcaption{color:#4b5563;font-size:.9375rem;margin-bottom:8px}
  svg.chart{display:block;width:100%;max-width:560px;height:auto;margin:0 auto}
  .legend{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:.875rem;color:#374151;margin:8px 0 0;padding:0;list-style:none}
  .legend i{display:inline-block;width:12px;height:12px;border-radius:2px;margin-right:6px;vertical-align:-1px}
  details{margin-top:16px}summary{cursor:pointer;font-weight:600;color:#15803d;padding:10px 0;min-height:44px}
  .scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
  table{border-collapse:collapse;width:100%;font-size:.875rem;font-variant-numeric:tabular-nums}
  th,td{padding:6px 8px;text-align:right;border-bottom:1px solid #e5e7eb;white-space:nowrap}th{color:#4b5563;font-weight:600}
  th:first-child,td:first-child{text-align:left}
  .pdf{display:flex;align-items:center;justify-content:center;min-height:48px;text-align:center;margin-top:16px;padding:12px;border-radius:8px;background:#15803d;color:#fff;font-weight:600;text-decoration:none}
  .neg{color:#b91c1c}
  dl.sources{display:block;margin:8px 0 0;font-size:.9375rem}dl.sources dt{color:#111827;font-weight:600;margin-top:10px}
  dl.sources dd{font-weight:400;color:#374151}
  @media (min-width:600px){.fact strong{font-size:1.125rem}}`;

/** The acceptance form, or what was accepted (issue 26, item 13). Script-free: a plain form post. */
function acceptSection(view: ProposalPageView & { kind: 'proposal' }) {
  const a = view.accept;
  if (!a) return '';
  if (a.state === 'accepted') {
    return `<section class="card" aria-labelledby="accept-title"><h2 id="accept-title">${escape(T.acceptedTitle)}</h2>`
      + `<div class="ok" role="status"><p>${escape(T.acceptedOn(a.acceptedOn, a.name))}</p>`
      + `<p>${escape(a.agreementSent ? T.acceptedSignMailed : T.acceptedRepWillSend)}</p></div></section>`;
  }
  return `<form class="card" method="post" action="${escape(view.acceptUrl ?? '')}" aria-labelledby="accept-title"><h2 id="accept-title">${escape(T.acceptHeading)}</h2>`
    + `<p>${escape(a.sendsAgreement ? T.acceptIntroSign : T.acceptIntroRep)}</p>`
    + (a.errors ?? []).map((e) => `<div class="error" role="alert">${escape(e)}</div>`).join('')
    + `<label for="full_name">${escape(T.acceptName)}</label><input type="text" id="full_name" name="full_name" maxlength="200" autocomplete="name" required value="${escape(a.name ?? '')}">`
    + `<label for="email">${escape(T.acceptEmail)}</label><input type="email" id="email" name="email" maxlength="254" autocomplete="email" inputmode="email" required aria-describedby="email-hint" value="${escape(a.email ?? '')}">`
    + `<p class="muted" id="email-hint">${escape(T.acceptEmailHint)}</p>`
    + `<label class="check"><input type="checkbox" name="accept" value="on" required><span>${escape(T.acceptCheckbox)}</span></label>`
    + `<button type="submit">${escape(T.acceptSubmit)}</button></form>`;
}

/**
 * The savings chart as inline SVG, drawn on the server (the page runs no script): yearly savings
 * as bars and the running total as a line on one dollar axis, the crossover year marked. Its text
 * alternative is the caption and the year-by-year table below it.
 */
export function savingsChartSvg(data: ModelData): string {
  const years = data.cash_flow;
  if (!years.length) return '';
  // A narrow drawing (shown at most 560 px wide), so its labels stay legible at a phone's width too.
  const W = 420; const H = 260; const left = 52; const right = 10; const top = 10; const bottom = 26;
  const values = years.flatMap((y) => [y.savings, y.cumulative_savings]);
  let max = Math.max(0, ...values); let min = Math.min(0, ...values);
  if (max === min) max = min + 1;
  const pad = (max - min) * 0.05; max += pad; if (min < 0) min -= pad;
  const plotW = W - left - right; const plotH = H - top - bottom;
  const y = (v: number) => top + ((max - v) / (max - min)) * plotH;
  const slot = plotW / years.length;
  const x = (i: number) => left + slot * i + slot / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  const ticks = 5;
  const grid: string[] = [];
  for (let i = 0; i <= ticks; i++) {
    const v = min + ((max - min) * i) / ticks;
    grid.push(`<line x1="${left}" x2="${W - right}" y1="${round(y(v))}" y2="${round(y(v))}" stroke="#e5e7eb" stroke-dasharray="3 3"/>`
      + `<text x="${left - 6}" y="${round(y(v)) + 4}" text-anchor="end">${escape(usdShort(v))}</text>`);
  }
  const zero = y(0);
  const barW = Math.max(2, slot * 0.6);
  const bars = years.map((yr, i) => {
    const top_ = Math.min(y(yr.savings), zero); const h = Math.max(0.5, Math.abs(y(yr.savings) - zero));
    return `<rect x="${round(x(i) - barW / 2)}" y="${round(top_)}" width="${round(barW)}" height="${round(h)}" rx="1.5" fill="${yr.savings < 0 ? '#dc2626' : '#16a34a'}"/>`;
  }).join('');
  const line = years.map((yr, i) => `${i ? 'L' : 'M'}${round(x(i))} ${round(y(yr.cumulative_savings))}`).join(' ');
  const labels = years.map((yr, i) => (i === 0 || (i + 1) % 5 === 0 ? `<text x="${round(x(i))}" y="${H - 8}" text-anchor="middle">${yr.year}</text>` : '')).join('');
  const crossover = data.system_savings_.crossover_year;
  const cross = crossover == null ? '' : (() => {
    const i = years.findIndex((yr) => yr.year === crossover);
    return i < 0 ? '' : `<line x1="${round(x(i))}" x2="${round(x(i))}" y1="${top}" y2="${top + plotH}" stroke="#6b7280" stroke-dasharray="4 4"/>`;
  })();
  return `<svg class="chart" viewBox="0 0 ${W} ${H}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" font-family="system-ui,sans-serif" font-size="13" fill="#4b5563">`
    + `${grid.join('')}<line x1="${left}" x2="${W - right}" y1="${round(zero)}" y2="${round(zero)}" stroke="#9ca3af"/>${bars}`
    + `<path d="${line}" fill="none" stroke="#ea580c" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>${cross}${labels}</svg>`;
}

/**
 * The facts a rep quotes: size, production, price ($ and $/W), PPA rate, escalator, term; the
 * deal's figures from dealFiguresOf, as the deal header's and the PDF's (issue 25).
 */
function systemSummary(d: ModelData) {
  const f = dealFiguresOf(d);
  const facts: [string, string][] = [
    ['System size', `${f.system_size.toLocaleString('en-US')} kW DC`],
    ['Yearly production', kwh(f.estimated_year_production)],
    ['EPC price', usd(f.contract_price)],
    ['Price per watt', `${usd(f.contract_price_per_watt, 2)}/W`],
    ['PPA rate (year 1)', rate(f.ppa_rate)],
    ['PPA escalator', `${f.ppa_escalator} % per year`],
    ['Term', `${d.assumptions.term_years} years`],
    ['25-year savings', usd(f.year_25_cumulative_savings)],
  ];
  return `<div class="facts">${facts.map(([k, v]) => `<div class="fact"><span>${escape(k)}</span><strong>${escape(v)}</strong></div>`).join('')}</div>`;
}

function yearTable(d: ModelData) {
  const money = (n: number) => `<span${n < 0 ? ' class="neg"' : ''}>${escape(usd(n))}</span>`;
  return `<details><summary>Year-by-year savings</summary><div class="scroll" tabindex="0" role="region" aria-label="Year-by-year savings table"><table>`
    + '<thead><tr><th scope="col">Year</th><th scope="col">Production</th><th scope="col">Utility rate</th><th scope="col">PPA rate</th><th scope="col">Savings</th><th scope="col">Cumulative</th></tr></thead><tbody>'
    + d.cash_flow.map((y) => `<tr><th scope="row">${y.year}</th><td>${escape(kwh(y.production_kwh))}</td><td>${escape(rate(y.utility_rate))}</td><td>${escape(rate(y.ppa_rate))}</td><td>${money(y.savings)}</td><td>${money(y.cumulative_savings)}</td></tr>`).join('')
    + '</tbody></table></div></details>';
}

/**
 * Where each number comes from, beneath the figures (issue 25): the utility and its rate with source
 * and year, the escalators, production with its model and resource data, degradation and incentives,
 * as recorded when the proposal was generated (shared/pricing/sources.ts, the PDF's wording).
 */
function numberSources(d: ProposalPageView & { kind: 'proposal' }) {
  const lines = numberSourceLines(d.data.assumptions, d.data.sources ?? null);
  return `<section aria-labelledby="sources-title"><h2 id="sources-title">${escape(SOURCES_TEXTS.heading)}</h2><dl class="sources">`
    + lines.map((l) => `<dt>${escape(l.label)}</dt><dd data-source="${escape(l.key)}">${escape(l.text)}</dd>`).join('')
    + '</dl></section>';
}

/** Sends the web proposal link's page: read-only, script-free, readable at 360 px. */
export function proposalPage(reply: FastifyReply, status: number, view: ProposalPageView) {
  let title: string;
  let content: string;
  if (view.kind === 'message') {
    title = view.title;
    content = `${brandHeader(view.brand)}<div class="card"><h1>${escape(view.title)}</h1><p>${escape(view.message)}</p></div>${contactCard(view.brand)}`;
  } else {
    const d = view.data;
    const s = d.system_savings_;
    title = `${view.proposalType} proposal #${view.proposalId}: ${view.installationName}`;
    const f = dealFiguresOf(d);
    const caption = `Estimated savings over ${d.cash_flow.length} years: ${usd(f.year_25_cumulative_savings)} in total, ${usd(f.year_1_savings)} in the first year. `
      + (s.crossover_year == null ? 'The PPA rate stays below the projected utility rate for the whole term.' : `From year ${s.crossover_year} the PPA rate is above the projected utility rate (dashed line).`);
    content = `${brandHeader(view.brand)}<div class="card">${view.notice ? `<div class="notice" role="status"><strong>${escape(view.notice)}</strong></div>` : ''}<h1>${escape(view.proposalType)} proposal</h1>`
      + `<p>${escape(view.installationName)}, proposal #${escape(view.proposalId)}${view.generatedOn ? `, prepared ${escape(formatDate(view.generatedOn))}` : ''} by ${escape(view.brand.organizationName)}.</p>`
      + summaryDl([['Customer', view.customerName, false], ['Site', view.site ?? 'N/A', false]])
      + `<h2>Your system</h2>${systemSummary(d)}`
      + `<h2>Savings</h2><figure><figcaption>${escape(caption)}</figcaption>${savingsChartSvg(d)}`
      + '<ul class="legend"><li><i style="background:#16a34a"></i>Savings each year</li><li><i style="background:#ea580c"></i>Cumulative savings</li></ul></figure>'
      + `${yearTable(d)}`
      + numberSources(view)
      + (view.pdfUrl ? `<a class="pdf" href="${escape(view.pdfUrl)}" target="_blank" rel="noopener noreferrer">Open the proposal (PDF)</a>` : '')
      + `<p class="muted">Figures are estimates, not a guarantee. This link works until <span class="num">${escape(formatDate(view.expiresOn))}</span>.</p></div>${acceptSection(view)}${contactCard(view.brand)}`;
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${escape(title)}</title><style>${PAGE_STYLE}</style></head><body><main>${content}</main></body></html>`;
  return publicPageHeaders(reply, status).send(html);
}
