/**
 * The scoping matrix: the four user types (regular, viewer admin, admin, super admin) and an org
 * admin, in the record's own organization and in another, over every read and write of
 * organization-owned records. Own organization: reads succeed; writes succeed except for a viewer
 * admin on a lead that is not theirs (403), and the writes kept for org admins (sending an
 * agreement, whose answer carries the signing link) or for the lead's assignee (cancelling the
 * lead), which others get 403 for. Another organization: 404 for every type but the super admin,
 * who may do all.
 *
 * Issue 26 (the handoff after the sale): the fixture's lead has a signed Clean Energy PPA and is
 * handed to an EPC organization (Handed EPC). Its users ('epc/handed', 'epcadmin/handed') reach the
 * lead through the handoff routes only (handoff.test.ts): every route here answers them 404, as it
 * does the users of a different EPC organization ('.../other': Other Org Solar is an EPC, business_type 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeOrganization, makeUser, SAMPLE, type Actor } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
const actors: Record<string, Actor> = {};
let orgA: number;
let owner: Actor;
let epcOrg: number;

beforeAll(async () => {
  app = await createTestApi();
  orgA = await makeOrganization(app, 'Record Owner Solar', 0);
  const orgB = await makeOrganization(app, 'Other Org Solar', 1);
  const ops = await makeOrganization(app, 'Operators', 0);
  epcOrg = await makeOrganization(app, 'Handed EPC', 1);
  actors['epc/handed'] = await makeUser(app, { email: 'crew@handed-epc.test', organizationId: epcOrg });
  actors['epcadmin/handed'] = await makeUser(app, { email: 'admin@handed-epc.test', organizationId: epcOrg, membershipType: 1, userType: 2 });
  owner = await makeUser(app, { email: 'owner@a.test', organizationId: orgA });
  actors['orgadmin/own'] = await makeUser(app, { email: 'orgadmin@a.test', organizationId: orgA, membershipType: 1 });
  const types = [['regular', 0], ['viewer', 1], ['admin', 2]] as const;
  for (const [name, userType] of types) {
    actors[`${name}/own`] = await makeUser(app, { email: `${name}@a.test`, organizationId: orgA, userType });
    actors[`${name}/other`] = await makeUser(app, { email: `${name}@b.test`, organizationId: orgB, userType });
  }
  actors['super/other'] = await makeUser(app, { email: 'super@ops.test', organizationId: ops, userType: 3, membershipType: 1 });
});
afterAll(async () => app?.cleanup());

/** A lead of orgA, assigned to `owner`, enriched, with a file, a generated proposal, a quote and an agreement. */
async function fixture() {
  const c = client(app, owner.token);
  const lead = await c.post('/api/lead/', { name: 'Matrix Warehouse', property: { site_address: '2150 S Cherry Ave, Fresno, CA 93721' }, customer: { first_name: 'Mia', last_name: 'Trix', emails: ['mia@matrix.test'] } });
  expect(lead.status).toBe(201);
  await app.ctx.jobs.drain();
  const id = lead.body.id as number;
  const file = await c.upload('PUT', '/api/additional_file_upload/', { lead_pk: id, file_type: 0, file: SAMPLE.pdf() });
  const proposal = await c.post('/api/proposal/', { lead: id, proposal_type: 0, need_customization: false });
  await app.ctx.jobs.drain();
  const quote = await c.post('/api/quote/', { lead: id, quote_type: 'standard' });
  const agreement = await client(app, actors['orgadmin/own'].token).post('/api/agreement/', { lead: id, agreement_type: 0 });
  for (const r of [file, proposal, quote, agreement]) expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  // The customer signed a PPA (written directly; signing is agreements.test.ts's) and the lead is handed to the EPC.
  await app.ctx.db.query(`INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash, file_signed, signed_datetime, signer_name)
    VALUES ($1, $2, 1, md5(random()::text), 'agreements/matrix-signed.pdf', now(), 'Mia Trix')`, [id, orgA]);
  const handed = await client(app, actors['orgadmin/own'].token).post(`/api/handoff/${id}/hand_off/`, { epc_organization: epcOrg });
  expect(handed.status, JSON.stringify(handed.body)).toBe(200);
  const pdf = (await c.get(`/api/proposal/${proposal.body.id}/`)).body.pdf_file as string;
  return { lead: id, file: file.body.data.ids[0] as number, proposal: proposal.body.id as number, quote: quote.body.id as number, pdf };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;
type Call = (c: ReturnType<typeof client>, f: Fixture) => Promise<{ status: number }>;

const READS: Record<string, Call> = {
  'GET lead': (c, f) => c.get(`/api/lead/${f.lead}/`),
  'GET enrichment status': (c, f) => c.get(`/api/lead_enrichment_status/${f.lead}/`),
  'GET project details': (c, f) => c.get(`/api/get_project_information_details/${f.lead}/`),
  'GET proposal': (c, f) => c.get(`/api/proposal/${f.proposal}/`),
  'GET quote': (c, f) => c.get(`/api/quote/${f.quote}/`),
  'GET media file of the proposal PDF': (c, f) => c.get(`/api/get_media_file/${f.pdf}/`),
  'GET lead activity': (c, f) => c.get(`/api/lead_activity/${f.lead}/`),
};

const WRITES: Record<string, Call> = {
  'PATCH lead': (c, f) => c.patch(`/api/update_lead/${f.lead}/`, { notes: 'edited' }),
  'PUT utility bill on the lead': (c, f) => c.upload('PUT', '/api/utility_bill_upload/', { lead_pk: f.lead, file_type: 0, file: SAMPLE.pdf() }),
  'DELETE lead file': (c, f) => c.delete(`/api/delete_additional_file/${f.file}`),
  'POST proposal': (c, f) => c.post('/api/proposal/', { lead: f.lead, proposal_type: 1, need_customization: false }),
  'PATCH proposal': (c, f) => c.patch(`/api/proposal/${f.proposal}/`, { est_solar_pis_date: '2027-03-01' }),
  'POST proposal_generate': (c, f) => c.post('/api/proposal_generate/', { proposal_pk: f.proposal }),
  'POST quote': (c, f) => c.post('/api/quote/', { lead: f.lead, quote_type: 'pace', program: 'WRCOG' }),
  'PATCH quote': (c, f) => c.patch(`/api/quote/${f.quote}/`, { escalator: 3 }),
  'POST generate_quote': (c, f) => c.post('/api/generate_quote/', { quote_pk: f.quote }),
  'POST agreement': (c, f) => c.post('/api/agreement/', { lead: f.lead, agreement_type: 0 }),
  'DELETE lead': (c, f) => c.delete(`/api/delete_lead/${f.lead}/`),
};

/** Writes kept for org admins (and super admins): anyone else of the organization gets 403. */
const ORG_ADMIN_WRITES = new Set(['POST agreement']);
/** Writes kept for the lead's assignee, org admins and super admins (the fixture's lead is the owner's). */
const ASSIGNEE_WRITES = new Set(['DELETE lead']);

function expected(actor: string, kind: 'read' | 'write', write = ''): number | 'ok' {
  if (actor.startsWith('super')) return 'ok';
  if (actor.endsWith('/other') || actor.endsWith('/handed')) return 404;
  if (kind === 'write' && actor === 'viewer/own') return 403;
  if ((ORG_ADMIN_WRITES.has(write) || ASSIGNEE_WRITES.has(write)) && actor !== 'orgadmin/own') return 403;
  return 'ok';
}

const check = (status: number, want: number | 'ok') => (want === 'ok' ? status >= 200 && status < 300 : status === want);

describe('scoping matrix', () => {
  const actorNames = ['regular/own', 'viewer/own', 'admin/own', 'orgadmin/own', 'regular/other', 'viewer/other', 'admin/other', 'super/other', 'epc/handed', 'epcadmin/handed'];

  it('reads: own organization and super admins see; others get 404', async () => {
    const f = await fixture();
    const failures: string[] = [];
    for (const actor of actorNames) {
      for (const [name, call] of Object.entries(READS)) {
        const res = await call(client(app, actors[actor].token), f);
        if (!check(res.status, expected(actor, 'read'))) failures.push(`${actor} ${name}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('lists: each type sees its own organization only, super admins all', async () => {
    await fixture();
    for (const actor of actorNames) {
      const res = await client(app, actors[actor].token).get('/api/leads/?limit=500');
      const orgs = new Set(res.body.results.map((l: any) => l.organization));
      if (actor.startsWith('super')) expect(orgs.has(orgA)).toBe(true);
      else if (actor.endsWith('/own')) expect([...orgs]).toEqual([orgA]);
      else expect(orgs.has(orgA), actor).toBe(false);
    }
  });

  it('writes: own organization changes (viewer admins 403; agreements org admins, cancelling the assignee), other organizations 404, super admins all', async () => {
    const failures: string[] = [];
    for (const actor of actorNames) {
      for (const [name, call] of Object.entries(WRITES)) {
        const f = await fixture(); // fresh records: a write must not be judged on another's leftovers
        const res = await call(client(app, actors[actor].token), f);
        if (!check(res.status, expected(actor, 'write', name))) failures.push(`${actor} ${name}: ${res.status} ${JSON.stringify((res as any).body).slice(0, 120)}`);
        if (!check(res.status, 'ok')) {
          // A refused write leaves the lead as it was.
          const after = await client(app, owner.token).get(`/api/lead/${f.lead}/`);
          if (after.status !== 200 || after.body.notes === 'edited') failures.push(`${actor} ${name}: refused write changed the lead`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('a viewer admin changes the lead assigned to them', async () => {
    const viewer = actors['viewer/own'];
    const lead = await client(app, viewer.token).post('/api/lead/', { name: 'Viewer Own Lead', property: { site_address: '1 Main St, Hartford, CT 06103' } });
    expect(lead.status).toBe(201);
    expect((await client(app, viewer.token).patch(`/api/update_lead/${lead.body.id}/`, { notes: 'mine' })).status).toBe(200);
  });

  it('every type cancels a lead assigned to them (issue 15: kept, closed-lost)', async () => {
    for (const actor of ['regular/own', 'viewer/own', 'admin/own']) {
      const c = client(app, actors[actor].token);
      const lead = await c.post('/api/lead/', { name: `${actor} lead`, property: { site_address: '1 Main St, Hartford, CT 06103' } });
      expect((await c.post(`/api/cancel_lead/${lead.body.id}/`, { reason: 'Not interested' })).status, actor).toBe(200);
    }
  });
});
