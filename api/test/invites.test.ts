import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

/** The raw token of the newest invite mail sent to an address (what the invitee clicks). */
async function tokenMailedTo(email: string): Promise<string> {
  const { rows } = await app.ctx.db.query(`SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [email]);
  const match = /http:\/\/web\.test\/signup\?token=([0-9a-f]+)/.exec(rows[0]?.body ?? '');
  expect(match, `invite mail to ${email}`).not.toBeNull();
  return match![1];
}

const signupFor = (email: string) => ({ first_name: 'New', last_name: 'Person', phone_number: '+15550001111', email, password: 'welcome1' });

describe('POST /invited_users/', () => {
  it('invites a user into the org admin\'s organization; signing up with the token joins it once', async () => {
    const res = await client(app, world.adminA.token).post('/api/invited_users/', {
      email: 'colleague@a.test', name: 'Col League', type: 1, business_type: 1, organization_name: 'ignored for type 1',
    });
    expect(res.status).toBe(201);
    expect(res.body.detail).toBe(MESSAGES.inviteSent);
    expect(res.body.invite).toMatchObject({
      email: 'colleague@a.test', name: 'Col League', type: 1, business_type: 0, organization: world.orgA,
      organization_name: 'Sunrise Affiliates', accepted: false,
    });
    expect(res.body.invite).not.toHaveProperty('token');

    const token = await tokenMailedTo('colleague@a.test');
    const preview = await client(app).get(`/api/invite/${token}/`);
    expect(preview.body).toMatchObject({ email: 'colleague@a.test', organization: { name: 'Sunrise Affiliates' } });

    const signup = await client(app).post('/api/signup/', { ...signupFor('colleague@a.test'), token });
    expect(signup.status).toBe(201);
    expect(signup.body.organization).toMatchObject({ pk: world.orgA, name: 'Sunrise Affiliates', membership_type: 0 });

    const again = await client(app).post('/api/signup/', { ...signupFor('other@a.test'), token });
    expect(again.status).toBe(400);
    expect(again.body.token).toEqual([MESSAGES.invalidInvite]);

    const list = await client(app, world.adminA.token).get('/api/invited_users/');
    expect(list.body.results.find((i: any) => i.id === res.body.invite.id)).toMatchObject({ accepted: true });
  });

  it('invites a new organization (type 0) that is created on sign-up with its name and business type', async () => {
    const res = await client(app, world.superAdmin.token).post('/api/invited_users/', {
      email: 'founder@newco.test', name: 'Fay Founder', type: 0, business_type: 1, organization_name: 'NewCo Solar',
    });
    expect(res.status).toBe(201);
    expect(res.body.invite).toMatchObject({ type: 0, business_type: 1, organization_name: 'NewCo Solar', organization: world.orgOps });
    const signup = await client(app).post('/api/signup/', { ...signupFor('founder@newco.test'), token: await tokenMailedTo('founder@newco.test') });
    expect(signup.status).toBe(201);
    expect(signup.body.organization).toMatchObject({ name: 'NewCo Solar', business_type: 1, membership_type: 1 });
  });

  it('requires organization_name for a new organization', async () => {
    const res = await client(app, world.adminA.token).post('/api/invited_users/', { email: 'x@neworg.test', name: 'X', type: 0, organization_name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ organization_name: ['This field is required.'] });
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = (await client(app, world.superAdmin.token).get('/api/invited_users/')).body.count;
    const bad = await client(app, world.adminA.token).post('/api/invited_users/', { email: 'not-an-email', type: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.email).toEqual([MESSAGES.emailFormat]);
    expect(bad.body.type).toBeDefined();
    const missing = await client(app, world.adminA.token).post('/api/invited_users/', { name: 'No Email' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ email: ['This field is required.'], type: ['This field is required.'] });
    expect((await client(app, world.superAdmin.token).get('/api/invited_users/')).body.count).toBe(before);
  });

  it('refuses an address that already has an account', async () => {
    const res = await client(app, world.adminA.token).post('/api/invited_users/', { email: 'USER@b.test', name: 'Taken', type: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('re-sending replaces the open invite: same row, only the newest link works', async () => {
    const c = client(app, world.adminA.token);
    const first = await c.post('/api/invited_users/', { email: 'twice@a.test', name: 'First Name', type: 1 });
    const oldToken = await tokenMailedTo('twice@a.test');
    const count = (await c.get('/api/invited_users/')).body.count;
    const second = await c.post('/api/invited_users/', { email: 'Twice@a.test', name: 'Second Name', type: 1 });
    expect(second.status).toBe(201);
    expect(first.body).toMatchObject({ detail: MESSAGES.inviteSent, resent: false });
    // Issue 15: it says it re-sent.
    expect(second.body).toMatchObject({ detail: MESSAGES.inviteResent, resent: true });
    expect(second.body.invite).toMatchObject({ id: first.body.invite.id, name: 'Second Name' });
    expect((await c.get('/api/invited_users/')).body.count).toBe(count);
    const newToken = await tokenMailedTo('Twice@a.test');
    expect(newToken).not.toBe(oldToken);
    expect((await client(app).get(`/api/invite/${oldToken}/`)).status).toBe(404);
    expect((await client(app).get(`/api/invite/${newToken}/`)).status).toBe(200);
  });

  it('a re-invite without a name keeps the name the first invite gave (issue 15)', async () => {
    const c = client(app, world.adminA.token);
    await c.post('/api/invited_users/', { email: 'named@a.test', name: 'Nia Named', type: 1 });
    const again = await c.post('/api/invited_users/', { email: 'named@a.test', type: 1 });
    expect(again.body).toMatchObject({ detail: MESSAGES.inviteResent, invite: { name: 'Nia Named' } });
    const { rows } = await app.ctx.db.query<{ body: string }>(`SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, ['named@a.test']);
    expect(rows[0]?.body).toContain('Hello Nia Named');
  });

  it('lets only org admins and super admins invite', async () => {
    for (const actor of [world.userA, world.viewerA, world.userB]) {
      const res = await client(app, actor.token).post('/api/invited_users/', { email: 'nobody@x.test', name: 'N', type: 1 });
      expect(res.status).toBe(403);
    }
    expect((await client(app).post('/api/invited_users/', { email: 'nobody@x.test', type: 1 })).status).toBe(401);
  });

  it('lets super admins (only) invite into another organization', async () => {
    const own = await client(app, world.adminA.token).post('/api/invited_users/', { email: 'sneaky@b.test', name: 'S', type: 1, organization: world.orgB });
    expect(own.status).toBe(400);
    expect(own.body.organization).toBeDefined();
    const unknown = await client(app, world.superAdmin.token).post('/api/invited_users/', { email: 'lost@x.test', name: 'L', type: 1, organization: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ organization: [MESSAGES.organizationNotFound] });
    const res = await client(app, world.superAdmin.token).post('/api/invited_users/', { email: 'joiner@b.test', name: 'J', type: 1, organization: world.orgB });
    expect(res.status).toBe(201);
    expect(res.body.invite).toMatchObject({ organization: world.orgB, organization_name: 'Bright EPC', business_type: 1 });
  });
});

describe('GET /invited_users/', () => {
  it('scopes the list: org admins their organization, super admins everything, others 403', async () => {
    await client(app, world.adminB.token).post('/api/invited_users/', { email: 'bee@b.test', name: 'Bee', type: 1 });
    const listB = await client(app, world.adminB.token).get('/api/invited_users/');
    expect(listB.status).toBe(200);
    expect(listB.body.results.length).toBeGreaterThan(0);
    expect(listB.body.results.every((i: any) => i.organization === world.orgB)).toBe(true);
    expect(listB.body.results.map((i: any) => i.email)).toEqual(expect.arrayContaining(['bee@b.test', 'joiner@b.test']));

    const listA = await client(app, world.adminA.token).get('/api/invited_users/');
    expect(listA.body.results.every((i: any) => i.organization === world.orgA)).toBe(true);
    expect(listA.body.results.map((i: any) => i.email)).not.toContain('bee@b.test');

    const all = await client(app, world.superAdmin.token).get('/api/invited_users/?limit=100');
    expect(all.body.count).toBe(all.body.results.length);
    expect(new Set(all.body.results.map((i: any) => i.organization))).toEqual(new Set([world.orgA, world.orgB, world.orgOps]));
    expect(all.body.results[0]).toEqual({
      id: expect.any(Number), email: expect.any(String), name: expect.any(String), type: expect.any(Number), business_type: expect.any(Number),
      organization: expect.any(Number), organization_name: expect.any(String), accepted: expect.any(Boolean), created: expect.any(String),
      first_name: expect.any(String), last_name: expect.any(String), revoked: expect.any(Boolean),
    });

    for (const actor of [world.userA, world.viewerA, world.userB]) expect((await client(app, actor.token).get('/api/invited_users/')).status).toBe(403);
  });

  it('pages with a default limit of 10', async () => {
    const c = client(app, world.adminA.token);
    for (let i = 0; i < 11; i++) await c.post('/api/invited_users/', { email: `bulk${i}@a.test`, name: `Bulk ${i}`, type: 1 });
    const first = await c.get('/api/invited_users/');
    expect(first.body).toMatchObject({ page: 1, limit: 10 });
    expect(first.body.results).toHaveLength(10);
    const second = await c.get('/api/invited_users/?page=2&limit=10');
    expect(second.body.results.length).toBe(first.body.count - 10);
    expect(second.body.results[0].id).not.toBe(first.body.results[0].id);
    expect((await c.get('/api/invited_users/?page=0')).status).toBe(400);
  });
});
