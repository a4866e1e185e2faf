/**
 * Issue 28: GET /api/lead/{id}/?include=economics,handoff — the lead page's three answers in one
 * call (api/src/domain/lead-includes.ts). Each embedded part is what its own route answers the
 * same caller; the lead's access rules are unchanged; an unknown name is a 400 on `include`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeOrganization, makeUser, makeWorld, type Actor, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let epcUser: Actor;
let epcOrg: number;
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
  epcOrg = await makeOrganization(app, 'Volt Builders EPC', 1);
  epcUser = await makeUser(app, { email: 'crew@volt.test', organizationId: epcOrg });
});
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
/** A lead at a Fresno site (insertLead's), so its economics have a ZIP, a utility and a production. */
const siteLead = () => insertLead(app, world.orgA, { associatedUserId: world.userA.id });
/** Signed links carry their own expiry: compare the handoffs without them. */
const withoutLinks = (h: any) => ({ ...h, packet: { ...h.packet, documents: h.packet.documents.map((d: any) => ({ ...d, url: d.url.split('?')[0] })) } });

describe('GET /api/lead/{id}/?include=', () => {
  it('without include the lead keeps its shape: no economics, no handoff', async () => {
    const lead = await siteLead();
    const res = await as(world.userA).get(`/api/lead/${lead}/`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('economics');
    expect(res.body).not.toHaveProperty('handoff');
  });

  it('economics and handoff are what their own routes answer the same caller, beside the same lead', async () => {
    const lead = await siteLead();
    await app.ctx.db.query(
      `INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash, file_signed, signed_datetime, signer_name)
       VALUES ($1, $2, 1, md5(random()::text), 'agreements/test-signed.pdf', now(), 'Grace Hopper')`, [lead, world.orgA]);
    for (const actor of [world.userA, world.adminA, world.viewerA, world.superAdmin]) {
      const plain = await as(actor).get(`/api/lead/${lead}/`);
      const both = await as(actor).get(`/api/lead/${lead}/?include=economics,handoff`);
      expect(both.status).toBe(200);
      const { economics, handoff, ...rest } = both.body;
      expect(rest).toEqual(plain.body);
      expect(economics).toEqual((await as(actor).get(`/api/lead/${lead}/economics/`)).body);
      expect(handoff.ready).toBe(true);
      expect(handoff.packet.documents).toHaveLength(1);
      expect(withoutLinks(handoff)).toEqual(withoutLinks((await as(actor).get(`/api/handoff/${lead}/`)).body));
    }
  });

  it('includes only what is named (repeats and spaces allowed)', async () => {
    const lead = await siteLead();
    const economicsOnly = await as(world.userA).get(`/api/lead/${lead}/?include=economics`);
    expect(economicsOnly.status).toBe(200);
    expect(economicsOnly.body.economics.site).toBeTruthy();
    expect(economicsOnly.body).not.toHaveProperty('handoff');
    const handoffOnly = await as(world.userA).get(`/api/lead/${lead}/?include=handoff,%20handoff`);
    expect(handoffOnly.status).toBe(200);
    expect(handoffOnly.body.handoff).toMatchObject({ lead, ready: false });
    expect(handoffOnly.body).not.toHaveProperty('economics');
  });

  it('an unknown name, an empty one or a too long value is a 400 on include', async () => {
    const lead = await siteLead();
    const unknown = await as(world.userA).get(`/api/lead/${lead}/?include=economics,secrets`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ include: ['"secrets" is not a valid choice.'] });
    const empty = await as(world.userA).get(`/api/lead/${lead}/?include=`);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ include: ['Value is not a valid choice.'] });
    const long = await as(world.userA).get(`/api/lead/${lead}/?include=${'economics,'.repeat(11)}handoff`);
    expect(long.status).toBe(400);
    expect(Object.keys(long.body)).toEqual(['include']);
    // The parameter twice, a NUL, a lead id past 2^31: a clear answer, never a 500.
    const twice = await as(world.userA).get(`/api/lead/${lead}/?include=economics&include=handoff`);
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body)).toEqual(['include']);
    const nul = await as(world.userA).get(`/api/lead/${lead}/?include=economics%00`);
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body)).toEqual(['include']);
    const huge = await as(world.userA).get('/api/lead/2147483648/?include=economics');
    expect([400, 404]).toContain(huge.status);
  });

  it('keeps the lead\'s access rules: another organization, a handed-to EPC and nobody get nothing', async () => {
    const lead = await siteLead();
    for (const actor of [world.userB, world.adminB, epcUser]) {
      const res = await as(actor).get(`/api/lead/${lead}/?include=economics,handoff`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('economics');
    }
    expect((await client(app).get(`/api/lead/${lead}/?include=economics,handoff`)).status).toBe(401);
    // The include is checked before the lead is looked for, so a bad one never tells a lead exists.
    expect((await as(world.userB).get(`/api/lead/${lead}/?include=nope`)).status).toBe(400);
    expect((await as(world.userB).get('/api/lead/999999/?include=nope')).status).toBe(400);
  });
});
