import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_LOCATIONS_MAX, leadLocationsJson } from '../src/routes/lead-locations.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
const ids: Record<string, number> = {};

/** A lead written straight to the table, so each test controls its stage, dates and coordinates. */
async function insertLead(key: string, organizationId: number, o: { name?: string; status?: number; type?: number | null; property?: Record<string, unknown>; updated?: string }) {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, name, lead_status, proposal_type, property, updated) VALUES ($1, $2, $3, $4, $5, $6::timestamptz) RETURNING id`,
    [organizationId, o.name ?? key, o.status ?? 0, o.type ?? null, JSON.stringify(o.property ?? {}), o.updated ?? '2026-03-01T12:00:00Z']);
  ids[key] = rows[0].id;
}

beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
  const at = (latitude: number, longitude: number, address = 'x') => ({ site_address: address, latitude, longitude });
  await insertLead('fresno', world.orgA, { name: 'Fresno Cold Storage', status: 2, type: 0, property: at(36.7116, -119.7722, '2150 S Cherry Ave, Fresno'), updated: '2026-01-10T08:00:00Z' });
  await insertLead('salinas', world.orgA, { name: 'Salinas Packing', status: 5, type: 2, property: at(36.6677, -121.6455, '500 Abbott St, Salinas'), updated: '2026-02-20T08:00:00Z' });
  await insertLead('unplaced', world.orgA, { name: 'No Coordinates Yet', property: { site_address: 'somewhere' } });
  await insertLead('textual', world.orgA, { name: 'Textual Coordinates', property: { site_address: 'y', latitude: '36.1', longitude: '-119.2' } });
  await insertLead('hartford', world.orgB, { name: 'Hartford Offices', status: 2, type: 0, property: at(41.76, -72.67, '1 Main St, Hartford'), updated: '2026-02-01T08:00:00Z' });
});
afterAll(async () => app?.cleanup());

const locations = async (token: string, query = '') => {
  const res = await client(app, token).get(`/api/lead_locations/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Array<{ id: number; name: string; latitude: number; longitude: number; lead_status: number }>;
};
const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);
const sorted = (...keys: string[]) => keys.map((k) => ids[k]).sort((a, b) => a - b);

describe('GET /lead_locations/', () => {
  it('answers a compact array of the caller\'s placed leads: id, name, coordinates and stage only', async () => {
    const res = await client(app, world.userA.token).get('/api/lead_locations/');
    expect(res.raw.headers['content-type']).toMatch(/^application\/json/);
    const rows = res.body as any[];
    expect(idsOf(rows)).toEqual(sorted('fresno', 'salinas'));
    expect(rows.find((r) => r.id === ids.fresno)).toEqual({ id: ids.fresno, name: 'Fresno Cold Storage', latitude: 36.7116, longitude: -119.7722, lead_status: 2 });
    // Most recently updated first, the order that decides what the cap keeps.
    expect(rows.map((r) => r.id)).toEqual([ids.salinas, ids.fresno]);
  });

  it('never shows another organization\'s leads; a super admin sees every organization', async () => {
    expect(idsOf(await locations(world.adminB.token))).toEqual(sorted('hartford'));
    expect(idsOf(await locations(world.viewerA.token))).toEqual(sorted('fresno', 'salinas'));
    // Asking for another organization finds nothing rather than its leads.
    expect(await locations(world.userA.token, `?organization=${world.orgB}`)).toEqual([]);
    expect(idsOf(await locations(world.superAdmin.token))).toEqual(sorted('fresno', 'salinas', 'hartford'));
    expect(idsOf(await locations(world.superAdmin.token, `?organization=${world.orgB}`))).toEqual(sorted('hartford'));
  });

  it('applies the lead list\'s filters: search, proposal type, stage and the updated range', async () => {
    const superToken = world.superAdmin.token;
    expect(idsOf(await locations(superToken, '?search=CHERRY'))).toEqual(sorted('fresno'));
    expect(idsOf(await locations(superToken, '?search=packing'))).toEqual(sorted('salinas'));
    expect(idsOf(await locations(superToken, '?proposal_type=0'))).toEqual(sorted('fresno', 'hartford'));
    expect(idsOf(await locations(superToken, '?lead_status=5,6'))).toEqual(sorted('salinas'));
    expect(idsOf(await locations(superToken, '?updated=2026-02-01,2026-02-28'))).toEqual(sorted('salinas', 'hartford'));
    expect(idsOf(await locations(superToken, '?updated=,2026-01-31'))).toEqual(sorted('fresno'));
    expect(idsOf(await locations(superToken, '?proposal_type=0&lead_status=2&updated=2026-01-15,'))).toEqual(sorted('hartford'));
  });

  it('refuses bad filters like the list does, and callers who are not signed in', async () => {
    const api = client(app, world.userA.token);
    const badStatus = await api.get('/api/lead_locations/?lead_status=9');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toHaveProperty('lead_status');
    expect((await api.get('/api/lead_locations/?updated=2026-13-01,')).status).toBe(400);
    expect((await client(app).get('/api/lead_locations/')).status).toBe(401);
  });

  it('stops at the cap, keeping the most recently updated leads', async () => {
    const superAdmin = { id: world.superAdmin.id, user_type: 3, organization_id: world.orgOps, membership_type: 1 } as any;
    const two = JSON.parse(await leadLocationsJson(app.ctx.db, superAdmin, {}, 2));
    expect(two.map((r: { id: number }) => r.id)).toEqual([ids.salinas, ids.hartford]);
    expect(LEAD_LOCATIONS_MAX).toBe(20_000);
  });

  it('is in the OpenAPI document with its filters', async () => {
    const doc = (await client(app).get('/api/openapi.json')).body;
    const op = doc.paths['/api/lead_locations/']?.get;
    expect(op).toBeTruthy();
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['search', 'proposal_type', 'lead_status', 'updated']));
    expect(op.responses['200'].content['application/json'].schema.type).toBe('array');
  });
});
