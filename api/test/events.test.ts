import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/domain/notifications.js';
import { pruneEvents } from '../src/domain/events.js';
import { insertLead } from './documents-fixtures.js';
import { createTestApi, makeWorld, type World } from './harness.js';

const SECRET = 'test-events-secret';
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi({ eventsSecret: SECRET }); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

async function feed(query: string, secret: string | null = SECRET) {
  const res = await app.inject({ method: 'GET', url: `/api/events/${query}`, headers: secret === null ? {} : { 'x-events-secret': secret } });
  return { status: res.statusCode, body: res.json() };
}

/** The cursor of now: events after it are news. */
const start = async () => (await feed('')).body.cursor as number;
const topics = (events: Array<{ topic: string; subject_id: number; kind: string }>) => events.map((e) => `${e.topic}:${e.subject_id}:${e.kind}`);

describe('the events feed (GET /api/events/)', () => {
  it('is closed without the gateway\'s secret, with a wrong one, and when none is configured', async () => {
    expect((await feed('', null)).status).toBe(403);
    expect((await feed('', 'guess')).status).toBe(403);
    const closed = await createTestApi();
    try {
      const res = await closed.inject({ method: 'GET', url: '/api/events/', headers: { 'x-events-secret': '' } });
      expect(res.statusCode).toBe(403);
    } finally {
      await closed.cleanup();
    }
  });

  it('refuses malformed cursors and waits with 400, not 500', async () => {
    for (const query of ['?since=-1', '?since=abc', '?since=1&seen=x', '?since=1&wait=26', '?since=1e400']) {
      expect((await feed(query)).status, query).toBe(400);
    }
  });

  it('records a change to a lead and to what hangs off it, written by the changing transaction', async () => {
    const cursor = await start();
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id, name: 'Feed Plaza' });
    await app.ctx.db.query('UPDATE leads SET name = $2 WHERE id = $1', [lead, 'Feed Plaza II']);
    const { status, body } = await feed(`?since=${cursor}`);
    expect(status).toBe(200);
    expect(topics(body.events)).toContain(`lead:${lead}:leads`);
    expect(body.events.every((e: { id: number }) => e.id > cursor)).toBe(true);
  });

  it('a rolled-back change leaves no event', async () => {
    const lead = await insertLead(app, world.orgA, { name: 'Rollback Row' });
    const cursor = await start();
    await expect(app.ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE leads SET name = $2 WHERE id = $1', [lead, 'Never']);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect((await feed(`?since=${cursor}`)).body.events).toEqual([]);
  });

  it('tells a user\'s topic about new notifications, and about read marks once per statement', async () => {
    const cursor = await start();
    await app.ctx.db.transaction((tx) => notify(tx, { userIds: [world.userA.id], kind: 'lead_assigned', title: 't', body: 'b', link: null, subject: null }));
    await app.ctx.db.transaction((tx) => notify(tx, { userIds: [world.userA.id], kind: 'lead_assigned', title: 't2', body: 'b', link: null, subject: null }));
    const afterNew = (await feed(`?since=${cursor}`)).body;
    expect(topics(afterNew.events)).toEqual([`user:${world.userA.id}:notifications`, `user:${world.userA.id}:notifications`]);
    await app.ctx.db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1', [world.userA.id]);
    const afterRead = (await feed(`?since=${cursor}&seen=${afterNew.events[1].id}`)).body;
    expect(topics(afterRead.events.filter((e: { id: number }) => e.id > afterNew.events[1].id))).toEqual([`user:${world.userA.id}:notifications`]);
  });

  it('waits for news: a read with a wait answers the change made while it waited', async () => {
    const cursor = await start();
    const lead = await insertLead(app, world.orgA, { name: 'Waiting Room' });
    const seen = (await feed(`?since=${cursor}`)).body.events.at(-1).id;
    const waiting = feed(`?since=${cursor}&seen=${seen}&wait=20`);
    await app.ctx.db.query('UPDATE leads SET name = $2 WHERE id = $1', [lead, 'Waiting Room II']);
    const { body } = await waiting;
    expect(body.events.filter((e: { id: number }) => e.id > seen).map((e: { subject_id: number }) => e.subject_id)).toEqual([lead]);
  });

  it('keeps its cursor behind rows younger than the settle window, and passes them once settled', async () => {
    const cursor = await start();
    const lead = await insertLead(app, world.orgA, { name: 'Settling' });
    const young = (await feed(`?since=${cursor}`)).body;
    expect(young.events.length).toBeGreaterThan(0);
    expect(young.cursor).toBe(cursor); // a slower transaction may still commit a lower id
    const last = young.events.at(-1).id;
    // Seen rows come again (with any late commits among them) until they settle.
    expect((await feed(`?since=${cursor}&seen=${last}`)).body.events.map((e: { id: number }) => e.id)).toEqual(young.events.map((e: { id: number }) => e.id));
    await app.ctx.db.query(`UPDATE events SET created = created - interval '1 minute' WHERE id > $1`, [cursor]);
    const settled = (await feed(`?since=${cursor}&seen=${last}`)).body;
    expect(settled.cursor).toBe(last);
    expect(lead).toBeGreaterThan(0);
  });

  it('prunes rows older than an hour', async () => {
    await app.ctx.db.query(`INSERT INTO events (topic, subject_id, kind, created) VALUES ('lead', 1, 'leads', now() - interval '2 hours')`);
    expect(await pruneEvents(app.ctx.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await app.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE created < now() - interval '1 hour'`);
    expect(rows[0].n).toBe(0);
  });
});
