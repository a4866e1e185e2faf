import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, SAMPLE, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const newLead = async (token: string) => {
  const res = await client(app, token).post('/api/lead/', { name: 'Files lead', property: { site_address: '10 Elm St, Denver, CO 80202' } });
  expect(res.status).toBe(201);
  return res.body;
};
const fileCount = async () => (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_files')).rows[0].n;

describe('PUT /utility_bill_upload/ and /additional_file_upload/', () => {
  it('stores a utility bill on a lead (stage 2) and answers data.ids with the file row', async () => {
    const lead = await newLead(world.userA.token);
    const api = client(app, world.userA.token);
    const res = await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), file_type: '0', lead_pk: String(lead.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { ids: [res.body.id] }, name: 'bill.pdf', file_type: 0, lead: lead.id, size: SAMPLE.pdf().content.length });
    expect(res.body.file).toMatch(/^lead-files\/[0-9a-f]+\/bill\.pdf$/);
    const after = (await api.get(`/api/lead/${lead.id}/`)).body;
    expect(after.lead_status).toBe(2);
    expect(after.utility_bills.map((f: any) => f.id)).toEqual([res.body.id]);
    const signed = await api.get(`/api/get_media_file/${res.body.file}/`);
    expect(signed.status).toBe(200);
  });

  it('stores an additional file without changing the stage, and unattached uploads (no lead yet)', async () => {
    const lead = await newLead(world.userA.token);
    const api = client(app, world.userA.token);
    const res = await api.upload('PUT', '/api/additional_file_upload/', { file: SAMPLE.csv(), file_type: 7, lead_pk: lead.id });
    expect(res.status).toBe(200);
    const after = (await api.get(`/api/lead/${lead.id}/`)).body;
    expect(after.lead_status).toBe(0);
    expect(after.additional_files).toEqual([expect.objectContaining({ id: res.body.id, file_type: 7, name: 'addresses.csv' })]);
    for (const empty of [undefined, '', 'null']) {
      const loose = await api.upload('PUT', '/api/additional_file_upload/', { file: SAMPLE.png(), lead_pk: empty });
      expect(loose.status).toBe(200);
      expect(loose.body.lead).toBeNull();
    }
  });

  it('refuses missing, wrong-type, empty and oversized files, bad kinds and other organizations\' leads', async () => {
    const lead = await newLead(world.userA.token);
    const api = client(app, world.userA.token);
    const before = await fileCount();
    expect((await api.upload('PUT', '/api/utility_bill_upload/', { lead_pk: lead.id })).body.file).toEqual(['This field is required.']);
    const exe = await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.exe(), lead_pk: lead.id });
    expect(exe.status).toBe(400);
    expect(exe.body.file[0]).toMatch(/not accepted/);
    expect((await api.upload('PUT', '/api/utility_bill_upload/', { file: { name: 'e.pdf', content: '' } })).body.file).toEqual([MESSAGES.fileEmpty]);
    const big = await api.upload('PUT', '/api/utility_bill_upload/', { file: { name: 'big.pdf', content: Buffer.alloc(1024 * 1024 + 10, 1) } });
    expect(big.status).toBe(400);
    expect(big.body.file).toEqual([MESSAGES.fileTooLarge(1)]);
    expect((await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), file_type: 10 })).status).toBe(400);
    expect((await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), lead_pk: 'abc' })).body.lead_pk).toBeDefined();
    expect((await client(app, world.userB.token).upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), lead_pk: lead.id })).status).toBe(404);
    expect((await client(app, world.viewerA.token).upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), lead_pk: lead.id })).status).toBe(403);
    expect((await client(app).upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf() })).status).toBe(401);
    expect(await fileCount()).toBe(before);
    expect((await api.get(`/api/lead/${lead.id}/`)).body.lead_status).toBe(0);
  });
});

describe('DELETE /delete_utility_bill/{id} and /delete_additional_file/{id}', () => {
  it('deletes with and without the trailing slash, removing the stored file', async () => {
    const lead = await newLead(world.userA.token);
    const api = client(app, world.userA.token);
    const bill = await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), lead_pk: lead.id });
    const extra = await api.upload('PUT', '/api/additional_file_upload/', { file: SAMPLE.pdf(), lead_pk: lead.id });
    expect(await api.delete(`/api/delete_utility_bill/${bill.body.id}`)).toMatchObject({ status: 200, body: { detail: MESSAGES.fileDeleted } });
    expect(await api.delete(`/api/delete_additional_file/${extra.body.id}/`)).toMatchObject({ status: 200, body: { detail: MESSAGES.fileDeleted } });
    expect((await api.get(`/api/get_media_file/${bill.body.file}/`)).status).toBe(404);
    const after = (await api.get(`/api/lead/${lead.id}/`)).body;
    expect(after.utility_bills).toEqual([]);
    expect(after.additional_files).toEqual([]);
    expect((await api.delete(`/api/delete_utility_bill/${bill.body.id}`)).status).toBe(404);
  });

  it('refuses other organizations (404), viewer admins on files not theirs (403) and the wrong kind (404)', async () => {
    const lead = await newLead(world.userA.token);
    const api = client(app, world.userA.token);
    const bill = await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), lead_pk: lead.id });
    const loose = await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf() });
    expect((await client(app, world.userB.token).delete(`/api/delete_utility_bill/${bill.body.id}`)).status).toBe(404);
    expect((await client(app, world.userB.token).delete(`/api/delete_utility_bill/${loose.body.id}`)).status).toBe(404);
    expect((await client(app, world.viewerA.token).delete(`/api/delete_utility_bill/${bill.body.id}`)).status).toBe(403);
    expect((await client(app, world.viewerA.token).delete(`/api/delete_utility_bill/${loose.body.id}`)).status).toBe(403);
    expect((await api.delete(`/api/delete_additional_file/${bill.body.id}`)).status).toBe(404);
    expect((await api.delete('/api/delete_utility_bill/abc')).status).toBe(400);
    expect((await client(app, world.superAdmin.token).delete(`/api/delete_utility_bill/${loose.body.id}`)).status).toBe(200);
    expect((await api.get(`/api/lead/${lead.id}/`)).body.utility_bills).toHaveLength(1);
  });
});
