import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateSite } from '../src/domain/estimator.js';
import { bulkResultCsv } from '../src/domain/bulk-enrichment.js';
import { OWNER_TYPES, PROPERTY_USES, prospectProperty } from '../src/domain/prospect.js';
import { FILE_TYPES } from '../src/http/uploads.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, SAMPLE, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const BULK = '/api/bulk_enrichment/';
const PROSPECT = '/api/prospect_now_bulk_enrichment/';
const csvFile = (content: string, name = 'list.csv') => ({ name, type: 'text/csv', content });
const admin = () => client(app, world.superAdmin.token);

async function uploadAndRun(path: string, file: { name: string; content: string | Buffer; type?: string }) {
  const up = await admin().upload('POST', path, { file });
  expect(up.status).toBe(201);
  await app.ctx.jobs.drain();
  return (await admin().get(`${path}${up.body.id}/`)).body;
}

/** Downloads a stored file the way a client does: get_media_file, then its signed URL. */
async function download(token: string, mediaPath: string): Promise<string> {
  const signed = await client(app, token).get(`/api/get_media_file/${mediaPath}/`);
  expect(signed.status).toBe(200);
  const url = new URL(signed.body.url);
  const res = await app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe.each([['bulk', BULK], ['prospect', PROSPECT]])('%s enrichment: access', (_kind, path) => {
  it('is refused (403) to everyone but super admins, for every call', async () => {
    const own = await admin().upload('POST', path, { file: SAMPLE.csv(1) });
    expect(own.status).toBe(201);
    for (const actor of [world.adminA, world.userA, world.viewerA, world.adminB, world.userB]) {
      const c = client(app, actor.token);
      expect((await c.get(path)).status).toBe(403);
      expect((await c.get(`${path}${own.body.id}/`)).status).toBe(403);
      expect((await c.upload('POST', path, { file: SAMPLE.csv() })).status).toBe(403);
      expect((await c.delete(`${path}${own.body.id}/`)).status).toBe(403);
      expect((await c.get(`/api/get_media_file/${own.body.file}/`)).status).toBe(404);
    }
    expect((await client(app).get(path)).status).toBe(401);
  });

  it('refuses wrong-type, oversized and missing files with 400 and writes nothing', async () => {
    const before = (await admin().get(path)).body.count;
    const exe = await admin().upload('POST', path, { file: SAMPLE.exe() });
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({ file: [MESSAGES.fileType('exe', FILE_TYPES.csv)] });
    expect((await admin().upload('POST', path, { file: SAMPLE.pdf() })).status).toBe(400);
    const big = await admin().upload('POST', path, { file: csvFile('address\n' + '1 Main St, Fresno, CA 93721\n'.repeat(40_000)) });
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ file: [MESSAGES.fileTooLarge(1)] });
    expect((await admin().upload('POST', path, { name: 'nothing' })).body).toEqual({ file: ['This field is required.'] });
    expect((await admin().get(path)).body.count).toBe(before);
    const { rows } = await app.ctx.db.query('SELECT count(*)::int AS n FROM jobs');
    expect(rows[0].n).toBeGreaterThan(0); // only the earlier successful uploads queued jobs
    const { rows: stray } = await app.ctx.db.query(`SELECT count(*)::int AS n FROM bulk_enrichments b WHERE NOT EXISTS (SELECT 1 FROM media_files m WHERE m.path = b.file)`);
    expect(stray[0].n).toBe(0);
  });

  it('fails a file without an address column with the reason', async () => {
    const done = await uploadAndRun(path, csvFile('name,phone\nAcme,5551234567\n'));
    expect(done).toMatchObject({ status: 'Failed', error: MESSAGES.bulkNoAddressColumn, properties_count: null });
  });

  it('fails a file with no rows, or more than 10,000 rows, with the reason', async () => {
    expect(await uploadAndRun(path, csvFile('Address\n\n , \n'))).toMatchObject({ status: 'Failed', error: MESSAGES.bulkNoRows });
    const many = 'address\n' + Array.from({ length: 10_001 }, (_, i) => `${i} Elm St, Denver, CO 80202`).join('\n');
    expect(await uploadAndRun(path, csvFile(many))).toMatchObject({ status: 'Failed', error: MESSAGES.bulkTooManyRows(10_001, 10_000) });
  });

  it('fails a file that is not valid CSV (an unclosed quote) with the reason', async () => {
    const done = await uploadAndRun(path, csvFile('address\n"1 Main St, Fresno, CA 93721\n2 Oak Ave, Denver, CO 80202\n'));
    expect(done.status).toBe('Failed');
    expect(done.error).toMatch(/^The file could not be read as CSV: .*quote/i);
  });

  it('deletes a file with its results; ids of the other variant are not found', async () => {
    const done = await uploadAndRun(path, SAMPLE.csv(2));
    const other = path === BULK ? PROSPECT : BULK;
    expect((await admin().delete(`${other}${done.id}/`)).status).toBe(404);
    expect((await admin().get(`${other}${done.id}/`)).status).toBe(404);
    const del = await admin().delete(`${path}${done.id}/`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ detail: MESSAGES.fileDeleted });
    expect((await admin().get(`${path}${done.id}/`)).status).toBe(404);
    expect((await admin().delete(`${path}${done.id}/`)).status).toBe(404);
    expect((await admin().get(`/api/get_media_file/${done.file}/`)).status).toBe(404);
    if (done.result_file) expect((await admin().get(`/api/get_media_file/${done.result_file}/`)).status).toBe(404);
  });

  it('lists newest first with a default page size of 10, each variant on its own', async () => {
    for (let i = 0; i < 11; i++) await admin().upload('POST', path, { file: SAMPLE.csv(1), name: `Batch ${i}` });
    const list = await admin().get(path);
    expect(list.body).toMatchObject({ page: 1, limit: 10 });
    expect(list.body.results).toHaveLength(10);
    expect(list.body.results[0].name).toBe('Batch 10');
    const ids = new Set(list.body.results.map((r: any) => r.id));
    const otherPath = path === BULK ? PROSPECT : BULK;
    const other = await admin().get(`${otherPath}?limit=500`);
    expect(other.body.results.some((r: any) => ids.has(r.id))).toBe(false);
  });
});

describe('bulk enrichment end to end', () => {
  it('Pending → Completed with a result CSV of the estimator figures per address', async () => {
    const up = await admin().upload('POST', BULK, { file: SAMPLE.csv(3), name: 'Fresno list' });
    expect(up.body).toEqual({
      id: expect.any(Number), name: 'Fresno list', file: expect.stringMatching(/^bulk-enrichment\/.+\/addresses\.csv$/), status: 'Pending', error: null,
      user: { first_name: 'super', last_name: 'Tester' }, submission_date: expect.any(String), properties_count: null, result_file: null,
    });
    expect(await app.ctx.jobs.drain()).toBeGreaterThan(0);
    const done = (await admin().get(`${BULK}${up.body.id}/`)).body;
    expect(done).toMatchObject({ status: 'Completed', error: null, properties_count: 3, result_file: expect.stringMatching(/addresses-enriched\.csv$/) });
    expect((await admin().get(BULK)).body.results.find((r: any) => r.id === up.body.id)).toEqual(done);

    const rows = Papa.parse<Record<string, string>>(await download(world.superAdmin.token, done.result_file), { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(3);
    const expected = estimateSite({ address: '101 Main St, Fresno, CA 93721' })!;
    expect(rows[1]).toMatchObject({
      address: '101 Main St, Fresno, CA 93721', state: 'CA',
      rooftop_solar_capacity: String(expected.rooftop_solar_capacity),
      estimated_year_production: String(expected.estimated_year_production),
      estimated_epc_cost: String(expected.estimated_epc_cost),
      // Fresno's utility (PG&E) and its commercial rate in the utility table (issue 25; was California's flat 0.24).
      utility_rate: '0.2292',
    });
  });

  it('joins street, city, state and zip columns (any case) and neutralises spreadsheet formulas', async () => {
    const done = await uploadAndRun(BULK, csvFile('STREET,City,state,Zip Code\n"=1+1 Oak Ave",Hartford,CT,06103\n12 Pine Rd,Denver,CO,80202\n'));
    expect(done).toMatchObject({ status: 'Completed', properties_count: 2 });
    const text = await download(world.superAdmin.token, done.result_file);
    expect(text).toContain(`"'=1+1 Oak Ave, Hartford, CT 06103"`);
    expect(text).toContain('12 Pine Rd, Denver, CO 80202');
  });

  it('keeps as text a formula behind spaces or line breaks, or written with full-width signs (issue 24)', async () => {
    const done = await uploadAndRun(BULK, csvFile('street,city,state,zip\n"\uff1d1+1 Oak Ave",Hartford,CT,06103\n'));
    expect(await download(world.superAdmin.token, done.result_file)).toContain(`'\uff1d1+1 Oak Ave, Hartford, CT 06103`);
    const cells = Papa.parse<Record<string, string>>(bulkResultCsv([' =1+1', '\t@SUM(A1)', '\n-2+3', '\u00a0+1']), { header: true }).data.map((row) => row.address);
    expect(cells).toEqual(["' =1+1", "'\t@SUM(A1)", "'\n-2+3", "'\u00a0+1"]);
  });
});

describe('prospect bulk enrichment end to end', () => {
  const addresses = Array.from({ length: 40 }, (_, i) => `${200 + i} Commerce Way, Riverside, CA 9250${i % 10}`);

  it('Completed with properties_count and one deterministic property row per address, some values missing', async () => {
    const csv = 'Owner,Property Address\n' + addresses.map((a) => `Someone,"${a}"`).join('\n') + '\n';
    const done = await uploadAndRun(PROSPECT, csvFile(csv, 'prospects.csv'));
    expect(done).toMatchObject({ status: 'Completed', error: null, properties_count: 40, name: 'prospects.csv' });
    expect(done).not.toHaveProperty('result_file');
    expect(done.prospect_now_data).toHaveLength(40);
    // Issue 26 item 7: each row keeps the file's business name (none in this file: null).
    expect(done.prospect_now_data).toEqual(addresses.map((a) => ({ ...prospectProperty(a), business_name: null })));
    for (const row of done.prospect_now_data) {
      expect(Object.keys(row).sort()).toEqual(['address', 'building_size', 'business_name', 'location_precision', 'owner_type', 'placed', 'property_use', 'total_assessed_value']);
      expect(row).toMatchObject({ placed: true, location_precision: expect.stringMatching(/^(zip|city)$/) });
      if (row.owner_type !== null) expect(OWNER_TYPES).toContain(row.owner_type);
      if (row.property_use !== null) expect(PROPERTY_USES).toContain(row.property_use);
      if (row.total_assessed_value !== null) expect(row.total_assessed_value).toBeGreaterThan(row.building_size * 100);
    }
    const fields = ['owner_type', 'building_size', 'property_use', 'total_assessed_value'];
    expect(fields.some((f) => done.prospect_now_data.some((r: any) => r[f] === null))).toBe(true);
    expect(fields.every((f) => done.prospect_now_data.some((r: any) => r[f] !== null))).toBe(true);
  });

  it('shows an empty property list and no count until the file is processed', async () => {
    const up = await admin().upload('POST', PROSPECT, { file: SAMPLE.csv(2) });
    expect(up.body).toMatchObject({ status: 'Pending', properties_count: null, prospect_now_data: [] });
    await app.ctx.jobs.drain();
    expect((await admin().get(`${PROSPECT}${up.body.id}/`)).body).toMatchObject({ status: 'Completed', properties_count: 2 });
  });
});
