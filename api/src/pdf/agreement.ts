import { formatDate, formatDateTimeUtc } from '../../../shared/format/dates.js';
import { heading, renderPdf, usd, type Pdf } from './document.js';

/** What an agreement says, frozen when it is sent (agreements.summary) so the signed copy matches. */
export interface AgreementSummary {
  agreement_id: number;
  agreement_type: number;
  title: string;
  organization_name: string;
  customer_name: string;
  lead_name: string;
  site_address: string | null;
  proposal_id: number | null;
  system_size: number | null;
  estimated_year_production: number | null;
  ppa_rate: number | null;
  ppa_escalator: number | null;
  term_years: number;
  year_25_cumulative_savings: number | null;
  sent_date: string;
}

/** What a signature records (its audit trail), printed on the signed copy's signature page. */
export interface AgreementSignature {
  signerName: string;
  signedAt: Date;
  ip: string | null;
  userAgent?: string | null;
  /** SHA-256 (hex) of the unsigned PDF the signer was shown. */
  unsignedSha256?: string | null;
  /** The drawn signature (a checked PNG, base64): stamped instead of the typed name. */
  drawnPngBase64?: string | null;
  /** When the agreement was first sent, and to whom the link was mailed (the audit certificate). */
  sentAt?: Date | null;
  recipientName?: string | null;
  recipientEmail?: string | null;
  /** When the customer first opened the signing page. */
  viewedAt?: Date | null;
  /** The organization's countersignature (issue 26): with it the copy is the fully executed one. */
  countersignature?: AgreementCountersignature | null;
}

/** The organization's signer's signature, after the customer's, with its own audit entry. */
export interface AgreementCountersignature {
  signerName: string;
  /** The signer's e-mail (a signed-in portal user). */
  signerEmail?: string | null;
  signedAt: Date;
  ip: string | null;
  userAgent?: string | null;
  /** SHA-256 (hex) of the customer-signed PDF the countersigner was shown. */
  signedSha256?: string | null;
  drawnPngBase64?: string | null;
}

export const LOI_TERMS = [
  'This Letter of Intent records the customer\'s intention to proceed with the solar project described above, subject to a site survey, design review and a definitive agreement.',
  'It is not binding on either party except for confidentiality of the pricing shared in the proposal, and either party may end it by written notice.',
];
export const PPA_TERMS = [
  'The provider will design, install, own, operate and maintain the solar energy system described above at the site, at no upfront cost to the customer.',
  'The customer will buy all energy the system produces at the PPA rate above in the first year, increasing each year by the escalator, for the contract term.',
  'Production figures are estimates; the customer pays only for energy actually delivered, as metered.',
  'The provider will insure the system and repair it at its own cost. At the end of the term the customer may renew, buy the system at fair market value, or have it removed.',
];

/** The agreement PDF; with a signature, the same document plus a signature page (the signed copy). */
export function renderAgreementPdf(s: AgreementSummary, signature?: AgreementSignature): Promise<Buffer> {
  return renderPdf({ title: `${s.title} #${s.agreement_id}`, author: s.organization_name }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#14532d').text(s.title);
    doc.font('Helvetica').fontSize(11).fillColor('#111827')
      .text(`Agreement #${s.agreement_id}, sent ${formatDate(s.sent_date)}`)
      .text(`Between ${s.organization_name} (the provider) and ${s.customer_name} (the customer)`)
      .text(`Project: ${s.lead_name}`)
      .text(`Site: ${s.site_address ?? 'N/A'}`);
    heading(doc, 'Project terms');
    const facts: [string, string][] = [];
    if (s.proposal_id) facts.push(['Proposal', `#${s.proposal_id}`]);
    if (s.system_size != null) facts.push(['System size', `${s.system_size.toLocaleString('en-US')} kW DC`]);
    if (s.estimated_year_production != null) facts.push(['Estimated first-year production', `${Math.round(s.estimated_year_production).toLocaleString('en-US')} kWh`]);
    if (s.ppa_rate != null) facts.push(['PPA rate (year 1)', `$${s.ppa_rate.toFixed(4)}/kWh`]);
    if (s.ppa_escalator != null) facts.push(['PPA escalator', `${s.ppa_escalator} % per year`]);
    facts.push(['Term', `${s.term_years} years`]);
    if (s.year_25_cumulative_savings != null) facts.push(['Estimated 25-year savings', usd(s.year_25_cumulative_savings)]);
    for (const [label, value] of facts) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    heading(doc, 'Terms');
    (s.agreement_type === 1 ? PPA_TERMS : LOI_TERMS).forEach((t, i) => doc.text(`${i + 1}. ${t}`).moveDown(0.3));
    if (signature) {
      doc.addPage();
      heading(doc, 'Signature');
      doc.text(`Signed electronically by ${signature.signerName}, who checked "I agree" to ${s.title} #${s.agreement_id}.`).moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(11).text(`For the customer, ${s.customer_name}`).moveDown(0.3);
      stampSignature(doc, signature);
      doc.font('Helvetica').fontSize(10).text(signature.signerName);
      doc.text(`Signed at: ${utc(signature.signedAt)}`);
      // Issue 26: the organization's countersignature below the customer's; without it the copy says it is awaited.
      const counter = signature.countersignature;
      if (counter) {
        doc.moveDown(1.2).font('Helvetica-Bold').fontSize(11).text(`For the provider, ${s.organization_name}`).moveDown(0.3);
        stampSignature(doc, { signerName: counter.signerName, drawnPngBase64: counter.drawnPngBase64 ?? null });
        doc.font('Helvetica').fontSize(10).text(counter.signerName);
        doc.text(`Countersigned at: ${utc(counter.signedAt)}`);
        doc.moveDown(0.5).font('Helvetica-Bold').text('Fully executed: signed by both parties.').font('Helvetica');
      } else {
        doc.moveDown(1).font('Helvetica').fontSize(10).fillColor('#4b5563')
          .text(`Awaiting the countersignature of ${s.organization_name}.`).fillColor('#111827');
      }
      auditCertificate(doc, s, signature);
    }
  });
}

/** §9's MM-DD-YYYY HH:MM, with seconds: the certificate orders events within a minute. */
const utc = (d: Date | string | null | undefined) => formatDateTimeUtc(d, 'not recorded', { seconds: true });

/** The drawn image (fitted in a 260 x 90 pt box) or the typed name in italics. */
function stampSignature(doc: Pdf, signature: Pick<AgreementSignature, 'signerName' | 'drawnPngBase64'>) {
  if (signature.drawnPngBase64) {
    const y = doc.y;
    doc.image(Buffer.from(signature.drawnPngBase64, 'base64'), doc.page.margins.left, y, { fit: [260, 90] });
    doc.y = y + 96;
    doc.moveTo(doc.page.margins.left, doc.y - 4).lineTo(doc.page.margins.left + 260, doc.y - 4).strokeColor('#9ca3af').stroke();
  } else {
    doc.font('Helvetica-Oblique').fontSize(24).text(signature.signerName).moveDown(0.3);
  }
  doc.x = doc.page.margins.left;
}

/** The last page: who signed what, when, from where, as sent and first viewed. */
function auditCertificate(doc: Pdf, s: AgreementSummary, signature: AgreementSignature) {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#14532d').text('Audit certificate').moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#111827')
    .text(`${s.title} #${s.agreement_id} between ${s.organization_name} and ${s.customer_name}.`).moveDown(0.6);
  const rows: [string, string][] = [
    ['Agreement', `#${s.agreement_id} (${s.title})`],
    ['Sent', utc(signature.sentAt)],
    ['Sent to', [signature.recipientName, signature.recipientEmail ? `<${signature.recipientEmail}>` : null].filter(Boolean).join(' ') || 'not recorded'],
    ['First viewed', utc(signature.viewedAt)],
    ['Signed by', signature.signerName],
    ['Signature', signature.drawnPngBase64 ? 'Drawn (image below)' : 'Typed name'],
    ['Signed at', utc(signature.signedAt)],
    ['Signer IP address', signature.ip ?? 'unknown'],
    ['User agent', signature.userAgent || 'unknown'],
  ];
  for (const [label, value] of rows) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  doc.moveDown(0.5).font('Helvetica-Bold').text('Document SHA-256 (the unsigned PDF the signer was shown):').font('Courier').text(signature.unsignedSha256 ?? 'not recorded').font('Helvetica');
  doc.moveDown(0.8);
  stampSignature(doc, signature);
  doc.font('Helvetica').fontSize(9).fillColor('#4b5563')
    .text('The signer opened a personal link sent by e-mail, checked "I agree" and submitted the form. Compare the SHA-256 above with the unsigned PDF to verify the document signed.');
  const counter = signature.countersignature;
  if (counter) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor('#14532d').text('Countersignature').moveDown(0.3);
    doc.font('Helvetica').fontSize(10).fillColor('#111827');
    const more: [string, string][] = [
      ['Countersigned by', `${counter.signerName}${counter.signerEmail ? ` <${counter.signerEmail}>` : ''}, for ${s.organization_name}`],
      ['Signature', counter.drawnPngBase64 ? 'Drawn' : 'Typed name'],
      ['Countersigned at', utc(counter.signedAt)],
      ['Countersigner IP address', counter.ip ?? 'unknown'],
      ['User agent', counter.userAgent || 'unknown'],
    ];
    for (const [label, value] of more) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.moveDown(0.5).font('Helvetica-Bold').text('Document SHA-256 (the customer-signed PDF the countersigner was shown):').font('Courier').text(counter.signedSha256 ?? 'not recorded').font('Helvetica');
    doc.moveDown(0.3).fontSize(9).fillColor('#4b5563')
      .text('The countersigner was signed in to the portal as a signer of the organization, checked "I agree" and submitted the form. The agreement is fully executed.');
  }
}
