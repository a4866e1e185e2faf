import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../src/auth/passwords.js';
import { ORGANIZATION_MESSAGES } from '../src/domain/organizations.js';
import { client, createTestApi, makeOrganization, makeUser, makeWorld, PASSWORD, SAMPLE, type World } from './harness.js';

/** Issue 26, item 9: the super admin's Organizations screen, and what deactivating one does. */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const login = (email: string, password = PASSWORD) => client(app).post('/api/login/', { email_or_phone: email, password });

describe('who may reach it', () => {
  it('answers the list only to super admins (403 for every other role and 401 signed out)', async () => {
    for (const actor of [world.adminA, world.userA, world.viewerA, world.adminB]) {
      expect((await client(app, actor.token).get('/api/organizations/')).status).toBe(403);
    }
    expect((await client(app).get('/api/organizations/')).status).toBe(401);
    expect((await client(app, world.superAdmin.token).get('/api/organizations/')).status).toBe(200);
  });

  it('answers 404 for another organization and for missing ids, 403 for your own, to anyone but super admins', async () => {
    const other = client(app, world.adminA.token);
    for (const url of [`/api/organizations/${world.orgB}/`, `/api/organizations/${world.orgB}/members/`]) expect((await other.get(url)).status).toBe(404);
    expect((await other.patch(`/api/organizations/${world.orgB}/`, { name: 'Taken' })).status).toBe(404);
    expect((await other.patch(`/api/organizations/${world.orgB}/members/${world.userB.id}/`, { active: false })).status).toBe(404);
    expect((await other.post(`/api/organizations/${world.orgB}/deactivate/`)).status).toBe(404);
    expect((await other.post(`/api/organizations/${world.orgB}/reactivate/`)).status).toBe(404);
    expect((await other.get('/api/organizations/999999/')).status).toBe(404);
    expect((await other.get(`/api/organizations/${world.orgA}/`)).status).toBe(403);
    expect((await other.post(`/api/organizations/${world.orgA}/deactivate/`)).status).toBe(403);
    expect((await client(app, world.userA.token).patch(`/api/organizations/${world.orgA}/members/${world.userA.id}/`, { membership_type: 1 })).status).toBe(403);
    const sup = client(app, world.superAdmin.token);
    for (const id of ['999999', '0', '-3']) expect((await sup.get(`/api/organizations/${id}/`)).status).toBe(404);
    expect((await sup.get('/api/organizations/abc/')).status).toBe(400);
    expect((await sup.post('/api/organizations/999999/deactivate/')).status).toBe(404);
    const { rows } = await app.ctx.db.query('SELECT name, deactivated_at FROM organizations WHERE id = $1', [world.orgB]);
    expect(rows[0]).toMatchObject({ name: 'Bright EPC', deactivated_at: null });
  });
});

describe('the list', () => {
  it('counts members and leads, searches by name (wildcards literal), filters and sorts, with keyset cursors', async () => {
    const sup = client(app, world.superAdmin.token);
    await client(app, world.userA.token).post('/api/lead/', { name: 'Org list lead', property: { site_address: '1 Main St, Fresno, CA 93721' } });
    const odd = await makeOrganization(app, '50% Solar_Co', 0);
    const all = await sup.get('/api/organizations/?order=-members');
    expect(all.status).toBe(200);
    expect(all.body.results[0]).toMatchObject({ id: world.orgA, members_count: 3, status: 'active', business_type: 0 });
    expect(all.body.results[0].leads_count).toBeGreaterThanOrEqual(1);
    expect(all.body.cursors).toHaveLength(all.body.results.length);
    const found = await sup.get(`/api/organizations/?q=${encodeURIComponent('50%')}`);
    expect(found.body.results.map((o: any) => o.id)).toEqual([odd]);
    expect((await sup.get('/api/organizations/?q=_')).body.results.map((o: any) => o.id)).toEqual([odd]);
    expect((await sup.get('/api/organizations/?q=bright')).body.results.map((o: any) => o.name)).toEqual(['Bright EPC']);
    expect((await sup.get('/api/organizations/?business_type=1')).body.results.every((o: any) => o.business_type === 1)).toBe(true);
    const page1 = await sup.get('/api/organizations/?limit=2&order=name');
    const page2 = await sup.get(`/api/organizations/?limit=2&order=name&after=${page1.body.cursors[1]}`);
    expect(page2.status).toBe(200);
    const names = [...page1.body.results, ...page2.body.results].map((o: any) => o.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    // A cursor of another order, a bad order, a NUL in the search: 400 naming the field, never 500.
    expect((await sup.get(`/api/organizations/?order=leads&after=${page1.body.cursors[1]}`)).status).toBe(400);
    expect((await sup.get('/api/organizations/?order=password')).status).toBe(400);
    const nul = await sup.get('/api/organizations/?q=a%00b');
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body)).toContain('q');
    expect((await sup.get(`/api/organizations/?q=${'x'.repeat(5000)}`)).status).toBe(400);
  });
});

describe('one organization', () => {
  it('renames it (trimmed), changes business type and logo, with history; refuses blank, NUL, control and long names', async () => {
    const orgId = await makeOrganization(app, 'Rename Me', 0);
    const sup = client(app, world.superAdmin.token);
    const renamed = await sup.patch(`/api/organizations/${orgId}/`, { name: '  Renamed Solar  ', business_type: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed Solar', business_type: 1 });
    expect(renamed.body.history.map((h: any) => h.action).sort()).toEqual(['business_type_changed', 'renamed']);
    expect(renamed.body.history[0]).toMatchObject({ actor: world.superAdmin.id });
    for (const [name, message] of [['   ', ORGANIZATION_MESSAGES.nameBlank], ['Two\nlines', ORGANIZATION_MESSAGES.nameControl], ['x'.repeat(201), ORGANIZATION_MESSAGES.nameTooLong(200)]] as const) {
      const bad = await sup.patch(`/api/organizations/${orgId}/`, { name });
      expect(bad.status).toBe(400);
      expect(bad.body.name).toEqual([message]);
    }
    const nul = await sup.patch(`/api/organizations/${orgId}/`, { name: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.name).toBeDefined();
    expect((await sup.patch(`/api/organizations/${orgId}/`, { name: 'x'.repeat(400) })).status).toBe(400);
    const logo = await sup.upload('PATCH', `/api/organizations/${orgId}/`, { logo: SAMPLE.png() });
    expect(logo.status).toBe(200);
    expect(logo.body.logo).toContain('/api/media/logos/');
    const exe = await sup.upload('PATCH', `/api/organizations/${orgId}/`, { logo: SAMPLE.exe() });
    expect(exe.status).toBe(400);
    expect(exe.body.logo[0]).toMatch(/not accepted/);
    const removed = await sup.patch(`/api/organizations/${orgId}/`, { logo: null });
    expect(removed.body.logo).toBeNull();
    expect(removed.body.history[0].action).toBe('logo_removed');
    const { rows } = await app.ctx.db.query('SELECT name FROM organizations WHERE id = $1', [orgId]);
    expect(rows[0].name).toBe('Renamed Solar');
  });

  it('the org admin\'s own form no longer stores a name of spaces as an empty name (failed before)', async () => {
    const res = await client(app, world.adminA.token).patch(`/api/organization/${world.orgA}/`, { name: '    ' });
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual([ORGANIZATION_MESSAGES.nameBlank]);
    const { rows } = await app.ctx.db.query('SELECT name FROM organizations WHERE id = $1', [world.orgA]);
    expect(rows[0].name.trim()).not.toBe('');
  });

  it('lists members with roles, changes a role, deactivates and reactivates a member', async () => {
    const orgId = await makeOrganization(app, 'Member Org', 0);
    const admin = await makeUser(app, { email: 'm-admin@member.test', organizationId: orgId, membershipType: 1, first: 'Ann' });
    const member = await makeUser(app, { email: 'm-user@member.test', organizationId: orgId, first: 'Bob' });
    const sup = client(app, world.superAdmin.token);
    const list = await sup.get(`/api/organizations/${orgId}/members/`);
    expect(list.body.results.map((m: any) => [m.email, m.membership_type, m.active])).toEqual([
      ['m-admin@member.test', 1, true], ['m-user@member.test', 0, true]]);
    const promoted = await sup.patch(`/api/organizations/${orgId}/members/${member.id}/`, { membership_type: 1 });
    expect(promoted.body).toMatchObject({ id: member.id, membership_type: 1 });
    const off = await sup.patch(`/api/organizations/${orgId}/members/${member.id}/`, { active: false });
    expect(off.body.active).toBe(false);
    expect((await client(app, member.token).get('/api/user/')).status).toBe(401);
    const refused = await login('m-user@member.test');
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual([ORGANIZATION_MESSAGES.accountDeactivatedLogin]);
    expect((await login('m-admin@member.test')).status).toBe(200);
    await sup.patch(`/api/organizations/${orgId}/members/${member.id}/`, { active: true });
    expect((await login('m-user@member.test')).status).toBe(200);
    // Someone of another organization, yourself, nothing to change.
    expect((await sup.patch(`/api/organizations/${orgId}/members/${world.userB.id}/`, { active: false })).status).toBe(404);
    expect((await sup.patch(`/api/organizations/${orgId}/members/99999999/`, { active: false })).status).toBe(404);
    const self = await sup.patch(`/api/organizations/${world.orgOps}/members/${world.superAdmin.id}/`, { active: false });
    expect(self.status).toBe(400);
    expect(self.body.active).toEqual([ORGANIZATION_MESSAGES.memberSelf]);
    expect((await sup.patch(`/api/organizations/${orgId}/members/${admin.id}/`, {})).status).toBe(400);
    expect((await sup.patch(`/api/organizations/${orgId}/members/${admin.id}/`, { membership_type: 7 })).status).toBe(400);
    const history = (await sup.get(`/api/organizations/${orgId}/`)).body.history.map((h: any) => h.action);
    expect(history).toEqual(['member_reactivated', 'member_deactivated', 'member_role_changed']);
  });

  it('invites into the organization through the invite flow (super admins name it)', async () => {
    const orgId = await makeOrganization(app, 'Invite Org', 1);
    const res = await client(app, world.superAdmin.token).post('/api/invited_users/', { email: 'new@invite-org.test', type: 1, organization: orgId });
    expect(res.status).toBe(201);
    expect(res.body.invite).toMatchObject({ organization: orgId, organization_name: 'Invite Org', business_type: 1 });
    expect((await client(app, world.adminA.token).post('/api/invited_users/', { email: 'x@invite-org.test', type: 1, organization: orgId })).status).toBe(400);
  });
});

describe('deactivating an organization', () => {
  it('signs its users out at once, refuses their login with the message, keeps its leads read-only and visible to super admins, closes its links; reactivating undoes it', async () => {
    const orgId = await makeOrganization(app, 'Closing Solar', 0);
    const admin = await makeUser(app, { email: 'admin@closing.test', organizationId: orgId, membershipType: 1 });
    const member = await makeUser(app, { email: 'user@closing.test', organizationId: orgId });
    const lead = await client(app, member.token).post('/api/lead/', { name: 'Closing lead', property: { site_address: '1 Main St, Fresno, CA 93721' } });
    expect(lead.status).toBe(201);
    const leadId = lead.body.id;
    // A signing link and a web proposal link of its lead.
    const signToken = newToken();
    const proposal = await app.ctx.db.query<{ id: number }>('INSERT INTO proposals (lead_id, organization_id, proposal_type, proposal_status) VALUES ($1, $2, 0, 1) RETURNING id', [leadId, orgId]);
    await app.ctx.db.query('INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash) VALUES ($1, $2, 0, $3)', [leadId, orgId, hashToken(signToken)]);
    const linkToken = newToken();
    await app.ctx.db.query('INSERT INTO proposal_links (proposal_id, lead_id, organization_id, token_hash) VALUES ($1, $2, $3, $4)', [proposal.rows[0].id, leadId, orgId, hashToken(linkToken)]);
    const before = await app.inject({ method: 'GET', url: `/api/agreement/sign/${signToken}/` });
    expect(before.body).not.toContain(ORGANIZATION_MESSAGES.linkUnavailableTitle);
    await client(app, world.superAdmin.token).post('/api/invited_users/', { email: 'pending@closing.test', type: 1, organization: orgId });
    const pendingToken = newToken();
    await app.ctx.db.query('UPDATE invites SET token_hash = $2 WHERE lower(email) = $1', ['pending@closing.test', hashToken(pendingToken)]);

    const sup = client(app, world.superAdmin.token);
    const off = await sup.post(`/api/organizations/${orgId}/deactivate/`, { reason: 'Contract ended' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'deactivated', deactivated_by: world.superAdmin.id, signed_out_users: 2, detail: ORGANIZATION_MESSAGES.deactivated('Closing Solar') });
    expect(off.body.history[0]).toMatchObject({ action: 'deactivated', actor: world.superAdmin.id, detail: { reason: 'Contract ended' } });
    expect(off.body.deactivated_at).toMatch(/^\d{4}-/);

    // Sessions ended; the right password is refused with the message (a wrong one still says wrong).
    expect((await client(app, admin.token).get('/api/user/')).status).toBe(401);
    expect((await client(app, member.token).get(`/api/lead/${leadId}/`)).status).toBe(401);
    const refused = await login('user@closing.test');
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual([ORGANIZATION_MESSAGES.organizationDeactivatedLogin]);
    expect((await login('user@closing.test', 'wrong-password')).body.non_field_errors).not.toEqual([ORGANIZATION_MESSAGES.organizationDeactivatedLogin]);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = ANY($1)', [[admin.id, member.id]])).rows[0].n).toBe(0);

    // Leads: visible to super admins, read-only.
    expect((await sup.get(`/api/lead/${leadId}/`)).status).toBe(200);
    const change = await sup.patch(`/api/update_lead/${leadId}/`, { name: 'Changed' });
    expect(change.status).toBe(409);
    expect(change.body.detail).toBe(ORGANIZATION_MESSAGES.leadReadOnly);

    // Links: a page that says so, and the signing form cannot be posted.
    for (const url of [`/api/agreement/sign/${signToken}/`, `/api/agreement/sign/${signToken}/pdf`, `/api/p/${linkToken}`, `/api/p/${linkToken}/pdf`]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(410);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain(ORGANIZATION_MESSAGES.linkUnavailableTitle);
    }
    const post = await app.inject({ method: 'POST', url: `/api/agreement/sign/${signToken}/`, payload: { full_name: 'Kim', agree: true } });
    expect(post.statusCode).toBe(410);
    expect((await app.ctx.db.query('SELECT signed_datetime FROM agreements WHERE sign_token_hash = $1', [hashToken(signToken)])).rows[0].signed_datetime).toBeNull();

    // Invites into it are refused; an open invite link cannot be used to sign up.
    const invite = await sup.post('/api/invited_users/', { email: 'late@closing.test', type: 1, organization: orgId });
    expect(invite.status).toBe(400);
    expect(invite.body.organization).toEqual([ORGANIZATION_MESSAGES.inviteIntoDeactivated]);
    const signup = await client(app).post('/api/signup/', {
      first_name: 'Pen', last_name: 'Ding', phone_number: '+15550101234', email: 'pending@closing.test', password: 'secret123', token: pendingToken,
    });
    expect(signup.status).toBe(400);
    expect(signup.body.token).toEqual([ORGANIZATION_MESSAGES.signupIntoDeactivated]);

    // It gets no new leads, from anyone.
    const newLead = await sup.post('/api/lead/', { name: 'Into a closed org', organization: orgId, property: { site_address: '1 Main St, Fresno, CA 93721' } });
    expect(newLead.status).toBe(400);
    expect(newLead.body.organization).toEqual([ORGANIZATION_MESSAGES.assignIntoDeactivated]);

    // Listed as deactivated; twice is a 409.
    expect((await sup.get('/api/organizations/?status=deactivated')).body.results.map((o: any) => o.id)).toContain(orgId);
    expect((await sup.get('/api/organizations/?status=active')).body.results.map((o: any) => o.id)).not.toContain(orgId);
    expect((await sup.post(`/api/organizations/${orgId}/deactivate/`)).status).toBe(409);

    // Reactivated: sign-in, changes and links work again.
    const on = await sup.post(`/api/organizations/${orgId}/reactivate/`);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ status: 'active', deactivated_at: null, detail: ORGANIZATION_MESSAGES.reactivated('Closing Solar') });
    expect(on.body.history.slice(0, 2).map((h: any) => h.action)).toEqual(['reactivated', 'deactivated']);
    expect((await login('user@closing.test')).status).toBe(200);
    expect((await sup.patch(`/api/update_lead/${leadId}/`, { name: 'Changed' })).status).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/agreement/sign/${signToken}/` })).body).not.toContain(ORGANIZATION_MESSAGES.linkUnavailableTitle);
    expect((await sup.post(`/api/organizations/${orgId}/reactivate/`)).status).toBe(409);
  });

  it('refuses to deactivate an organization with a super admin (your own among them)', async () => {
    const sup = client(app, world.superAdmin.token);
    const own = await sup.post(`/api/organizations/${world.orgOps}/deactivate/`);
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe(ORGANIZATION_MESSAGES.hasSuperAdmins);
    expect((await sup.get(`/api/organizations/${world.orgOps}/`)).body.has_super_admins).toBe(true);
    expect((await sup.get(`/api/organizations/${world.orgA}/`)).body.has_super_admins).toBe(false);
    const orgId = await makeOrganization(app, 'Has Super', 0);
    await makeUser(app, { email: 'other-super@ops.test', organizationId: orgId, userType: 3 });
    expect((await sup.post(`/api/organizations/${orgId}/deactivate/`)).status).toBe(409);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM organizations WHERE deactivated_at IS NOT NULL AND id = ANY($1)', [[world.orgOps, orgId]])).rows[0].n).toBe(0);
    expect((await sup.post(`/api/organizations/${orgId}/deactivate/`, { reason: 'r'.repeat(501) })).status).toBe(400);
  });
});
