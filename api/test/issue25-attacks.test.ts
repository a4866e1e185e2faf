import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeUser, makeWorld, type World } from './harness.js';

/**
 * Issue 25's calls under attack (site economics, a lead's economics, financing): ids past 2^31 and
 * junk, NUL bytes, repeated and oversized parameters, someone else's draft; never a 5xx, always JSON.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const as = (token?: string) => client(app, token);
const property = { site_address: '1 Cascade Plz, Akron, OH 44308', rooftop_solar_capacity: 90, solar_cost: 200_000 };

describe('issue 25 calls under attack', () => {
  it('lead ids past 2^31, negative, hex or junk are refused, never a 5xx', async () => {
    for (const id of ['2147483648', '99999999999999999999', '-1', '0x10', '1e3', 'abc', '%00', '1%00']) {
      for (const path of [`/api/lead/${id}/economics/`, `/api/financing/${id}/`]) {
        const res = await as(world.userA.token).get(path);
        expect([400, 404], `${path} ${res.status}`).toContain(res.status);
      }
    }
  });

  it('site_economics refuses NUL, oversized, repeated and out-of-range parameters with the field\'s 400', async () => {
    const queries = [
      'zip=44308%00', `zip=${'4'.repeat(10_000)}`, 'zip=44308&zip=94612', 'latitude=91&longitude=0', 'latitude=1e999&longitude=0',
      'latitude=41&longitude=-81&tilt=91', 'latitude=41&longitude=-81&azimuth=360', 'latitude=41&longitude=-81&losses=100',
      'latitude=41&longitude=-81&array_type=%00', 'latitude=41', 'tilt=10',
    ];
    for (const query of queries) {
      const res = await as(world.userA.token).get(`/api/site_economics/?${query}`);
      expect(res.status, `${query}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
      expect(typeof res.body, query).toBe('object');
    }
  });

  it('someone else\'s draft is not found through its economics or financing', async () => {
    const member = await makeUser(app, { email: 'member25@a.test', organizationId: world.orgA });
    const draft = (await as(world.userA.token).post('/api/lead/', { name: 'Draft 25', property, draft: true })).body;
    for (const path of [`/api/lead/${draft.id}/economics/`, `/api/financing/${draft.id}/`]) {
      expect((await as(member.token).get(path)).status, path).toBe(404);
      expect((await as(world.userB.token).get(path)).status, path).toBe(404);
      expect((await as(world.userA.token).get(path)).status, path).not.toBe(404);
    }
  });
});
