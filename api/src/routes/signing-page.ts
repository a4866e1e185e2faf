import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { formatDate } from '../../../shared/format/dates.js';
import { LOI_TERMS, PPA_TERMS, type AgreementSummary } from '../pdf/agreement.js';

/** The sender's side of the page: the organization (name, logo as a data URL) and the rep to contact. */
export interface SigningBrand {
  organizationName: string;
  /** A data: URL of the organization's logo (small images only), or null. */
  logo: string | null;
  contact: { name: string; email: string | null; phone: string | null } | null;
}

/** What the public signing page shows: the agreement and its form, or a message. */
export type SigningView =
  | { kind: 'form'; summary: AgreementSummary; pdfUrl: string | null; errors?: string[]; name?: string; brand?: SigningBrand | null }
  | { kind: 'message'; title: string; message: string; pdfUrl?: string | null; lines?: string[]; brand?: SigningBrand | null };

export const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The public pages' style (issue 26, item 2): a document at any width. On a phone (360-430 px) a
 * label sits above its value and values wrap only between words; numbers (.num) never break and
 * use tabular figures; every control is at least 44 px tall; type starts at 17 px; the signature
 * pad is tall enough for a finger and does not scroll the page while drawing. From 600 px the
 * labels sit beside their values.
 */
export const STYLE = `
  *{box-sizing:border-box}html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
  body{margin:0;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827;overflow-wrap:break-word;word-break:normal;hyphens:manual}
  main{max-width:760px;margin:0 auto;padding:12px 10px 24px}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:18px 16px;margin-bottom:14px}
  .brand{display:flex;align-items:center;gap:12px;margin:0 0 12px;padding:0 4px}.brand img{max-height:48px;max-width:160px;object-fit:contain}
  .brand strong{font-size:1.125rem}
  h1{font-size:1.5rem;line-height:1.25;margin:0 0 8px;color:#14532d}h2{font-size:1.1875rem;line-height:1.3;margin:22px 0 8px;color:#14532d}
  .num{white-space:nowrap;font-variant-numeric:tabular-nums}
  dl{margin:14px 0;display:block}
  dl>div{padding:8px 0;border-bottom:1px solid #eef0f3}dl>div:last-child{border-bottom:0}
  dt{color:#4b5563;font-size:.9375rem;font-weight:400}dd{margin:2px 0 0;font-weight:600;font-size:1.0625rem}
  a{color:#15803d}
  .doc{border:1px solid #e5e7eb;border-radius:8px;padding:14px;max-height:60vh;overflow:auto;background:#fafafa;line-height:1.6}
  .doc ol{padding-left:1.4rem;margin:0}.doc li{margin:0 0 10px}
  .contact h2{margin-top:0}.contact p{margin:2px 0}.contact a{display:inline-block;min-height:44px;line-height:44px}
  .muted{color:#4b5563;font-size:.9375rem}
  .linkbtn{display:flex;align-items:center;justify-content:center;min-height:48px;margin-top:12px;padding:10px 14px;border:1px solid #15803d;border-radius:8px;font-weight:600;text-decoration:none;text-align:center}
  label{display:block;margin:14px 0 6px;font-weight:600}
  input[type=text],input[type=email]{width:100%;min-height:48px;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;font-size:1.0625rem;font-family:inherit}
  input:focus-visible,button:focus-visible,a:focus-visible,canvas:focus-visible{outline:3px solid #15803d;outline-offset:2px}
  .check{display:flex;gap:12px;align-items:flex-start;font-weight:400;min-height:44px;padding:10px 0;cursor:pointer}
  .check input{flex:none;width:26px;height:26px;margin:0;accent-color:#15803d;cursor:pointer}
  button{margin-top:16px;width:100%;min-height:52px;padding:12px;border:0;border-radius:8px;background:#15803d;color:#fff;font-size:1.0625rem;font-weight:600;cursor:pointer;font-family:inherit}
  button.secondary{width:auto;min-height:44px;margin-top:8px;padding:8px 18px;background:#fff;color:#111827;border:1px solid #9ca3af}
  .pad{display:block;width:100%;height:200px;border:2px dashed #9ca3af;border-radius:8px;background:#fff;touch-action:none;-webkit-user-select:none;user-select:none}
  .error{background:#fef2f2;color:#991b1b;border-radius:8px;padding:10px 12px;margin:12px 0}
  .notice{background:#fffbeb;color:#78350f;border:1px solid #f59e0b;border-radius:8px;padding:12px 14px;margin:0 0 14px}
  .ok{background:#f0fdf4;color:#14532d;border:1px solid #86efac;border-radius:8px;padding:12px 14px;margin:0 0 14px}
  @media (min-width:600px){
    body{font-size:16px}main{padding:40px 16px}.card{padding:24px}
    dl>div{display:grid;grid-template-columns:minmax(180px,35%) 1fr;gap:16px;align-items:baseline}dd{margin:0;font-size:1rem}
    .pad{height:180px}}`;

/**
 * The one script of the page (allowed by a per-response nonce): it shows the signature pad, draws
 * with a pointer (mouse, pen, touch), and puts the drawing into the hidden `signature_png` field as
 * a PNG data URL on submit. Without scripts the pad stays hidden and the typed name signs. It draws
 * at a pixel ratio of at most 2 (at most 1280 x 320 px): the api refuses larger drawings
 * (DRAWN_SIGNATURE_MAX_PIXELS, domain/drawn-signature.ts).
 */
const PAD_SCRIPT = `(function(){
var box=document.getElementById('draw');var c=document.getElementById('pad');var f=document.getElementById('signature_png');
if(!box||!c||!f||!c.getContext)return;box.hidden=false;
var x=c.getContext('2d');var drawn=false;var down=false;
function size(){var r=c.getBoundingClientRect();var d=Math.min(window.devicePixelRatio||1,2);if(drawn)return;c.width=Math.max(1,Math.round(r.width*d));c.height=Math.max(1,Math.round(r.height*d));x.setTransform(d,0,0,d,0,0);x.lineWidth=2.5;x.lineCap='round';x.lineJoin='round';x.strokeStyle='#111827';}
size();window.addEventListener('resize',size);
function at(e){var r=c.getBoundingClientRect();return[e.clientX-r.left,e.clientY-r.top];}
c.addEventListener('pointerdown',function(e){e.preventDefault();down=true;if(c.setPointerCapture)c.setPointerCapture(e.pointerId);var p=at(e);x.beginPath();x.moveTo(p[0],p[1]);x.lineTo(p[0]+0.1,p[1]+0.1);x.stroke();drawn=true;});
c.addEventListener('pointermove',function(e){if(!down)return;e.preventDefault();var p=at(e);x.lineTo(p[0],p[1]);x.stroke();});
function up(){down=false;}c.addEventListener('pointerup',up);c.addEventListener('pointercancel',up);c.addEventListener('pointerleave',up);
document.getElementById('clear').addEventListener('click',function(){x.clearRect(0,0,c.width,c.height);drawn=false;f.value='';size();});
c.closest('form').addEventListener('submit',function(){f.value=drawn?c.toDataURL('image/png'):'';});
})();`;

function layout(title: string, content: string, nonce: string | null) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${content}</main>${nonce ? `<script nonce="${nonce}">${PAD_SCRIPT}</script>` : ''}</body></html>`;
}

export function brandHeader(brand: SigningBrand | null | undefined) {
  if (!brand) return '';
  return `<header class="brand">${brand.logo ? `<img src="${escape(brand.logo)}" alt="${escape(brand.organizationName)} logo">` : ''}<strong>${escape(brand.organizationName)}</strong></header>`;
}

export function contactCard(brand: SigningBrand | null | undefined) {
  const c = brand?.contact;
  if (!c) return '';
  return `<section class="card contact" aria-labelledby="contact-title"><h2 id="contact-title">Your contact</h2><p><strong>${escape(c.name)}</strong>, ${escape(brand!.organizationName)}</p>`
    + `${c.email ? `<p><a href="mailto:${escape(c.email)}">${escape(c.email)}</a></p>` : ''}${c.phone ? `<p><a href="tel:${escape(c.phone.replace(/[^\d+]/g, ''))}">${escape(c.phone)}</a></p>` : ''}</section>`;
}

function summaryList(s: AgreementSummary) {
  // [label, value, a number (kept on one line)]
  const rows: [string, unknown, boolean][] = [
    ['From', s.organization_name, false], ['Customer', s.customer_name, false], ['Project', s.lead_name, false], ['Site', s.site_address ?? 'N/A', false],
  ];
  if (s.proposal_id) rows.push(['Proposal', `#${s.proposal_id}`, true]);
  if (s.system_size != null) rows.push(['System size', `${s.system_size.toLocaleString('en-US')} kW DC`, true]);
  if (s.estimated_year_production != null) rows.push(['Estimated first-year production', `${Math.round(s.estimated_year_production).toLocaleString('en-US')} kWh`, true]);
  if (s.ppa_rate != null) rows.push(['PPA rate (year 1)', `$${s.ppa_rate.toFixed(4)}/kWh`, true]);
  if (s.ppa_escalator != null) rows.push(['Escalator', `${s.ppa_escalator} % per year`, true]);
  rows.push(['Term', `${s.term_years} years`, true]);
  if (s.year_25_cumulative_savings != null) {
    rows.push(['Estimated 25-year savings', s.year_25_cumulative_savings.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }), true]);
  }
  return summaryDl(rows);
}

/** Label and value pairs, each in its own row (a label above its value on a phone, beside it from 600 px). */
export function summaryDl(rows: [string, unknown, boolean][]) {
  return `<dl>${rows.map(([k, v, num]) => `<div><dt>${escape(k)}</dt><dd>${num ? `<span class="num">${escape(v)}</span>` : escape(v)}</dd></div>`).join('')}</dl>`;
}

/**
 * The agreement itself as text (the PDF is drawn from the same summary and terms, pdf/agreement.ts):
 * readable at any width, where a PDF in an iframe is a postage stamp on a phone.
 */
function documentText(s: AgreementSummary, pdfUrl: string | null) {
  const terms = s.agreement_type === 1 ? PPA_TERMS : LOI_TERMS;
  return `<h2>The agreement</h2><div class="doc" tabindex="0" role="region" aria-label="Agreement text">`
    + `<p><strong>${escape(s.title)}</strong> between ${escape(s.organization_name)} (the provider) and ${escape(s.customer_name)} (the customer).</p>`
    + `<ol>${terms.map((t) => `<li>${escape(t)}</li>`).join('')}</ol></div>`
    + (pdfUrl ? `<a class="linkbtn" href="${escape(pdfUrl)}" target="_blank" rel="noopener noreferrer">Open the agreement (PDF)</a><p class="muted">The same text, as it will be signed.</p>` : '');
}

/**
 * Sends the signing page. The sign link is the credential, so the page keeps it out of Referer
 * headers and caches. The form's page runs exactly one inline script (the signature pad), allowed
 * by a fresh nonce; every other page, and everything else, stays script-free.
 */
export function signingPage(reply: FastifyReply, status: number, view: SigningView) {
  let title: string;
  let content: string;
  let nonce: string | null = null;
  if (view.kind === 'message') {
    title = view.title;
    content = `${brandHeader(view.brand)}<div class="card"><h1>${escape(view.title)}</h1><p>${escape(view.message)}</p>${(view.lines ?? []).map((line) => `<p>${escape(line)}</p>`).join('')}${view.pdfUrl ? `<a class="linkbtn" href="${escape(view.pdfUrl)}">Open the signed agreement (PDF)</a>` : ''}</div>${contactCard(view.brand)}`;
  } else {
    const s = view.summary;
    nonce = crypto.randomBytes(18).toString('base64');
    title = `${s.title} #${s.agreement_id}`;
    content = `${brandHeader(view.brand)}<div class="card"><h1>${escape(s.title)}</h1><p>Agreement <span class="num">#${escape(s.agreement_id)}</span>, sent <span class="num">${escape(formatDate(s.sent_date))}</span>.</p>${summaryList(s)}
${documentText(s, view.pdfUrl)}</div>
<form class="card" method="post">
${(view.errors ?? []).map((e) => `<div class="error" role="alert">${escape(e)}</div>`).join('')}
<label for="full_name">Full name</label><input type="text" id="full_name" name="full_name" maxlength="200" autocomplete="name" required value="${escape(view.name ?? '')}">
<div id="draw" hidden><label for="pad">Draw your signature (optional)</label><canvas id="pad" class="pad" role="img" aria-label="Signature pad: draw with your finger, pen or mouse"></canvas>
<button type="button" id="clear" class="secondary">Clear</button><p class="muted">Leave it empty to sign with your typed name.</p></div>
<input type="hidden" id="signature_png" name="signature_png" value="">
<label class="check"><input type="checkbox" name="agree" value="on" required><span>I agree to the terms of this agreement and sign it electronically.</span></label>
<button type="submit">Sign agreement</button></form>${contactCard(view.brand)}`;
  }
  return publicPageHeaders(reply, status, nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'").send(layout(title, content, nonce));
}

/**
 * The headers of a public page whose link is the credential (this one, and the web proposal link's,
 * proposal-page.ts): kept out of Referer headers and caches, no sniffing, a strict CSP.
 */
export function publicPageHeaders(reply: FastifyReply, status: number, script = "script-src 'none'") {
  return reply.status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', `default-src 'none'; ${script}; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`);
}
