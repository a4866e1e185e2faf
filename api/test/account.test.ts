import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, SAMPLE, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

describe('profile', () => {
  it('updates names and phone, and replaces and removes the image', async () => {
    const c = client(app, world.userA.token);
    const res = await c.patch('/api/user/', { first_name: ' Grace ', phone_number: '+15557654321' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Grace', phone_number: '+15557654321' });
    const image = await c.upload('PATCH', '/api/user/', { image: SAMPLE.png() });
    expect(image.body.image).toContain('/api/media/profiles/');
    const removed = await c.patch('/api/user/', { image: null });
    expect(removed.body.image).toBeNull();
  });

  it('refuses bad values and file types, changing nothing', async () => {
    const c = client(app, world.userB.token);
    const bad = await c.patch('/api/user/', { first_name: '', phone_number: '12345', last_name: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.phone_number).toEqual([MESSAGES.phoneFormat]);
    expect(bad.body.first_name).toBeDefined();
    const exe = await c.upload('PATCH', '/api/user/', { image: SAMPLE.exe() });
    expect(exe.status).toBe(400);
    expect(exe.body.image[0]).toMatch(/not accepted/);
    const tooBig = await c.upload('PATCH', '/api/user/', { image: { name: 'big.png', type: 'image/png', content: Buffer.alloc(1024 * 1024 + 10) } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.image).toEqual([MESSAGES.fileTooLarge(1)]);
    const me = await c.get('/api/user/');
    expect(me.body).toMatchObject({ first_name: 'user', image: null });
  });
});

describe('organization', () => {
  it('lets its org admin and super admins edit it', async () => {
    const own = await client(app, world.adminA.token).patch(`/api/organization/${world.orgA}/`, { name: 'Sunrise Affiliates West', description: 'We sell solar.' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ pk: world.orgA, name: 'Sunrise Affiliates West', membership_type: 1 });
    const logo = await client(app, world.adminA.token).upload('PATCH', `/api/organization/${world.orgA}/`, { logo: SAMPLE.png() });
    expect(logo.body.logo).toContain('/api/media/logos/');
    const sup = await client(app, world.superAdmin.token).patch(`/api/organization/${world.orgB}/`, { business_type: 0 });
    expect(sup.body.business_type).toBe(0);
  });

  it('refuses regular users (403), other organizations (404) and business type changes by org admins (400)', async () => {
    expect((await client(app, world.userA.token).patch(`/api/organization/${world.orgA}/`, { name: 'Mine now' })).status).toBe(403);
    expect((await client(app, world.adminB.token).patch(`/api/organization/${world.orgA}/`, { name: 'Taken over' })).status).toBe(404);
    expect((await client(app, world.adminA.token).patch(`/api/organization/${world.orgA}/`, { business_type: 1 })).status).toBe(400);
    expect((await client(app, world.superAdmin.token).patch('/api/organization/999999/', { name: 'Ghost' })).status).toBe(404);
    const { rows } = await app.ctx.db.query('SELECT name FROM organizations WHERE id = $1', [world.orgA]);
    expect(rows[0].name).not.toMatch(/Mine now|Taken over/);
  });

  it('lists organizations with their users: all for super admins, their own for others', async () => {
    const all = await client(app, world.superAdmin.token).get('/api/organization_with_users/');
    expect(all.body.results.map((o: any) => o.pk).sort()).toEqual([world.orgA, world.orgB, world.orgOps].sort());
    const own = await client(app, world.userB.token).get('/api/organization_with_users/');
    expect(own.body.results).toHaveLength(1);
    expect(own.body.results[0].users.map((u: any) => u.email).sort()).toEqual(['admin@b.test', 'user@b.test']);
    expect((await client(app).get('/api/organization_with_users/')).status).toBe(401);
  });
});

describe('media', () => {
  it('gives signed URLs only to those who may see the file, and refuses tampered or expired links', async () => {
    const upload = await client(app, world.userA.token).upload('PATCH', `/api/organization/${world.orgA}/`, { logo: SAMPLE.png() });
    expect(upload.status).toBe(403); // a regular user cannot set the logo
    const lead = await client(app, world.userA.token).post('/api/lead/', { name: 'Media Lead', property: { site_address: '1 Main St, Fresno, CA 93721' } });
    const file = await client(app, world.userA.token).upload('PUT', '/api/additional_file_upload/', { lead_pk: lead.body.id, file_type: 0, file: SAMPLE.pdf() });
    const path = (await client(app, world.userA.token).get(`/api/lead/${lead.body.id}/`)).body.additional_files[0].file as string;
    expect(file.status).toBe(200);
    const mine = await client(app, world.adminA.token).get(`/api/get_media_file/${path}/`);
    expect(mine.status).toBe(200);
    expect((await client(app, world.userB.token).get(`/api/get_media_file/${path}/`)).status).toBe(404);
    expect((await client(app, world.superAdmin.token).get(`/api/get_media_file/${path}/`)).status).toBe(200);
    expect((await client(app, world.userA.token).get('/api/get_media_file/leads/nope/x.pdf/')).status).toBe(404);
    const url = new URL(mine.body.url);
    const ok = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(ok.statusCode).toBe(200);
    url.searchParams.set('signature', 'forged');
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(403);
    url.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 10));
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(403);
  });
});
