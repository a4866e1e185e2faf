/**
 * Issue 24 item 11: the signing route checks the link again once it holds the agreement's row. A
 * resend (a fresh link; the old one ends) that commits while a sign with the old link waits for the
 * row must win: the old link never signs after the resend committed. On PostgreSQL (TEST_DATABASE=
 * postgres) the requests really overlap; on PGlite they run one after another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/passwords.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const tokenOf = (signUrl: string) => /\/agreement\/sign\/([0-9a-f]{64})\//.exec(signUrl)![1];
const send = async () => {
  const lead = await insertLead(app, world.orgA);
  const sent = await client(app, world.adminA.token).post('/api/agreement/', { lead, agreement_type: 0 });
  expect(sent.status).toBe(201);
  return { id: sent.body.agreement.id as number, token: tokenOf(sent.body.agreement.sign_url) };
};
const sign = (token: string, name = 'Grace Hopper') => client(app).post(`/api/agreement/sign/${token}/`, { full_name: name, agree: true });
const resend = (id: number) => client(app, world.adminA.token).post(`/api/agreement/${id}/resend/`, {});
const row = async (id: number) => (await app.ctx.db.query('SELECT * FROM agreements WHERE id = $1', [id])).rows[0];
/** Backends of this database waiting for a lock (PostgreSQL only). */
const waiting = async () => (await app.ctx.db.query<{ n: number }>(
  `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n;
const until = async (test: () => Promise<boolean>) => {
  for (let i = 0; i < 500; i++) { if (await test()) return; await sleep(10); }
  throw new Error('timed out waiting for the lock queue');
};

describe('a resend racing a sign with the old link', () => {
  it.runIf(onPostgres)('a sign that waited for the row while a resend committed is refused: the old link is spent', async () => {
    const { id, token } = await send();
    const out: { resent?: Awaited<ReturnType<typeof resend>>; signed?: Awaited<ReturnType<typeof sign>> } = {};
    let requests: Promise<unknown>[] = [];
    // Hold the row, queue the resend behind us, then the sign (it has read the old link already) behind the resend.
    await app.ctx.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM agreements WHERE id = $1 FOR UPDATE', [id]);
      const r = resend(id).then((res) => { out.resent = res; });
      await until(async () => (await waiting()) >= 1);
      const s = sign(token).then((res) => { out.signed = res; });
      await until(async () => (await waiting()) >= 2);
      requests = [r, s];
    });
    await Promise.all(requests);
    const { resent, signed } = out as Required<typeof out>;
    expect(resent.status).toBe(200);
    expect(signed.status).toBe(404);
    expect(signed.body).toEqual({ detail: MESSAGES.agreementNotFound });
    const after = await row(id);
    expect(after.file_signed).toBeNull();
    expect(after.sign_token_hash).toBe(hashToken(tokenOf(resent.body.agreement.sign_url)));
    // The fresh link signs.
    expect((await sign(tokenOf(resent.body.agreement.sign_url))).status).toBe(200);
  });

  it.runIf(onPostgres)('a view of the old link that waited for the row while a resend committed is not the customer\'s first view', async () => {
    const { id, token } = await send();
    let requests: Promise<unknown>[] = [];
    await app.ctx.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM agreements WHERE id = $1 FOR UPDATE', [id]);
      const r = resend(id);
      await until(async () => (await waiting()) >= 1);
      const v = app.inject({ method: 'GET', url: `/api/agreement/sign/${token}/` });
      await until(async () => (await waiting()) >= 2);
      requests = [r, v];
    });
    const [resent] = await Promise.all(requests) as [Awaited<ReturnType<typeof resend>>, unknown];
    expect(resent.status).toBe(200);
    expect((await row(id)).viewed_at).toBeNull();
  });

  it('run together many times, the old link never signs once the resend committed', async () => {
    const rounds = onPostgres ? 30 : 6;
    let bothOk = 0;
    const outcomes = new Map<string, number>();
    for (let i = 0; i < rounds; i++) {
      const { id, token } = await send();
      // The sign starts 0–4 ms after the resend, sweeping the window between its lookup and its lock.
      const [r, s] = await Promise.all([resend(id), sleep(i % 5).then(() => sign(token))]);
      outcomes.set(`${r.status}/${s.status}`, (outcomes.get(`${r.status}/${s.status}`) ?? 0) + 1);
      const after = await row(id);
      if (r.status === 200 && s.status === 200) bothOk++;
      if (s.status === 200) {
        // Signed first: the resend found it signed and left the link alone.
        expect(r.status).toBe(400);
        expect(after.sign_token_hash).toBe(hashToken(token));
      } else {
        expect(r.status).toBe(200);
        expect(s.status).toBe(404);
        expect(after.file_signed).toBeNull();
      }
    }
    expect(bothOk, JSON.stringify(Object.fromEntries(outcomes))).toBe(0);
  });
});
