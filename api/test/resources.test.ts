import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPES } from '../src/http/uploads.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeUser, makeWorld, SAMPLE, type Actor, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let adminA: Actor; // user_type 2 of organization A: an organization's admin, not a portal manager
let manager: Actor; // super admins manage portal resources (they are shown to every organization)
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
  adminA = await makeUser(app, { email: 'typed-admin@a.test', organizationId: world.orgA, userType: 2 });
  manager = world.superAdmin;
});
afterAll(async () => app?.cleanup());

const countOf = async () => (await client(app, world.userA.token).get('/api/portal_resource/')).body.count as number;

describe('portal resources', () => {
  it('super admins upload, every signed-in user of any organization lists and reads them', async () => {
    const up = await client(app, manager.token).upload('POST', '/api/portal_resource/', { file: SAMPLE.pdf(), name: '  Sales Playbook ' });
    expect(up.status).toBe(201);
    expect(up.body).toEqual({ id: expect.any(Number), name: 'Sales Playbook', file: expect.stringMatching(/^resources\/.+\/bill\.pdf$/), format: 'PDF', created: expect.any(String) });

    const unnamed = await client(app, world.superAdmin.token).upload('POST', '/api/portal_resource/', { file: SAMPLE.csv() });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body).toMatchObject({ name: 'addresses.csv', format: 'CSV' });

    for (const actor of [world.userB, world.viewerA]) {
      const list = await client(app, actor.token).get('/api/portal_resource/');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ page: 1, limit: 10, count: 2 });
      expect(list.body.results.map((r: any) => r.id)).toEqual([unnamed.body.id, up.body.id]);
      const media = await client(app, actor.token).get(`/api/get_media_file/${up.body.file}/`);
      expect(media.status).toBe(200);
      expect(media.body.url).toContain('/api/media/resources/');
    }
    expect((await client(app).get('/api/portal_resource/')).status).toBe(401);
  });

  it('refuses uploads from everyone but super admins with 403 (organization admins included)', async () => {
    const before = await countOf();
    for (const actor of [world.userA, world.viewerA, world.adminB, world.adminA, adminA]) {
      const res = await client(app, actor.token).upload('POST', '/api/portal_resource/', { file: SAMPLE.pdf() });
      expect(res.status).toBe(403);
    }
    expect(await countOf()).toBe(before);
  });

  it('refuses missing, wrong-type and oversized files with 400 and writes nothing', async () => {
    const before = await countOf();
    const c = client(app, manager.token);
    const exe = await c.upload('POST', '/api/portal_resource/', { file: SAMPLE.exe() });
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({ file: [MESSAGES.fileType('exe', FILE_TYPES.document)] });
    const big = await c.upload('POST', '/api/portal_resource/', { file: { name: 'huge.pdf', content: Buffer.alloc(1024 * 1024 + 10, 65) } });
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ file: [MESSAGES.fileTooLarge(1)] });
    const none = await c.upload('POST', '/api/portal_resource/', { name: 'No file' });
    expect(none.status).toBe(400);
    expect(none.body.file).toBeDefined();
    const longName = await c.upload('POST', '/api/portal_resource/', { file: SAMPLE.pdf(), name: 'x'.repeat(201) });
    expect(longName.status).toBe(400);
    expect(longName.body.name).toEqual(['Ensure this field has no more than 200 characters.']);
    expect(await countOf()).toBe(before);
    const { rows } = await app.ctx.db.query(`SELECT count(*)::int AS n FROM media_files WHERE path LIKE 'resources/%'`);
    expect(rows[0].n).toBe(before);
  });

  it('deletes for super admins only; the file goes with it', async () => {
    const up = await client(app, manager.token).upload('POST', '/api/portal_resource/', { file: SAMPLE.png(), name: 'Logo' });
    expect(up.body.format).toBe('PNG');
    for (const actor of [world.userA, world.viewerA, world.adminA, adminA, world.adminB]) expect((await client(app, actor.token).delete(`/api/portal_resource/${up.body.id}/`)).status).toBe(403);

    const del = await client(app, manager.token).delete(`/api/portal_resource/${up.body.id}/`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ detail: MESSAGES.resourceDeleted });
    expect((await client(app, manager.token).delete(`/api/portal_resource/${up.body.id}/`)).status).toBe(404);
    expect((await client(app, world.userA.token).get(`/api/get_media_file/${up.body.file}/`)).status).toBe(404);
    expect((await client(app, world.userA.token).get('/api/portal_resource/')).body.results.map((r: any) => r.id)).not.toContain(up.body.id);
    expect((await client(app, manager.token).delete('/api/portal_resource/abc/')).status).toBe(400);
    expect((await client(app, manager.token).delete('/api/portal_resource/99999999999/')).status).toBe(400);
  });

  it('pages with a default limit of 10', async () => {
    for (let i = 0; i < 10; i++) await client(app, manager.token).upload('POST', '/api/portal_resource/', { file: SAMPLE.pdf(), name: `Doc ${i}` });
    const page1 = await client(app, world.userA.token).get('/api/portal_resource/');
    expect(page1.body.results).toHaveLength(10);
    const page2 = await client(app, world.userA.token).get('/api/portal_resource/?page=2');
    expect(page2.body.results).toHaveLength(page1.body.count - 10);
    expect((await client(app, world.userA.token).get('/api/portal_resource/?limit=0')).status).toBe(400);
  });
});
