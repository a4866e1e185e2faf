import { heading, renderPdf, usd } from './document.js';

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
}

const LOI_TERMS = [
  'This Letter of Intent records the customer\'s intention to proceed with the solar project described above, subject to a site survey, design review and a definitive agreement.',
  'It is not binding on either party except for confidentiality of the pricing shared in the proposal, and either party may end it by written notice.',
];
const PPA_TERMS = [
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
      .text(`Agreement #${s.agreement_id}, sent ${s.sent_date}`)
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
      doc.font('Helvetica-Oblique').fontSize(24).text(signature.signerName).font('Helvetica').fontSize(10).moveDown(0.5);
      heading(doc, 'Audit trail');
      doc.text(`Typed name: ${signature.signerName}`);
      doc.text(`Signed at (UTC): ${signature.signedAt.toISOString()}`);
      doc.text(`Signer IP address: ${signature.ip ?? 'unknown'}`);
      doc.text(`User agent: ${signature.userAgent || 'unknown'}`);
      if (signature.unsignedSha256) doc.text('SHA-256 of the unsigned document:').font('Courier').text(signature.unsignedSha256).font('Helvetica');
    }
  });
}
