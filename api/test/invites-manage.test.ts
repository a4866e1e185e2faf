import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/**
 * Issue 26, item 11: an invite names the invitee (prefilling sign-up), and its sender can revoke
 * and resend it from the Invites table. Attacks: another organization's invite ids, regular users,
 * junk and huge ids, an accepted invite, a revoked link used anyway.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

async function tokenMailedTo(email: string): Promise<string> {
  const { rows } = await app.ctx.db.query(`SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [email]);
  const match = /http:\/\/web\.test\/signup\?token=([0-9a-f]+)/.exec(rows[0]?.body ?? '');
  expect(match, `invite mail to ${email}`).not.toBeNull();
  return match![1];
}
const signupFor = (email: string) => ({ first_name: 'New', last_name: 'Person', phone_number: '+15550001111', email, password: 'welcome1' });
const invite = async (token: string, email: string, extra: Record<string, unknown> = {}) => {
  const res = await client(app, token).post('/api/invited_users/', { email, type: 1, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.invite as { id: number; first_name: string; last_name: string; name: string; revoked: boolean };
};

describe('the invitee\'s name (issue 26)', () => {
  it('first and last name are kept, named in the list, and prefill sign-up through the link', async () => {
    const nul = await client(app, world.adminA.token).post('/api/invited_users/', { email: 'nul@a.test', type: 1, last_name: 'Kowal\u0000ski' });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body)).toEqual(['last_name']);
    const sent = await invite(world.adminA.token, 'ana@a.test', { first_name: ' Ana ', last_name: 'Kowalski' });
    expect(sent).toMatchObject({ first_name: 'Ana', last_name: 'Kowalski', name: 'Ana Kowalski', revoked: false });
    const preview = await client(app).get(`/api/invite/${await tokenMailedTo('ana@a.test')}/`);
    expect(preview.body).toMatchObject({ email: 'ana@a.test', first_name: 'Ana', last_name: 'Kowalski' });
    expect((await client(app, world.adminA.token).post('/api/invited_users/', { email: 'x@a.test', type: 1, first_name: 'x'.repeat(76) })).status).toBe(400);
  });
});

describe('revoke and resend (issue 26)', () => {
  it('revoking stops the link at once; resending mails a new link that works, and reopens it', async () => {
    const sent = await invite(world.adminA.token, 'revoked@a.test', { first_name: 'Rae' });
    const oldToken = await tokenMailedTo('revoked@a.test');
    const revoked = await client(app, world.adminA.token).post(`/api/invited_users/${sent.id}/revoke/`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ detail: MESSAGES.inviteRevoked, invite: { id: sent.id, revoked: true } });
    expect((await client(app).get(`/api/invite/${oldToken}/`)).status).toBe(404);
    const refused = await client(app).post('/api/signup/', { ...signupFor('revoked@a.test'), token: oldToken });
    expect(refused.status).toBe(400);
    expect(refused.body.token).toEqual([MESSAGES.invalidInvite]);
    // Twice is the same.
    expect((await client(app, world.adminA.token).post(`/api/invited_users/${sent.id}/revoke/`, {})).status).toBe(200);

    const resent = await client(app, world.adminA.token).post(`/api/invited_users/${sent.id}/resend/`, {});
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ detail: MESSAGES.inviteResent, invite: { id: sent.id, revoked: false, first_name: 'Rae' } });
    const newToken = await tokenMailedTo('revoked@a.test');
    expect(newToken).not.toBe(oldToken);
    expect((await client(app).get(`/api/invite/${oldToken}/`)).status).toBe(404);
    const signup = await client(app).post('/api/signup/', { ...signupFor('revoked@a.test'), token: newToken });
    expect(signup.status).toBe(201);
    // Accepted: nothing left to revoke or resend.
    for (const action of ['revoke', 'resend']) {
      const res = await client(app, world.adminA.token).post(`/api/invited_users/${sent.id}/${action}/`, {});
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(MESSAGES.inviteAlreadyAccepted);
    }
  });

  it('another organization\'s invite answers 404 like a missing one; regular users and viewers 403; nothing changes', async () => {
    const sent = await invite(world.adminA.token, 'target@a.test');
    const token = await tokenMailedTo('target@a.test');
    for (const action of ['revoke', 'resend']) {
      const other = await client(app, world.adminB.token).post(`/api/invited_users/${sent.id}/${action}/`, {});
      const missing = await client(app, world.adminB.token).post(`/api/invited_users/99999/${action}/`, {});
      expect(other.status).toBe(404);
      expect(other.body).toEqual(missing.body);
      for (const who of [world.userA, world.viewerA, world.userB]) {
        expect((await client(app, who.token).post(`/api/invited_users/${sent.id}/${action}/`, {})).status, `${action} by a non-admin`).toBe(403);
      }
      for (const junk of ['0', '-1', 'abc', '99999999999999999999', '2147483648']) {
        expect((await client(app, world.adminA.token).post(`/api/invited_users/${junk}/${action}/`, {})).status, `${action} ${junk}`).toBe(400);
      }
    }
    // The link still works: none of the above touched it.
    expect((await client(app).get(`/api/invite/${token}/`)).status).toBe(200);
    // A super admin manages any organization's invite.
    expect((await client(app, world.superAdmin.token).post(`/api/invited_users/${sent.id}/revoke/`, {})).status).toBe(200);
  });

  it('the list says which invites are revoked', async () => {
    const list = await client(app, world.adminA.token).get('/api/invited_users/?limit=50');
    const target = list.body.results.find((i: { email: string }) => i.email === 'target@a.test');
    expect(target, JSON.stringify(list.body.results.map((i: { email: string }) => i.email))).toMatchObject({ revoked: true, accepted: false });
  });
});
