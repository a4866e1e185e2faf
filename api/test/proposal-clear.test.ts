/**
 * Clearing a pricing value in the proposal edit: PATCH /proposal/{id}/ takes null for a pricing key
 * (top level or in `values`) and removes it from the stored inputs, so the lead's value applies
 * again. Omitted keys stay as they are; create endpoints refuse null ("This field may not be null.").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';
import { MESSAGES } from '../src/messages.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const storedInputs = async (id: number) => (await app.ctx.db.query('SELECT inputs FROM proposals WHERE id = $1', [id])).rows[0].inputs;

/** A requested preliminary proposal of a lead (system size 250 kW, EPC $550,000 = $2.20/W) with its own values. */
async function proposalWith(values: Record<string, unknown>, projectInfo?: object) {
  const lead = await insertLead(app, world.orgA, projectInfo ? { projectInfo } : {});
  const created = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, values });
  expect(created.status).toBe(201);
  return { lead, id: created.body.id as number };
}

describe('clearing a pricing value of a proposal (PATCH null)', () => {
  it('removes the key from the stored inputs; the answer and the proposal show the lead\'s value again', async () => {
    const { id } = await proposalWith({ epc_price: 2.5, epc_price_unit: '$/W', system_size: 300, escalator: 3, storage: '4-hour', ess_capacity: 800 });
    expect((await as(world.userA).get(`/api/proposal/${id}/`)).body.pricing_inputs).toMatchObject({ epc_price: 2.5, system_size: 300, storage: '4-hour' });

    const cleared = await as(world.userA).patch(`/api/proposal/${id}/`, { epc_price: null, values: { system_size: null, storage: null, ess_capacity: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.values).toEqual({ epc_price_unit: '$/W', escalator: 3 });
    expect(await storedInputs(id)).toEqual({ epc_price_unit: '$/W', escalator: 3 });

    const got = (await as(world.userA).get(`/api/proposal/${id}/`)).body;
    // The lead's values: 250 kW, its EPC total as $/W, no ESS on the lead so no storage; the kept values stay.
    expect(got.pricing_inputs).toMatchObject({ system_size: 250, estimated_year_production: 400_000, epc_price: 2.2, epc_price_unit: '$/W', storage: 'none', ess_capacity: 0, escalator: 3 });
  });

  it('clears a choice (enum) value too, and leaves omitted values alone', async () => {
    const { id } = await proposalWith({ escalator: 3, region: 'CT', deal_kind: 'Credit PPA' });
    const res = await as(world.userA).patch(`/api/proposal/${id}/`, { values: { escalator: null, region: null } });
    expect(res.status).toBe(200);
    expect(res.body.values).toEqual({ deal_kind: 'Credit PPA' });
    expect((await as(world.userA).get(`/api/proposal/${id}/`)).body.pricing_inputs).toMatchObject({ escalator: 2, region: 'CA', deal_kind: 'Credit PPA' });
  });

  it('counts a clear as a pricing change: a generated proposal is requested again and its agreement superseded', async () => {
    const lead = await insertLead(app, world.orgA);
    const created = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 0, escalator: 3 });
    await app.ctx.jobs.drain();
    const id = created.body.id as number;
    expect((await as(world.userA).get(`/api/proposal/${id}/`)).body.proposal_status).toBe(1);
    // An LOI on this marketing proposal (a Clean Energy PPA needs a preliminary or detailed one, issue 12).
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0, proposal: id });
    expect(sent.status).toBe(201);

    // Clearing a key that was never stored changes nothing.
    const noop = await as(world.userA).patch(`/api/proposal/${id}/`, { utility_rate: null });
    expect(noop.body.proposal_status).toBe(1);
    const superseded = async () => (await app.ctx.db.query('SELECT superseded FROM agreements WHERE proposal_id = $1', [id])).rows[0].superseded;
    expect(await superseded()).toBe(false);

    const cleared = await as(world.userA).patch(`/api/proposal/${id}/`, { escalator: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.proposal_status).toBe(0);
    expect(cleared.body.values).toEqual({});
    expect(await superseded()).toBe(true);
  });

  it('refuses a clear that leaves the proposal unpriceable, with the field message, and keeps the value', async () => {
    const { id } = await proposalWith({ system_size: 120 }, { estimated_year_production: 400_000, epc_price: 550_000 });
    const res = await as(world.userA).patch(`/api/proposal/${id}/`, { system_size: null });
    expect(res.status).toBe(400);
    expect(res.body.system_size).toEqual(['Enter the system size in kW DC: the lead has none yet.']);
    expect(await storedInputs(id)).toEqual({ system_size: 120 });
  });

  it('refuses null on the create endpoints (top level and in values), with the field named, and stores nothing', async () => {
    const lead = await insertLead(app, world.orgA);
    const top = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, storage: null });
    expect(top.status).toBe(400);
    expect(top.body).toEqual({ storage: [MESSAGES.notNull] });
    // A number too: not coerced to 0 and stored as if someone had typed 0.
    const price = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, epc_price: null });
    expect(price.status).toBe(400);
    expect(price.body).toEqual({ epc_price: [MESSAGES.notNull] });
    const nested = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, values: { escalator: null, ess_price: null } });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ 'values.escalator': [MESSAGES.notNull], 'values.ess_price': [MESSAGES.notNull] });
    const quote = await as(world.userA).post('/api/quote/', { lead, values: { region: null } });
    expect(quote.status).toBe(400);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM proposals WHERE lead_id = $1', [lead])).rows[0].n).toBe(0);
  });

  it('documents the nullable values of the change, not of the create', async () => {
    const doc = (await client(app).get('/api/openapi.json')).body;
    const patch = doc.paths['/api/proposal/{id}/'].patch.requestBody.content['application/json'].schema;
    const post = doc.paths['/api/proposal/'].post.requestBody.content['application/json'].schema;
    for (const schema of [patch.properties, patch.properties.values.properties]) {
      expect(schema.epc_price).toMatchObject({ type: 'number', nullable: true });
      expect(schema.epc_price.description).toMatch(/null clears/);
      expect(schema.storage).toMatchObject({ type: 'string', nullable: true });
      expect(schema.storage.enum).toContain(null);
    }
    expect(post.properties.epc_price.nullable).toBeUndefined();
    expect(post.properties.values.properties.storage.enum).not.toContain(null);
  });
});
