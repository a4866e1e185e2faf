import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runReminders } from '../src/domain/reminders.js';
import { client, createTestApi, makeOrganization, makeUser, makeWorld, type Actor, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';

/**
 * Issues 26 and 27's new calls under attack, as an attacker and a careless user would call them:
 * another organization's ids (404, as a missing one), the wrong role, ids past 2^31 / negative /
 * hex / NUL / huge, wrong JSON types, missing and huge bodies, replays, a cancelled lead, a revoked
 * or expired link, concurrent double submissions; the metrics access rule, readiness, request ids
 * and the throttles' keys. Never a 5xx.
 */
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let epcOrg: number;
let epcUser: Actor;
beforeAll(async () => {
  app = await createTestApi({ metricsToken: 'metrics-token-of-the-attack-tests', inviteRateLimit: 0 });
  world = await makeWorld(app);
  epcOrg = await makeOrganization(app, 'Attack EPC', 1);
  epcUser = await makeUser(app, { email: 'crew@attack-epc.test', organizationId: epcOrg });
});
afterAll(async () => app?.cleanup());

const as = (actor?: { token: string }) => client(app, actor?.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const BAD_IDS = ['2147483648', '99999999999999999999', '-1', '0', '0x10', '1e3', '1.5', 'abc', '%00', '1%00', 'x'.repeat(10_000)];
/** A junk id: 400 or 404 (docs/decisions.md: a path parameter past 1,000 characters stays 414 at the router). */
const JUNK_ID_ANSWERS = [400, 404, 414];
/**
 * A one-element array where a scalar is expected is read as that scalar (the api's Ajv runs with
 * coerceTypes 'array', as query strings need): never a 5xx, and no different from the scalar.
 */
/** Every answer of these calls: a 4xx or the success it expects, never a 5xx. */
const no5xx = (res: { status: number; body: unknown }, what: string) => expect(res.status, `${what}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);

async function leadWithProposal(org = world.orgA, owner = world.userA) {
  const lead = await insertLead(app, org, { associatedUserId: owner.id });
  const proposal = await as(owner).post('/api/proposal/', { lead, proposal_type: 1 });
  expect(proposal.status, JSON.stringify(proposal.body)).toBe(201);
  await as(owner).post('/api/proposal_generate/', { proposal_pk: proposal.body.id });
  await app.ctx.jobs.drain();
  return { lead, proposalId: proposal.body.id as number };
}
async function linkOf(proposalId: number, owner = world.userA) {
  const made = await as(owner).post(`/api/proposal/${proposalId}/link/`, {});
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.link as { id: number; url: string };
}
const form = (url: string, payload: string, headers: Record<string, string> = {}) => app.inject({
  method: 'POST', url: pathOf(url), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload,
});
const json = (url: string, payload: unknown) => app.inject({ method: 'POST', url: pathOf(url), headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const acceptances = async (proposalId: number) =>
  (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM proposal_acceptances WHERE proposal_id = $1', [proposalId])).rows[0].n;
const GOOD_ACCEPT = 'full_name=Grace+Hopper&email=grace%40example.test&accept=on';

describe('POST /api/p/{token}/accept', () => {
  it('junk tokens (short, upper-case, huge, NUL, traversal) answer the link\'s page, never a 5xx, and accept nothing', async () => {
    for (const token of ['abc', 'A'.repeat(64), 'f'.repeat(63), 'f'.repeat(65), 'f'.repeat(10_000), `${'f'.repeat(63)}%00`, '..%2f..%2fmetrics', '%2e%2e']) {
      const res = await form(`/api/p/${token}/accept`, GOOD_ACCEPT);
      no5xx({ status: res.statusCode, body: res.body }, token.slice(0, 80));
      expect(res.statusCode, token.slice(0, 80)).not.toBe(200);
      expect(res.statusCode, token.slice(0, 80)).not.toBe(303);
    }
  });

  it('wrong types, missing, repeated and huge fields are the form\'s 400 (nothing accepted); a huge body a 413 page', async () => {
    const { proposalId } = await leadWithProposal();
    const link = await linkOf(proposalId);
    const url = `${link.url}/accept`;
    const jsonBodies: unknown[] = [
      null, [], [GOOD_ACCEPT], 'full_name=Grace', 42, {},
      { full_name: ['Grace'], email: 'g@example.test', accept: 'on' },
      { full_name: { first: 'Grace' }, email: 'g@example.test', accept: 'on' },
      { full_name: 'Grace', email: ['g@example.test'], accept: 'on' },
      { full_name: 'Grace', email: 'g@example.test', accept: ['on'] },
      { full_name: 'Grace', email: 'g@example.test', accept: 1 },
      { full_name: 'Grace', email: 'g@example.test', accept: null },
      { full_name: 12345, email: 'g@example.test', accept: 'on' },
      { full_name: 'Gr\u0000ace', email: 'g@example.test', accept: 'on' },
      { full_name: 'Grace', email: 'g@example.test\r\nBcc: x@evil.test', accept: 'on' },
      { full_name: 'x'.repeat(201), email: 'g@example.test', accept: 'on' },
      { full_name: 'Grace', email: `${'g'.repeat(250)}@example.test`, accept: 'on' },
    ];
    for (const body of jsonBodies) {
      const res = await json(url, body);
      no5xx({ status: res.statusCode, body: res.body }, JSON.stringify(body));
      expect([400, 413, 415], JSON.stringify(body)).toContain(res.statusCode);
    }
    for (const payload of ['', 'accept=on', 'full_name=&email=&accept=', 'full_name=Grace&email=g%40example.test&accept=off', 'full_name=%00&email=g%40example.test&accept=on',
      '%%%', 'full_name=Grace&full_name=&email=g%40example.test&accept=on', `full_name=${'x'.repeat(5000)}&email=g%40example.test&accept=on`]) {
      const res = await form(url, payload);
      no5xx({ status: res.statusCode, body: res.body }, payload.slice(0, 80));
      expect([400, 413], payload.slice(0, 80)).toContain(res.statusCode);
    }
    const huge = await form(url, `full_name=${'x'.repeat(2 * 1024 * 1024)}&email=g%40example.test&accept=on`);
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toMatch(/^text\/html/);
    // Another content type: refused (the page's 4xx answers are the link's not-found page, 404).
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const res = await form(url, GOOD_ACCEPT, { 'content-type': type });
      no5xx({ status: res.statusCode, body: res.body }, type);
      expect([400, 404, 413, 415], type).toContain(res.statusCode);
    }
    expect(await acceptances(proposalId)).toBe(0);
  });

  it('replayed and concurrent accepts make one acceptance; a second link of the proposal cannot accept again', async () => {
    const { lead, proposalId } = await leadWithProposal();
    const link = await linkOf(proposalId);
    const results = await Promise.all([1, 2, 3, 4].map((i) => form(`${link.url}/accept`, `full_name=Grace+${i}&email=g${i}%40example.test&accept=on`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409, 409, 409]);
    expect(await acceptances(proposalId)).toBe(1);
    expect((await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM agreements WHERE lead_id = $1', [lead])).rows[0].n).toBe(1);
    const replay = await form(`${link.url}/accept`, GOOD_ACCEPT);
    expect(replay.statusCode).toBe(409);
    const second = await linkOf(proposalId);
    expect((await form(`${second.url}/accept`, GOOD_ACCEPT)).statusCode).toBe(409);
    expect(await acceptances(proposalId)).toBe(1);
  });

  it('a revoked, an expired link and a cancelled (closed-lost) lead accept nothing', async () => {
    const revoked = await leadWithProposal();
    const revokedLink = await linkOf(revoked.proposalId);
    expect((await as(world.userA).post(`/api/proposal_link/${revokedLink.id}/revoke/`, {})).status).toBe(200);
    expect((await form(`${revokedLink.url}/accept`, GOOD_ACCEPT)).statusCode).toBe(410);

    const expired = await leadWithProposal();
    const expiredLink = await linkOf(expired.proposalId);
    await app.ctx.db.query("UPDATE proposal_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [expiredLink.id]);
    expect((await form(`${expiredLink.url}/accept`, GOOD_ACCEPT)).statusCode).toBe(410);

    const cancelled = await leadWithProposal();
    const cancelledLink = await linkOf(cancelled.proposalId);
    await app.ctx.db.query('UPDATE leads SET cancelled_at = now() WHERE id = $1', [cancelled.lead]);
    expect((await form(`${cancelledLink.url}/accept`, GOOD_ACCEPT)).statusCode).toBe(409);
    for (const p of [revoked, expired, cancelled]) expect(await acceptances(p.proposalId)).toBe(0);
  });
});

/** A PPA sent by admin A and signed by the customer. */
async function customerSigned() {
  const { lead } = await leadWithProposal();
  const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const signed = await as().post(pathOf(sent.body.agreement.sign_url), { full_name: 'Grace Hopper', agree: true });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return { lead, id: sent.body.agreement.id as number };
}
const countersign = (actor: { token: string }, id: number | string, body: unknown = { full_name: 'Ada Admin', agree: true }) =>
  as(actor).post(`/api/agreement/${id}/countersign/`, body);

describe('POST /api/agreement/{id}/countersign/', () => {
  it('junk ids are 400 or 404; another organization\'s agreement 404; a regular user 403; an EPC org admin 404', async () => {
    for (const id of BAD_IDS) no5xx(await countersign(world.adminA, id), `id ${id.slice(0, 40)}`);
    for (const id of BAD_IDS) expect(JUNK_ID_ANSWERS, id.slice(0, 40)).toContain((await countersign(world.adminA, id)).status);
    const { id } = await customerSigned();
    expect((await countersign(world.adminB, id)).status).toBe(404);
    expect((await countersign(epcUser, id)).status).toBe(404);
    expect((await countersign(world.userA, id)).status).toBe(403);
    expect((await countersign(world.viewerA, id)).status).toBe(403);
    expect((await as().post(`/api/agreement/${id}/countersign/`, { full_name: 'Ada', agree: true })).status).toBe(401);
  });

  it('wrong JSON types, NUL, control characters, huge fields and a missing body are 400 or 413, and countersign nothing', async () => {
    const { id } = await customerSigned();
    const bodies: unknown[] = [
      undefined, null, [], 'Ada', 7, {}, { full_name: 'Ada' }, { agree: true },
      { full_name: { a: 1 }, agree: true }, { full_name: null, agree: true },
      { full_name: 'Ada', agree: 'yes' }, { full_name: 'Ada', agree: [true, false] }, { full_name: 'Ada', agree: null },
      { full_name: 'Ad\u0000a', agree: true }, { full_name: '\ud800', agree: true },
      { full_name: 'x'.repeat(10_000), agree: true }, { full_name: 'x'.repeat(201), agree: true },
      { full_name: 'Ada', agree: true, signature_png: 42 }, { full_name: 'Ada', agree: true, signature_png: 'data:image/png;base64,AAAA' },
      { full_name: 'Ada', agree: true, signature_png: ['data:image/png;base64,AAAA'] }, { full_name: 'Ada', agree: true, signature_png: 'x'.repeat(3_000_000) },
    ];
    for (const body of bodies) {
      const res = body === undefined
        ? { status: (await app.inject({ method: 'POST', url: `/api/agreement/${id}/countersign/`, headers: { authorization: `Token ${world.adminA.token}` } })).statusCode, body: '' }
        : await countersign(world.adminA, id, body);
      no5xx(res, JSON.stringify(body)?.slice(0, 80) ?? 'no body');
      expect([400, 413, 415], JSON.stringify(body)?.slice(0, 80) ?? 'no body').toContain(res.status);
    }
    const row = (await app.ctx.db.query('SELECT countersigned_at FROM agreements WHERE id = $1', [id])).rows[0];
    expect(row.countersigned_at).toBeNull();
  });

  it('twice, or twice at once: one countersignature and 409 for the other; voided, unsigned and cancelled-lead agreements 409', async () => {
    const { id } = await customerSigned();
    const both = await Promise.all([countersign(world.adminA, id), countersign(world.superAdmin, id, { full_name: 'Sam Super', agree: true })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await countersign(world.adminA, id)).status).toBe(409);
    const activity = (await app.ctx.db.query("SELECT count(*)::int AS n FROM lead_activity WHERE action = 'agreement_countersigned' AND (detail->>'document_id')::int = $1", [id])).rows[0];
    expect(activity.n).toBe(1);

    const unsigned = await leadWithProposal();
    const sent = await as(world.adminA).post('/api/agreement/', { lead: unsigned.lead, agreement_type: 1 });
    expect((await countersign(world.adminA, sent.body.agreement.id)).status).toBe(409);

    const cancelled = await customerSigned();
    await app.ctx.db.query('UPDATE leads SET cancelled_at = now() WHERE id = $1', [cancelled.lead]);
    expect((await countersign(world.adminA, cancelled.id)).status).toBe(409);

    const voided = await customerSigned();
    await app.ctx.db.query('UPDATE agreements SET voided_at = now() WHERE id = $1', [voided.id]);
    expect((await countersign(world.adminA, voided.id)).status).toBe(409);
  });
});

/** A test hook: a signed Clean Energy PPA written directly (handoff.test.ts checks the real signing). */
async function signedLead(org = world.orgA) {
  const lead = await insertLead(app, org, { associatedUserId: org === world.orgA ? world.userA.id : undefined });
  await app.ctx.db.query(
    `INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash, file_signed, signed_datetime, signer_name)
     VALUES ($1, $2, 1, md5(random()::text), 'agreements/test-signed.pdf', now(), 'Grace Hopper')`, [lead, org]);
  return lead;
}

describe('/api/handoff/*', () => {
  it('junk lead ids and steps are 400 or 404 on every handoff call', async () => {
    const lead = await signedLead();
    for (const id of BAD_IDS) {
      for (const [method, path, body] of [
        ['get', `/api/handoff/${id}/`, undefined], ['patch', `/api/handoff/${id}/steps/site_survey/`, { note: 'x' }],
        ['post', `/api/handoff/${id}/hand_off/`, { epc_organization: epcOrg }], ['post', `/api/handoff/${id}/revoke/`, {}],
      ] as const) {
        const res = await (as(world.adminA) as any)[method](path, body);
        no5xx(res, `${method} ${path.slice(0, 60)}`);
        expect(JUNK_ID_ANSWERS, `${method} ${path.slice(0, 60)}`).toContain(res.status);
      }
    }
    for (const step of ['nope', '%00', 'x'.repeat(10_000), '__proto__', 'constructor']) {
      const res = await as(world.adminA).patch(`/api/handoff/${lead}/steps/${step}/`, { note: 'x' });
      no5xx(res, step.slice(0, 40));
      expect(JUNK_ID_ANSWERS, step.slice(0, 40)).toContain(res.status);
    }
  });

  it('hand_off and step bodies of the wrong type, junk and huge are 400; a sales organization, a missing one or the lead\'s own is 400', async () => {
    const lead = await signedLead();
    for (const body of [null, [], {}, { epc_organization: null }, { epc_organization: { id: epcOrg } }, { epc_organization: '1e3' },
      { epc_organization: 2_147_483_648 }, { epc_organization: -1 }, { epc_organization: 1.5 }, { epc_organization: world.orgOps }, { epc_organization: world.orgA },
      { epc_organization: 2_147_483_647 }, { epc_organization: epcOrg, extra: 1 }]) {
      const res = await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, body);
      no5xx(res, JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { owner: 'me' }, { owner: 2_147_483_648 }, { owner: 2_147_483_647 }, { owner: world.userB.id }, 
      { due_date: '2026-02-30' }, { due_date: '99999-01-01' }, { due_date: '2026-01-01\u0000' }, { done_date: '2999-01-01' }, { due_date: 20260101 },
      { note: 'x'.repeat(10_000) }, { note: 'a\u0000b' }, { note: { x: 1 } }, { nope: 1 }]) {
      const res = await as(world.adminA).patch(`/api/handoff/${lead}/steps/site_survey/`, body);
      no5xx(res, JSON.stringify(body).slice(0, 80));
      expect([400, 409], JSON.stringify(body).slice(0, 80)).toContain(res.status);
    }
  });

  it('the EPC reaches the lead only through the handoff, and not at all before, after a revoke, or for another organization\'s lead', async () => {
    const lead = await signedLead();
    expect((await as(epcUser).get(`/api/handoff/${lead}/`)).status).toBe(404);
    expect((await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })).status).toBe(200);
    expect((await as(epcUser).get(`/api/handoff/${lead}/`)).status).toBe(200);
    // Every other route keeps the lead hidden from the EPC (404 as a missing lead).
    for (const path of [`/api/lead/${lead}/`, `/api/lead_tasks/${lead}/`, `/api/lead_tasks/${lead}/assignees/`, `/api/lead/${lead}/economics/`]) {
      expect((await as(epcUser).get(path)).status, path).toBe(404);
    }
    expect((await as(epcUser).post('/api/tasks/', { lead, kind: 'call', due_date: '2030-01-01' })).status).toBe(404);
    // The EPC cannot hand it on, nor revoke it.
    expect((await as(epcUser).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })).status).toBe(403);
    expect((await as(epcUser).post(`/api/handoff/${lead}/revoke/`, {})).status).toBe(403);
    // Other organizations see nothing.
    for (const actor of [world.adminB, world.userB]) expect((await as(actor).get(`/api/handoff/${lead}/`)).status).toBe(404);
    // Revoked twice: the second is 409, and the EPC loses access at once.
    const revokes = await Promise.all([as(world.adminA).post(`/api/handoff/${lead}/revoke/`, {}), as(world.adminA).post(`/api/handoff/${lead}/revoke/`, {})]);
    expect(revokes.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await as(epcUser).get(`/api/handoff/${lead}/`)).status).toBe(404);
    expect((await as(epcUser).patch(`/api/handoff/${lead}/steps/site_survey/`, { note: 'still here?' })).status).toBe(404);
  });

  it('two hand-offs at once: one 200 and one 409; a cancelled lead cannot be handed off', async () => {
    const lead = await signedLead();
    const both = await Promise.all([1, 2].map(() => as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const cancelled = await signedLead();
    await app.ctx.db.query('UPDATE leads SET cancelled_at = now() WHERE id = $1', [cancelled]);
    const res = await as(world.adminA).post(`/api/handoff/${cancelled}/hand_off/`, { epc_organization: epcOrg });
    expect([403, 409]).toContain(res.status);
  });

  it('the handoff list takes only its bounded paging', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=100001', 'offset=1e999', 'limit=1&limit=2', 'x=1', `limit=${'9'.repeat(10_000)}`]) {
      const res = await as(epcUser).get(`/api/handoffs/?${query}`);
      no5xx(res, query.slice(0, 60));
      expect(res.status, query.slice(0, 60)).toBe(400);
    }
  });
});

describe('/api/tasks*', () => {
  it('junk ids are 400 or 404 on every task call', async () => {
    for (const id of BAD_IDS) {
      for (const [method, path, body] of [
        ['get', `/api/task/${id}/`, undefined], ['patch', `/api/task/${id}/`, { note: 'x' }], ['delete', `/api/task/${id}/`, undefined],
        ['get', `/api/lead_tasks/${id}/`, undefined], ['get', `/api/lead_tasks/${id}/assignees/`, undefined],
      ] as const) {
        const res = await (as(world.userA) as any)[method](path, body);
        no5xx(res, `${method} ${path.slice(0, 60)}`);
        expect(JUNK_ID_ANSWERS, `${method} ${path.slice(0, 60)}`).toContain(res.status);
      }
    }
  });

  it('bodies of the wrong type, junk dates and times, huge notes, another organization\'s lead or assignee are refused', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const base = { lead, kind: 'call', due_date: '2030-01-01' };
    const bodies: [unknown, number[]][] = [
      [null, [400]], [[], [400]], [{}, [400]], [{ ...base, lead: 2_147_483_648 }, [400]], [{ ...base, lead: -1 }, [400]],
      [{ ...base, kind: 'nope' }, [400]], [{ ...base, due_date: '2030-02-30' }, [400]], [{ ...base, due_date: '1999-12-31' }, [400]],
      [{ ...base, due_date: '2030-01-01T00:00' }, [400]], [{ ...base, due_date: 20300101 }, [400]], [{ ...base, due_date: '2030-01-0\u0000' }, [400]],
      [{ ...base, due_time: '24:00' }, [400]], [{ ...base, due_time: '9:00' }, [400]], [{ ...base, due_time: '09:00\n' }, [400]], [{ ...base, due_time: 900 }, [400]],
      [{ ...base, note: 'x'.repeat(10_000) }, [400]], [{ ...base, note: 'a\u0000b' }, [400]], [{ ...base, note: { x: 1 } }, [400]],
      [{ ...base, assignee: world.userB.id }, [400]], [{ ...base, assignee: 2_147_483_647 }, [400]], [{ ...base, assignee: '1e3' }, [400]],
      [{ ...base, extra: true }, [400]],
    ];
    for (const [body, expected] of bodies) {
      const res = await as(world.userA).post('/api/tasks/', body);
      no5xx(res, JSON.stringify(body).slice(0, 80));
      expect(expected, `${JSON.stringify(body).slice(0, 80)}: ${res.status}`).toContain(res.status);
    }
    expect((await as(world.userB).post('/api/tasks/', base)).status).toBe(404);
  });

  it('another organization\'s task is 404; a task of a cancelled lead is refused; the list\'s parameters are bounded', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const made = await as(world.userA).post('/api/tasks/', { lead, kind: 'call', due_date: '2030-01-01' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id;
    for (const actor of [world.userB, world.adminB, epcUser]) {
      expect((await as(actor).get(`/api/task/${id}/`)).status).toBe(404);
      expect((await as(actor).patch(`/api/task/${id}/`, { done: true })).status).toBe(404);
      expect((await as(actor).delete(`/api/task/${id}/`)).status).toBe(404);
    }
    for (const body of [{ done: 'yes' }, { done: null }, { due_date: 'never' }, { assignee: world.userB.id }, { lead: 1 }]) {
      const res = await as(world.userA).patch(`/api/task/${id}/`, body);
      no5xx(res, JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Deleted twice at once: one 200, one 404.
    const deletes = await Promise.all([as(world.userA).delete(`/api/task/${id}/`), as(world.userA).delete(`/api/task/${id}/`)]);
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 404]);
    await app.ctx.db.query('UPDATE leads SET cancelled_at = now() WHERE id = $1', [lead]);
    expect((await as(world.userA).post('/api/tasks/', { lead, kind: 'call', due_date: '2030-01-01' })).status).toBe(409);
    for (const query of ['view=nope', 'view=%00', 'today=2026-13-01', 'today=1999-01-01', `today=${'9'.repeat(10_000)}`, 'limit=0', 'limit=1e999', 'page=-1', 'page=abc', 'after=%00', `after=${'x'.repeat(10_000)}`, 'after=abc&page=2']) {
      const res = await as(world.userA).get(`/api/tasks/?${query}`);
      no5xx(res, query.slice(0, 60));
      expect(res.status, query.slice(0, 60)).toBe(400);
    }
  });
});

describe('/api/organizations/* (super admins only)', () => {
  it('regular users and org admins: 403 on the list, 404 for another organization, 403 for their own; never a 5xx', async () => {
    for (const actor of [world.userA, world.adminA, world.viewerA, epcUser]) {
      expect((await as(actor).get('/api/organizations/')).status).toBe(403);
      expect((await as(actor).get(`/api/organizations/${world.orgB}/`)).status).toBe(404);
      expect((await as(actor).post(`/api/organizations/${world.orgB}/deactivate/`, {})).status).toBe(404);
      expect((await as(actor).patch(`/api/organizations/${world.orgB}/`, { name: 'Mine now' })).status).toBe(404);
      expect((await as(actor).patch(`/api/organizations/${world.orgB}/members/${world.userB.id}/`, { active: false })).status).toBe(404);
    }
    expect((await as(world.adminA).get(`/api/organizations/${world.orgA}/`)).status).toBe(403);
    expect((await as(world.adminA).post(`/api/organizations/${world.orgA}/deactivate/`, {})).status).toBe(403);
    expect((await as(world.adminA).patch(`/api/organizations/${world.orgA}/members/${world.userA.id}/`, { membership_type: 1 })).status).toBe(403);
    const name = (await app.ctx.db.query('SELECT name FROM organizations WHERE id = $1', [world.orgB])).rows[0].name;
    expect(name).toBe('Bright EPC');
  });

  it('junk ids, for a super admin and for others alike, are 400 or 404', async () => {
    for (const actor of [world.superAdmin, world.adminA]) {
      for (const id of BAD_IDS) {
        for (const [method, path, body] of [
          ['get', `/api/organizations/${id}/`, undefined], ['patch', `/api/organizations/${id}/`, { name: 'X' }], ['get', `/api/organizations/${id}/members/`, undefined],
          ['patch', `/api/organizations/${world.orgB}/members/${id}/`, { active: false }], ['patch', `/api/organizations/${id}/members/${world.userB.id}/`, { active: false }],
          ['post', `/api/organizations/${id}/deactivate/`, {}], ['post', `/api/organizations/${id}/reactivate/`, {}],
        ] as const) {
          const res = await (as(actor) as any)[method](path, body);
          no5xx(res, `${method} ${path.slice(0, 60)}`);
          expect(JUNK_ID_ANSWERS, `${method} ${path.slice(0, 60)}`).toContain(res.status);
        }
      }
    }
  });

  it('a super admin\'s junk bodies and queries are 400, never a 5xx', async () => {
    const org = await makeOrganization(app, 'Target Org', 0);
    const member = await makeUser(app, { email: 'member@target.test', organizationId: org });
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(10_000) }, { name: 'a\u0000b' }, { name: 'a\nb' }, { name: { x: 1 } }, { name: null },
      { description: 'a\u0000b' }, { description: 'x'.repeat(10_000) }, { business_type: 2 }, { business_type: '1e3' }, { business_type: -1 }, { logo: 'not a file' }]) {
      const res = await as(world.superAdmin).patch(`/api/organizations/${org}/`, body);
      no5xx(res, JSON.stringify(body).slice(0, 80));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const body of [{}, null, [], { active: 'no' }, { active: null }, { membership_type: 2 }, { membership_type: [0, 1] }]) {
      const res = await as(world.superAdmin).patch(`/api/organizations/${org}/members/${member.id}/`, body);
      no5xx(res, JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // A member of another organization, through this one: 404.
    expect((await as(world.superAdmin).patch(`/api/organizations/${org}/members/${world.userB.id}/`, { active: false })).status).toBe(404);
    for (const body of [{ reason: 'x'.repeat(10_000) }, { reason: 'a\u0000b' }, [], 'reason']) {
      const res = await as(world.superAdmin).post(`/api/organizations/${org}/deactivate/`, body);
      no5xx(res, JSON.stringify(body).slice(0, 80));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const query of ['q=%00', `q=${'x'.repeat(10_000)}`, 'q=%25%5F%5C', 'order=nope', 'order=name;DROP', 'status=gone', 'business_type=7', 'limit=0', 'cursor=%00', 'q=a&q=b']) {
      const res = await as(world.superAdmin).get(`/api/organizations/?${query}`);
      no5xx(res, query.slice(0, 60));
      if (query !== 'q=%25%5F%5C' && query !== 'q=a&q=b') expect(res.status, query.slice(0, 60)).toBe(400);
    }
  });

  it('deactivated twice at once: one 200 and one 409; a super admin\'s own organization cannot be deactivated', async () => {
    const org = await makeOrganization(app, 'Twice Org', 0);
    const both = await Promise.all([1, 2].map(() => as(world.superAdmin).post(`/api/organizations/${org}/deactivate/`, {})));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await as(world.superAdmin).post(`/api/organizations/${world.orgOps}/deactivate/`, {})).status).toBe(409);
    const again = await Promise.all([1, 2].map(() => as(world.superAdmin).post(`/api/organizations/${org}/reactivate/`, {})));
    expect(again.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('/api/organization/{pk}/reminders/', () => {
  it('another organization is 404, a member 403, junk ids 400 or 404', async () => {
    expect((await as(world.adminA).get(`/api/organization/${world.orgB}/reminders/`)).status).toBe(404);
    expect((await as(world.adminA).put(`/api/organization/${world.orgB}/reminders/`, { enabled: false, days: [] })).status).toBe(404);
    expect((await as(world.userA).get(`/api/organization/${world.orgA}/reminders/`)).status).toBe(403);
    expect((await as(world.userA).put(`/api/organization/${world.orgA}/reminders/`, { enabled: false, days: [] })).status).toBe(403);
    expect((await as(epcUser).get(`/api/organization/${world.orgA}/reminders/`)).status).toBe(404);
    for (const id of BAD_IDS) {
      const res = await as(world.superAdmin).get(`/api/organization/${id}/reminders/`);
      no5xx(res, id.slice(0, 40));
      expect(JUNK_ID_ANSWERS, id.slice(0, 40)).toContain(res.status);
    }
    expect((await as(world.superAdmin).put('/api/organization/2147483647/reminders/', { enabled: true, days: [3] })).status).toBe(404);
    const after = (await app.ctx.db.query('SELECT reminders_enabled FROM organizations WHERE id = $1', [world.orgB])).rows[0];
    expect(after.reminders_enabled).toBe(true);
  });

  it('bodies of the wrong type, duplicates, out-of-range and too many days are 400', async () => {
    for (const body of [null, [], {}, { enabled: true }, { days: [3] }, { enabled: 'yes', days: [3] }, { enabled: null, days: [3] }, { enabled: true, days: null },
      { enabled: true, days: [3, 3] }, { enabled: true, days: [0] }, { enabled: true, days: [-1] }, { enabled: true, days: [2_147_483_648] }, { enabled: true, days: [1.5] },
      { enabled: true, days: ['x'] }, { enabled: true, days: Array.from({ length: 10_000 }, (_, i) => i + 1) }, { enabled: true, days: [3], extra: 1 }]) {
      const res = await as(world.adminA).put(`/api/organization/${world.orgA}/reminders/`, body);
      no5xx(res, JSON.stringify(body).slice(0, 80));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});

describe('/api/invited_users/{id}/revoke|resend/', () => {
  const invite = async (email: string) => {
    const res = await as(world.adminA).post('/api/invited_users/', { email, type: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.invite.id as number;
  };

  it('another organization\'s invite is 404, a regular user 403, junk ids 400 or 404', async () => {
    const id = await invite('target26@a.test');
    for (const action of ['revoke', 'resend']) {
      expect((await as(world.adminB).post(`/api/invited_users/${id}/${action}/`, {})).status).toBe(404);
      expect((await as(world.userA).post(`/api/invited_users/${id}/${action}/`, {})).status).toBe(403);
      expect((await as(epcUser).post(`/api/invited_users/${id}/${action}/`, {})).status).toBe(403);
      for (const bad of BAD_IDS) {
        const res = await as(world.adminA).post(`/api/invited_users/${bad}/${action}/`, {});
        no5xx(res, `${action} ${bad.slice(0, 40)}`);
        expect(JUNK_ID_ANSWERS, `${action} ${bad.slice(0, 40)}`).toContain(res.status);
      }
    }
  });

  it('revoke then resend reopens; revoke twice at once stays revoked once; resend after accept is 409', async () => {
    const id = await invite('cycle26@a.test');
    const revokes = await Promise.all([1, 2].map(() => as(world.adminA).post(`/api/invited_users/${id}/revoke/`, {})));
    for (const r of revokes) expect(r.status).toBe(200);
    const resent = await as(world.adminA).post(`/api/invited_users/${id}/resend/`, {});
    expect(resent.status).toBe(200);
    expect(resent.body.invite.revoked).toBe(false);
    // Concurrent resends: both succeed or one waits; the invite ends with exactly one working link.
    const resends = await Promise.all([1, 2].map(() => as(world.adminA).post(`/api/invited_users/${id}/resend/`, {})));
    for (const r of resends) no5xx(r, 'concurrent resend');
    await app.ctx.db.query('UPDATE invites SET accepted_at = now() WHERE id = $1', [id]);
    expect((await as(world.adminA).post(`/api/invited_users/${id}/resend/`, {})).status).toBe(409);
    expect((await as(world.adminA).post(`/api/invited_users/${id}/revoke/`, {})).status).toBe(409);
  });
});

describe('one-element arrays and folded whitespace (the api\'s conventions, not holes)', () => {
  it('a one-element array is read as its scalar, never a 5xx; a two-element one is a 400', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const one = await as(world.userA).post('/api/tasks/', { lead: [lead], kind: ['call'], due_date: '2030-01-01' });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body).toMatchObject({ lead, kind: 'call' });
    expect((await as(world.userA).post('/api/tasks/', { lead: [lead, lead], kind: 'call', due_date: '2030-01-01' })).status).toBe(400);
    const days = await as(world.adminA).put(`/api/organization/${world.orgA}/reminders/`, { enabled: true, days: [[3]] });
    expect(days.status).toBe(200);
    expect(days.body.settings.days).toEqual([3]);
    expect((await as(world.adminA).put(`/api/organization/${world.orgA}/reminders/`, { enabled: true, days: [[3, 4]] })).status).toBe(400);
  });

  it('CR/LF in an accepting name is folded to a space: the stored and mailed name is one line', async () => {
    const { proposalId } = await leadWithProposal();
    const link = await linkOf(proposalId);
    const res = await json(`${link.url}/accept`, { full_name: 'Grace\r\nBcc: x@evil.test', email: 'g@example.test', accept: 'on' });
    expect(res.statusCode).toBe(303);
    const stored = (await app.ctx.db.query('SELECT signer_name FROM proposal_acceptances WHERE proposal_id = $1', [proposalId])).rows[0];
    expect(stored.signer_name).toBe('Grace Bcc: x@evil.test');
  });
});

describe('GET /metrics (outside /api): loopback or the metrics token', () => {
  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
  const TOKEN = 'metrics-token-of-the-attack-tests';

  it('a remote caller is refused whatever it says of its address; the token lets it in; a wrong or near token does not', async () => {
    for (const headers of <Record<string, string>[]>[{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '::1' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }, { host: 'localhost' }]) {
      expect((await scrape('203.0.113.5', headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Token ${TOKEN}`, `Bearer  ${TOKEN}`, 'Bearer ', `Bearer ${'x'.repeat(10_000)}`, `Bearer ${TOKEN}\u00e9`]) {
      const res = await scrape('203.0.113.5', { authorization });
      expect(res.statusCode, authorization.slice(0, 60)).toBe(403);
    }
    expect((await scrape('203.0.113.5', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expect((await scrape('127.0.0.1')).statusCode).toBe(200);
    expect((await scrape('::1')).statusCode).toBe(200);
  });

  it('a request a proxy forwarded is not loopback, even when the proxy runs on this host (the socket says 127.0.0.1)', async () => {
    for (const headers of <Record<string, string>[]>[{ 'x-forwarded-for': '203.0.113.5' }, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=203.0.113.5' }, { 'x-real-ip': '203.0.113.5' }]) {
      expect((await scrape('127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.5', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('is not under /api, and /api/metrics is nothing', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/../metrics', remoteAddress: '203.0.113.5' })).statusCode).not.toBe(200);
  });
});

describe('GET /api/ready/: no information beyond ready or not', () => {
  it('a failing file store or database is 503 with the kinds only, never the error\'s text', async () => {
    const secret = 'postgres://admin:hunter2@db.internal:5432/portal';
    const ping = vi.spyOn(app.ctx.media.blobs, 'ping').mockRejectedValueOnce(new Error(`connect to ${secret} failed`));
    const res = await app.inject({ method: 'GET', url: '/api/ready/', remoteAddress: '203.0.113.5' });
    ping.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain('hunter2');
    expect(Object.keys(JSON.parse(res.body)).sort()).toEqual(['database', 'status', 'storage']);
    expect(JSON.parse(res.body).storage).toBe('unreachable');
    const query = app.ctx.db.query.bind(app.ctx.db);
    const down = vi.spyOn(app.ctx.db, 'query').mockImplementation(((sql: string, params?: unknown[]) =>
      (sql === 'SELECT 1' ? Promise.reject(new Error(secret)) : query(sql, params))) as typeof app.ctx.db.query);
    const noDb = await app.inject({ method: 'GET', url: '/api/ready/' });
    down.mockRestore();
    expect(noDb.statusCode).toBe(503);
    expect(noDb.body).not.toContain('hunter2');
    expect(JSON.parse(noDb.body).database).toBe('unreachable');
  });
});

describe('X-Request-Id from the client', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  it('a well-formed id is echoed; a short, long, odd-character or CR/LF one is replaced by a fresh UUID', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'trace-1234-abcd' } });
    expect(ok.headers['x-request-id']).toBe('trace-1234-abcd');
    expect((await app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'a'.repeat(64) } })).headers['x-request-id']).toBe('a'.repeat(64));
    for (const given of ['short', 'a'.repeat(65), 'x'.repeat(10_000), 'abcdefgh\r\nx-evil: 1', 'abcdefgh\nlevel=50', 'abcdefgh\u0000', 'ünïcödé-1234',
      '../../etc/passwd', '<script>alert(1)</script>', '${jndi:ldap://x/a}', 'abcd efgh ijkl', 'abcdefgh,abcdefgh']) {
      const res = await app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': given } });
      expect(res.statusCode, JSON.stringify(given.slice(0, 40))).toBe(200);
      expect(String(res.headers['x-request-id']), JSON.stringify(given.slice(0, 40))).toMatch(UUID);
    }
    const twice = await app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': ['trace-1234-abcd', 'trace-5678-efgh'] as unknown as string } });
    expect(String(twice.headers['x-request-id'])).toMatch(UUID);
  });
});

describe('throttle keys: route pattern + client address', () => {
  let limited: Awaited<ReturnType<typeof createTestApi>>;
  let admin: Actor;
  beforeAll(async () => {
    limited = await createTestApi({ inviteRateLimit: 3, signRateLimit: 3 });
    const org = await makeOrganization(limited, 'Throttled Org', 0);
    admin = await makeUser(limited, { email: 'admin@throttled.test', organizationId: org, membershipType: 1 });
  });
  afterAll(async () => limited?.cleanup());

  const hit = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => limited.inject({
    method: 'POST', url, remoteAddress, headers: { authorization: `Token ${admin.token}`, 'content-type': 'application/json', ...headers }, payload: '{}',
  });

  it('other ids, query strings and forwarded-for headers from an untrusted peer all count against one limit', async () => {
    const address = '198.51.100.7';
    const urls = ['/api/invited_users/1/resend/', '/api/invited_users/2/resend/?x=1', '/api/invited_users/3/resend/?cache=bust', '/api/invited_users/99999/resend/'];
    const answers = [];
    for (const [i, url] of urls.entries()) answers.push((await hit(url, address, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(answers.slice(0, 3)).not.toContain(429);
    expect(answers[3]).toBe(429);
    // Another client still has its own limit.
    expect((await hit('/api/invited_users/1/resend/', '198.51.100.8')).statusCode).not.toBe(429);
  });

  it('the accept form counts by address across junk and real tokens; one link\'s limit does not touch another client\'s other links', async () => {
    const address = '198.51.100.20';
    const answers = [];
    for (const token of ['a'.repeat(64), 'b'.repeat(64), 'C'.repeat(64), 'junk']) {
      answers.push((await limited.inject({ method: 'POST', url: `/api/p/${token}/accept`, remoteAddress: address, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: GOOD_ACCEPT })).statusCode);
    }
    expect(answers.slice(0, 3)).not.toContain(429);
    expect(answers[3]).toBe(429);
    const other = await limited.inject({ method: 'POST', url: `/api/p/${'d'.repeat(64)}/accept`, remoteAddress: '198.51.100.21', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: GOOD_ACCEPT });
    expect(other.statusCode).not.toBe(429);
  });
});

describe('a deactivated organization\'s leads stay read-only through issue 26\'s new calls', () => {
  it('countersigning, tasks and the handoff\'s changes are 409 for a super admin; reading still works', async () => {
    const signed = await customerSigned();
    const lead = await signedLead();
    const task = await as(world.userA).post('/api/tasks/', { lead, kind: 'call', due_date: '2030-01-01' });
    expect(task.status).toBe(201);
    const before = (await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })).status;
    expect(before).toBe(200);
    await app.ctx.db.query('UPDATE organizations SET deactivated_at = now() WHERE id = $1', [world.orgA]);
    try {
      const su = as(world.superAdmin);
      expect((await su.post(`/api/agreement/${signed.id}/countersign/`, { full_name: 'Sam Super', agree: true })).status).toBe(409);
      expect((await su.post('/api/tasks/', { lead, kind: 'call', due_date: '2030-01-01' })).status).toBe(409);
      expect((await su.patch(`/api/task/${task.body.id}/`, { done: true })).status).toBe(409);
      expect((await su.delete(`/api/task/${task.body.id}/`)).status).toBe(409);
      expect((await su.patch(`/api/handoff/${lead}/steps/site_survey/`, { note: 'frozen?' })).status).toBe(409);
      expect((await su.post(`/api/handoff/${lead}/hand_off/`, { epc_organization: await makeOrganization(app, 'Second EPC', 1) })).status).toBe(409);
      expect((await as(epcUser).patch(`/api/handoff/${lead}/steps/site_survey/`, { note: 'frozen?' })).status).toBe(409);
      // Reading is fine, and revoking (it protects the customer's data) too.
      expect((await su.get(`/api/handoff/${lead}/`)).status).toBe(200);
      expect((await su.get(`/api/task/${task.body.id}/`)).status).toBe(200);
      expect((await su.post(`/api/handoff/${lead}/revoke/`, {})).status).toBe(200);
      expect((await app.ctx.db.query('SELECT countersigned_at FROM agreements WHERE id = $1', [signed.id])).rows[0].countersigned_at).toBeNull();
    } finally {
      await app.ctx.db.query('UPDATE organizations SET deactivated_at = NULL WHERE id = $1', [world.orgA]);
    }
  });
});

describe('reminders of a deactivated organization', () => {
  it('pause while it is deactivated (its links answer "no longer available"), and go out again once reactivated', async () => {
    const org = await makeOrganization(app, 'Paused Reminders Org', 0);
    const rep = await makeUser(app, { email: 'rep@paused.test', organizationId: org, membershipType: 1 });
    const { lead, proposalId } = await leadWithProposal(org, rep);
    const made = await as(rep).post(`/api/proposal/${proposalId}/link/`, { email: { to: 'customer@paused.test' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const inEightDays = new Date(Date.now() + 8 * 86_400_000); // past the default days (3, 7), before the link expires
    await app.ctx.db.query('UPDATE organizations SET deactivated_at = now() WHERE id = $1', [org]);
    const first = await runReminders(app.ctx, { now: inEightDays, leadId: lead });
    expect(first.sent).toBe(0);
    await app.ctx.db.query('UPDATE organizations SET deactivated_at = NULL WHERE id = $1', [org]);
    expect((await runReminders(app.ctx, { now: inEightDays, leadId: lead })).sent).toBe(1);
  });
});

describe('handing a lead to a deactivated EPC organization', () => {
  it('is refused like a missing one (400), and the choice list leaves it out', async () => {
    const frozen = await makeOrganization(app, 'Frozen EPC', 1);
    await app.ctx.db.query('UPDATE organizations SET deactivated_at = now() WHERE id = $1', [frozen]);
    const lead = await signedLead();
    const res = await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: frozen });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(Object.keys(res.body)).toEqual(['epc_organization']);
    const ids = (await as(world.adminA).get('/api/handoff_epc_organizations/')).body.results.map((o: { id: number }) => o.id);
    expect(ids).toContain(epcOrg);
    expect(ids).not.toContain(frozen);
  });
});

describe('a deactivated member', () => {
  it('cannot be given a task or a handoff step, and is not offered as a choice; a task they already hold stays editable', async () => {
    const gone = await makeUser(app, { email: 'gone@a.test', organizationId: world.orgA });
    const lead = await signedLead();
    const held = await as(world.adminA).post('/api/tasks/', { lead, kind: 'call', due_date: '2030-01-01', assignee: gone.id });
    expect(held.status).toBe(201);
    await app.ctx.db.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [gone.id]);
    const res = await as(world.adminA).post('/api/tasks/', { lead, kind: 'call', due_date: '2030-01-01', assignee: gone.id });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['assignee']);
    expect((await as(world.adminA).get(`/api/lead_tasks/${lead}/assignees/`)).body.map((u: { id: number }) => u.id)).not.toContain(gone.id);
    expect((await as(world.adminA).patch(`/api/task/${held.body.id}/`, { note: 'still theirs' })).status).toBe(200);
    const step = await as(world.adminA).patch(`/api/handoff/${lead}/steps/site_survey/`, { owner: gone.id });
    expect(step.status).toBe(400);
    const handoff = await as(world.adminA).get(`/api/handoff/${lead}/`);
    expect(handoff.body.assignable_users.map((u: { id: number }) => u.id)).not.toContain(gone.id);
  });
});
