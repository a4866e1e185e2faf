import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_NAME_MAX } from '../src/domain/bulk-enrichment.js';
import { prospectProperty } from '../src/domain/prospect.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/**
 * Issue 26, item 7: Prospect → New Lead carries more than the address. Each enriched row keeps the
 * upload's business name (a business/company/name column) beside the owner type, property use and
 * building size enrichment found, so the web can prefill the wizard with all of them.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const PROSPECT = '/api/prospect_now_bulk_enrichment/';
const admin = () => client(app, world.superAdmin.token);

async function run(content: string) {
  const up = await admin().upload('POST', PROSPECT, { file: { name: 'prospects.csv', type: 'text/csv', content } });
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  await app.ctx.jobs.drain();
  return (await admin().get(`${PROSPECT}${up.body.id}/`)).body;
}

describe('prospect rows carry the business name (issue 26)', () => {
  it('keeps each row\'s business name with the facts enrichment found; a row without one says null', async () => {
    const long = 'B'.repeat(BUSINESS_NAME_MAX + 50);
    const file = await run([
      'Business Name,Address',
      '"Kowalski Cold Storage, LLC","2150 S Cherry Ave, Fresno, CA 93721"',
      ',"5350 N Blackstone Ave, Fresno, CA 93710"',
      `"Evil\u0007Name\u001b Inc","100 Main St, Hartford, CT 06103"`,
      `"${long}","130 S Galena St, Aspen, CO 81611"`,
    ].join('\n'));
    expect(file.status).toBe('Completed');
    const rows = file.prospect_now_data;
    expect(rows).toHaveLength(4);
    const first = prospectProperty('2150 S Cherry Ave, Fresno, CA 93721');
    expect(rows[0]).toMatchObject({
      address: first.address, business_name: 'Kowalski Cold Storage, LLC',
      owner_type: first.owner_type, property_use: first.property_use, building_size: first.building_size,
    });
    expect(rows[1].business_name).toBeNull();
    expect(rows[2].business_name).toBe('Evil Name Inc'); // control characters never reach a lead name
    expect(rows[3].business_name).toHaveLength(BUSINESS_NAME_MAX);
  });

  it('an upload without a name column gives every row a null business name', async () => {
    const file = await run('address\n"2150 S Cherry Ave, Fresno, CA 93721"\n');
    expect(file.prospect_now_data[0].business_name).toBeNull();
  });

  it('another organization\'s admin and a regular user cannot read the rows', async () => {
    const file = await run('address\n"2150 S Cherry Ave, Fresno, CA 93721"\n');
    expect([403, 404]).toContain((await client(app, world.adminB.token).get(`${PROSPECT}${file.id}/`)).status);
    expect([403, 404]).toContain((await client(app, world.userA.token).get(`${PROSPECT}${file.id}/`)).status);
  });
});
