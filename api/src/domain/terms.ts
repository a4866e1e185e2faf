import type { ApiContext } from '../context.js';
import { heading, renderPdf, type Pdf } from '../pdf/document.js';

/** The three documents every user accepts (§1), generated once and kept in media. */
const DOCUMENTS = [
  { key: 'privacy_policy_file', title: 'Privacy Policy', file: 'privacy-policy.pdf' },
  { key: 'terms_of_service_file', title: 'Terms of Service', file: 'terms-of-service.pdf' },
  { key: 'platform_agreement_file', title: 'Platform Access Agreement', file: 'platform-access-agreement.pdf' },
] as const;

type PolicyKey = (typeof DOCUMENTS)[number]['key'];

const SECTIONS: Record<PolicyKey, [string, string][]> = {
  privacy_policy_file: [
    ['What we collect', 'We collect the account details you give us (name, e-mail, phone, company), the lead data you enter (customer contacts, property addresses, utility data and designs) and technical records of your use of the portal (sign-in times, actions taken).'],
    ['Why we collect it', 'We use this information to run the portal: to prepare proposals, quotes and agreements, to pre-qualify properties, to keep your organization\'s records separate from every other organization\'s, and to contact you about your account.'],
    ['Who sees it', 'Members of your organization see your organization\'s leads. Portal administrators may see records to support you. We do not sell personal information. Service providers process data only on our instructions.'],
    ['How long we keep it', 'We keep records while your organization\'s account is active and as the law requires afterwards. You may ask us to correct or delete your personal information.'],
    ['Security', 'Passwords are stored hashed, sessions expire after a period without use, and files are served only through short-lived signed links.'],
    ['Contact', 'Questions about privacy can be sent through the CONTACT US form in the portal.'],
  ],
  terms_of_service_file: [
    ['Acceptance', 'By using the portal you agree to these terms. If you use it for a company, you confirm that you may bind that company.'],
    ['Accounts', 'Keep your credentials private. You are responsible for activity under your account. Tell us at once of any unauthorized use.'],
    ['Acceptable use', 'Enter only data you are entitled to share. Do not attempt to reach another organization\'s data, disrupt the service or reverse engineer it.'],
    ['Estimates', 'Production, savings and pricing figures are estimates from stated models and assumptions. They are not guarantees of performance or of financing approval.'],
    ['Liability', 'The portal is provided as is. To the extent the law allows, our liability is limited to the fees paid for the portal in the twelve months before a claim.'],
    ['Changes', 'We may update these terms; continued use after notice means you accept the update.'],
  ],
  platform_agreement_file: [
    ['Parties', 'This Platform Access Agreement is between the portal operator and the organization of the user who accepts it (sales affiliate or EPC member).'],
    ['Access', 'The operator grants the organization\'s staff non-exclusive access to the portal to submit and manage commercial solar and storage leads.'],
    ['Leads and commissions', 'Leads submitted through the portal are registered to the submitting organization. Commission and referral terms are those of the organization\'s separate affiliate or EPC agreement.'],
    ['Confidentiality', 'Each party keeps the other\'s non-public information confidential and uses it only for the purposes of this agreement.'],
    ['Data', 'The organization remains responsible for having the right to share customer data it submits. The operator processes it under the Privacy Policy.'],
    ['Term', 'This agreement lasts while the organization has portal access and may be ended by either party with thirty days\' notice.'],
  ],
};

function drawDocument(doc: Pdf, title: string, sections: [string, string][]) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#14532d').text(title);
  doc.font('Helvetica').fontSize(9).fillColor('#6b7280').text('Solar Portal · effective January 1, 2026');
  sections.forEach(([name, body], i) => {
    // A page per pair of sections, so the viewer's paging (Page n of N) has something to page.
    if (i > 0 && i % 2 === 0) doc.addPage();
    heading(doc, `${i + 1}. ${name}`);
    doc.text(body, { align: 'justify' });
  });
}

/** Media paths of the policy PDFs per api process: they never change once made, so profiles need no query. */
const policyPaths = new WeakMap<ApiContext, Partial<Record<PolicyKey, string>>>();

/** Generates the policy PDFs on first start; later starts find them in app_settings. */
export async function ensurePolicyDocuments(ctx: ApiContext): Promise<void> {
  const paths: Partial<Record<PolicyKey, string>> = {};
  for (const d of DOCUMENTS) {
    const { rows } = await ctx.db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = $1`, [`policy:${d.key}`]);
    if (rows[0]) { paths[d.key] = rows[0].value; continue; }
    const pdf = await renderPdf({ title: d.title }, (doc) => drawDocument(doc, d.title, SECTIONS[d.key]));
    const rel = await ctx.media.saveBuffer(ctx.db, d.file, 'application/pdf', pdf, { organizationId: null, visibility: 'portal', folder: 'policies' });
    await ctx.db.query(`INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [`policy:${d.key}`, rel]);
    // Another process may have won the race: keep whichever path the table holds.
    paths[d.key] = (await ctx.db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = $1`, [`policy:${d.key}`])).rows[0].value;
  }
  policyPaths.set(ctx, paths);
}

/** Fresh signed URLs of the three policy PDFs, keyed as §3's profile fields. */
export function policyUrls(ctx: ApiContext): Record<PolicyKey, string | null> {
  const paths = policyPaths.get(ctx) ?? {};
  const out = {} as Record<PolicyKey, string | null>;
  for (const d of DOCUMENTS) out[d.key] = paths[d.key] ? ctx.media.signedUrl(paths[d.key]!) : null;
  return out;
}
