import type { ApiApp } from '../context.js';
import { hashPassword, hashToken, newToken } from '../auth/passwords.js';
import { renderPdf, heading } from '../pdf/document.js';
import { DEMO_SITES, type DemoSite } from './sites.js';
import { SeedClient } from './client.js';
import { stateOf } from '../../../shared/pricing/estimator.js';

export const DEMO_PASSWORD = 'demo1234';

/** The demo cast of the README: who signs in, in which organization. */
const ORGS = [
  { key: 'ops', name: 'Portal Operations', business_type: 0 },
  { key: 'affiliate', name: 'Sunrise Solar Partners', business_type: 0, description: 'Commercial solar sales affiliate serving California and Colorado.' },
  { key: 'epc', name: 'Keystone EPC Builders', business_type: 1, description: 'EPC member building rooftop, carport and ground-mount systems in the Northeast.' },
] as const;
const USERS = [
  { email: 'superadmin@demo.test', first: 'Sam', last: 'Super', org: 'ops', user_type: 3, membership_type: 1, label: 'super admin' },
  { email: 'orgadmin@demo.test', first: 'Olivia', last: 'Ortega', org: 'affiliate', user_type: 2, membership_type: 1, label: 'org admin, Sunrise Solar Partners (sales affiliate)' },
  { email: 'user@demo.test', first: 'Uma', last: 'Patel', org: 'affiliate', user_type: 0, membership_type: 0, label: 'regular user, Sunrise Solar Partners' },
  { email: 'epc@demo.test', first: 'Ethan', last: 'Cole', org: 'epc', user_type: 2, membership_type: 1, label: 'org admin, Keystone EPC Builders (EPC member)' },
] as const;

/**
 * Seeds the demo on an empty database and prints how to sign in. Leads, files, proposals, quotes,
 * agreements, resources and bulk files are made through the api's own routes (in-process), so the
 * demo obeys exactly the rules a user meets; each lead is walked to its stage by real actions.
 */
export async function seedIfEmpty(app: ApiApp): Promise<boolean> {
  const { db } = app.ctx;
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0].n > 0) return false;
  const started = Date.now();
  console.log('Empty database: seeding demo data…');
  app.ctx.mail.quiet = true;

  const orgIds: Record<string, number> = {};
  for (const org of ORGS) {
    const r = await db.query<{ id: number }>('INSERT INTO organizations (name, business_type, description) VALUES ($1, $2, $3) RETURNING id',
      [org.name, org.business_type, 'description' in org ? org.description : '']);
    orgIds[org.key] = r.rows[0].id;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const clients: Record<string, SeedClient> = {};
  const tokens: string[] = [];
  for (const [i, u] of USERS.entries()) {
    const r = await db.query<{ id: number }>(
      `INSERT INTO users (email, phone_number, first_name, last_name, password_hash, user_type, organization_id, membership_type, is_terms_accepted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING id`,
      [u.email, `+1555010000${i}`, u.first, u.last, passwordHash, u.user_type, orgIds[u.org], u.membership_type]);
    const token = newToken();
    tokens.push(hashToken(token));
    await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), r.rows[0].id]);
    clients[u.email] = new SeedClient(app, token);
  }

  const owners = [clients['orgadmin@demo.test'], clients['user@demo.test'], clients['epc@demo.test']];
  for (const [i, site] of DEMO_SITES.entries()) {
    // Northeast sites go to the EPC member, the rest alternate between the affiliate's two users.
    const owner = /, (CT|RI) /.test(site.address) ? owners[2] : owners[i % 2];
    // Agreements are sent by the organization's org admin (the regular user's leads included).
    await walkLead(app, owner, site, i, owner === owners[1] ? owners[0] : owner);
  }
  await handOffDemoLead(app, clients['orgadmin@demo.test'], orgIds.epc);
  await seedResources(clients['superadmin@demo.test']);
  await seedBulkFiles(app, clients['superadmin@demo.test']);
  await app.ctx.jobs.drain();

  app.ctx.mail.quiet = false;
  // The seed's own sessions are not anyone's: revoke them.
  await db.query('DELETE FROM auth_tokens WHERE token_hash = ANY($1::text[])', [tokens]);
  const counts = (await db.query<{ leads: number; proposals: number; quotes: number; agreements: number }>(
    `SELECT (SELECT count(*)::int FROM leads) AS leads, (SELECT count(*)::int FROM proposals) AS proposals,
            (SELECT count(*)::int FROM quotes) AS quotes, (SELECT count(*)::int FROM agreements) AS agreements`)).rows[0];
  const lines = [
    '',
    `Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.leads} leads, ${counts.proposals} proposals, ${counts.quotes} quotes, ${counts.agreements} agreements.`,
    `Sign in with any of these (password ${DEMO_PASSWORD}):`,
    ...USERS.map((u) => `  ${u.email.padEnd(24)} ${u.label}`),
    '',
  ];
  console.log(lines.join('\n'));
  return true;
}

/** Creates a lead and takes the actions that move it to its demo stage (architecture.md). */
async function walkLead(app: ApiApp, c: SeedClient, site: DemoSite, index: number, sender: SeedClient) {
  const lead = await c.json('POST', '/api/lead/', {
    name: site.name,
    proposal_type: site.stage >= 5 ? 2 : site.stage >= 3 ? 1 : 0,
    owner_type: 'Property Owner/Owner-User/Partner',
    customer: {
      first_name: site.customer.first_name, last_name: site.customer.last_name, name: `${site.customer.first_name} ${site.customer.last_name}`,
      role: site.customer.role, emails: [site.customer.email], phone_numbers: [site.customer.phone], mailing_address: site.address,
    },
    property: {
      site_address: site.address, latitude: site.latitude, longitude: site.longitude, building_use: site.building_use,
      install_type: site.install_type, roof_complexity: index % 3 === 0 ? 'Complex' : 'Simple', has_solar: false,
      project_notes: site.ess ? `Customer wants ${site.ess} kWh of storage for demand charges.` : 'Reduce daytime energy costs.',
    },
    project_info: site.ess ? { ess_capacity: site.ess } : undefined,
    zoom_level: 19,
    working_with_roofer: index % 3 === 0 ? 1 : 0,
    roof_warranty: index % 2 === 0 ? 1 : -1,
  });
  await app.ctx.jobs.drain(); // enrichment
  const id = lead.id as number;
  const generate = async (proposalType: number) => {
    const proposal = await c.json('POST', '/api/proposal/', { lead: id, proposal_type: proposalType, need_customization: false, installation_name: site.name });
    // Marketing proposals start generating on creation (status 2): asking again would generate twice.
    if (proposal.proposal_status === 0) await c.json('POST', '/api/proposal_generate/', { proposal_pk: proposal.id });
    await app.ctx.jobs.drain();
    return proposal.id as number;
  };
  if (site.stage >= 1) await generate(0);
  if (site.stage >= 2) await c.upload('PUT', '/api/utility_bill_upload/', { lead_pk: id, file_type: 0 }, billsCsv(site, index));
  if (site.stage >= 3) await generate(1);
  if (site.stage >= 4) await c.json('PATCH', `/api/update_lead/${id}/`, { design_data: { survey_scheduled_date: surveyDate(index), survey_status: 'Scheduled' } });
  if (site.stage >= 5) {
    const proposalId = await generate(2);
    await c.json('PATCH', `/api/proposal/${proposalId}/`, { is_active: true });
    const quote = await c.json('POST', '/api/quote/', { lead: id, quote_type: 'standard', escalator: index % 2 ? 3 : 2 });
    await c.json('POST', '/api/generate_quote/', { quote_pk: quote.id });
    // A PACE quote only where its program serves the site (the quote's programs are California's).
    if (index % 2 === 0 && stateOf(site.address) === 'CA') {
      const pace = await c.json('POST', '/api/quote/', { lead: id, quote_type: 'pace', program: index % 4 === 0 ? 'WRCOG' : 'CSCDA' });
      await c.json('POST', '/api/generate_quote/', { quote_pk: pace.id });
    }
    await app.ctx.jobs.drain();
  }
  if (site.stage >= 4) await sender.json('POST', '/api/agreement/', { lead: id, agreement_type: 0 });
  if (site.stage >= 6) {
    const sent = await sender.json('POST', '/api/agreement/', { lead: id, agreement_type: 1 });
    const signUrl = new URL(sent.agreement.sign_url);
    await c.form('POST', signUrl.pathname, { signer_name: `${site.customer.first_name} ${site.customer.last_name}`, agree: 'on' });
    // Issue 26: the sale completes when the organization's signer countersigns (fully executed).
    const me = await sender.json('GET', '/api/user/', undefined);
    await sender.json('POST', `/api/agreement/${sent.agreement.id}/countersign/`, { full_name: `${me.first_name} ${me.last_name}`, agree: true });
  }
}

/**
 * Issue 26 (the handoff after the sale): the affiliate's sold dairy (its PPA signed) is handed to the
 * EPC member, its site survey done, so the EPC's users find it under "Handed to us".
 */
async function handOffDemoLead(app: ApiApp, admin: SeedClient, epcOrgId: number) {
  const lead = (await app.ctx.db.query<{ id: number }>(`SELECT id FROM leads WHERE name = 'San Joaquin Dairy Cooperative' ORDER BY id LIMIT 1`)).rows[0];
  if (!lead) return;
  await admin.json('POST', `/api/handoff/${lead.id}/hand_off/`, { epc_organization: epcOrgId });
  await admin.json('PATCH', `/api/handoff/${lead.id}/steps/site_survey/`, { done_date: new Date().toISOString().slice(0, 10), note: 'Roof and electrical room surveyed.' });
}

// Relative to today: the api refuses survey dates more than a year before the lead or two years ahead.
const surveyDate = (index: number) => new Date(Date.now() + (7 + (index % 25)) * 86_400_000).toISOString().slice(0, 10);

/** Twelve months of bills, in the shape the utility data service exports. */
function billsCsv(site: DemoSite, index: number) {
  const rows = ['meter_uid,bill_start,bill_end,kwh,cost_usd'];
  for (let m = 0; m < 12; m++) {
    const kwh = Math.round((40_000 + index * 3_000) * (1 + 0.25 * Math.sin(((m - 3) / 12) * 2 * Math.PI)));
    rows.push(`M-${1000 + index},2025-${String(m + 1).padStart(2, '0')}-01,2025-${String(m + 1).padStart(2, '0')}-28,${kwh},${(kwh * 0.22).toFixed(2)}`);
  }
  return { name: `${site.name} bills.csv`, type: 'text/csv', content: rows.join('\n') + '\n' };
}

async function seedResources(admin: SeedClient) {
  const docs = [
    ['Commercial Solar Sales Playbook', 'How to qualify a commercial property, what to ask for in utility data, and how to read a proposal.'],
    ['PACE Financing Overview', 'What PACE is, how WRCOG and CSCDA programs differ, and how the yearly assessment appears on the tax bill.'],
    ['Site Survey Checklist', 'Roof age and warranty, electrical room photos, main service rating, shading, access for equipment.'],
  ];
  for (const [title, body] of docs) {
    const pdf = await renderPdf({ title }, (doc) => { doc.font('Helvetica-Bold').fontSize(20).text(title); heading(doc, 'Summary'); doc.text(body); });
    await admin.upload('POST', '/api/portal_resource/', { name: title }, { name: `${title.replace(/\s+/g, '-')}.pdf`, type: 'application/pdf', content: pdf });
  }
}

async function seedBulkFiles(app: ApiApp, admin: SeedClient) {
  const csv = (sites: DemoSite[]) => ({ name: 'prospects.csv', type: 'text/csv', content: 'address\n' + sites.map((s) => `"${s.address}"`).join('\n') + '\n' });
  await admin.upload('POST', '/api/bulk_enrichment/', { name: 'Central Valley warehouses' }, csv(DEMO_SITES.slice(0, 8)));
  await admin.upload('POST', '/api/prospect_now_bulk_enrichment/', { name: 'Northeast prospects' }, csv(DEMO_SITES.slice(11, 25)));
  await admin.upload('POST', '/api/prospect_now_bulk_enrichment/', { name: 'Colorado prospects' }, csv(DEMO_SITES.slice(16, 21)));
  await app.ctx.jobs.drain();
}
