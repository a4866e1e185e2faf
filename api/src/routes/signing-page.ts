import type { FastifyReply } from 'fastify';
import type { AgreementSummary } from '../pdf/agreement.js';

/** What the public signing page shows: the agreement and its form, or a message. */
export type SigningView =
  | { kind: 'form'; summary: AgreementSummary; pdfUrl: string | null; errors?: string[]; name?: string }
  | { kind: 'message'; title: string; message: string; pdfUrl?: string | null; lines?: string[] };

const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:640px;margin:0 auto;padding:24px 16px}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px;margin-bottom:16px}
  h1{font-size:1.5rem;margin:0 0 8px;color:#14532d}dl{display:grid;grid-template-columns:minmax(120px,auto) 1fr;gap:6px 16px;margin:16px 0}
  dt{color:#4b5563}dd{margin:0;font-weight:600}a{color:#15803d}
  label{display:block;margin:12px 0 4px;font-weight:600}input[type=text]{width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:1rem}
  .check{display:flex;gap:8px;align-items:flex-start;font-weight:400}
  button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:8px;background:#15803d;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  .error{background:#fef2f2;color:#991b1b;border-radius:8px;padding:10px 12px;margin:12px 0}
  @media (min-width:600px){main{padding:48px 16px}}`;

function layout(title: string, content: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${content}</main></body></html>`;
}

function summaryList(s: AgreementSummary) {
  const rows: [string, unknown][] = [
    ['From', s.organization_name], ['Customer', s.customer_name], ['Project', s.lead_name], ['Site', s.site_address ?? 'N/A'],
  ];
  if (s.system_size != null) rows.push(['System size', `${s.system_size} kW DC`]);
  if (s.ppa_rate != null) rows.push(['PPA rate (year 1)', `$${s.ppa_rate.toFixed(4)}/kWh`]);
  if (s.ppa_escalator != null) rows.push(['Escalator', `${s.ppa_escalator} % per year`]);
  rows.push(['Term', `${s.term_years} years`]);
  return `<dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>`;
}

/**
 * Sends the signing page. The sign link is the credential, so the page keeps it out of
 * Referer headers and caches, and allows no scripts at all.
 */
export function signingPage(reply: FastifyReply, status: number, view: SigningView) {
  let title: string;
  let content: string;
  if (view.kind === 'message') {
    title = view.title;
    content = `<div class="card"><h1>${escape(view.title)}</h1><p>${escape(view.message)}</p>${(view.lines ?? []).map((line) => `<p>${escape(line)}</p>`).join('')}${view.pdfUrl ? `<p><a href="${escape(view.pdfUrl)}">Open the signed agreement (PDF)</a></p>` : ''}</div>`;
  } else {
    const s = view.summary;
    title = `${s.title} #${s.agreement_id}`;
    content = `<div class="card"><h1>${escape(s.title)}</h1><p>Agreement #${escape(s.agreement_id)}, sent ${escape(s.sent_date)}.</p>${summaryList(s)}
${view.pdfUrl ? `<p><a href="${escape(view.pdfUrl)}" target="_blank" rel="noopener noreferrer">Read the full agreement (PDF)</a></p>` : ''}</div>
<form class="card" method="post">
${(view.errors ?? []).map((e) => `<div class="error" role="alert">${escape(e)}</div>`).join('')}
<label for="full_name">Full name</label><input type="text" id="full_name" name="full_name" maxlength="200" autocomplete="name" required value="${escape(view.name ?? '')}">
<label class="check"><input type="checkbox" name="agree" value="on" required> I agree to the terms of this agreement and sign it electronically.</label>
<button type="submit">Sign agreement</button></form>`;
  }
  return reply.status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
    .send(layout(title, content));
}
