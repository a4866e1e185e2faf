/**
 * Issue 26 item 15 on PostgreSQL with two api processes (child processes, fixtures/reminder-worker.ts,
 * each the full api on the same database, started together): every due reminder goes out exactly
 * once, none after signing or voiding, and a process killed between claiming a reminder and
 * committing it neither loses nor doubles it. The clock is the test's (no sleeps). PostgreSQL
 * only: the embedded PGlite belongs to one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type ApiApp } from '../src/app.js';
import { openPostgres, type Db } from '../src/db/client.js';
import { client, makeUser, makeWorld, testConfig, type Actor, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const here = path.dirname(fileURLToPath(import.meta.url));
const DAY = 86_400_000;

interface Worker { child: ChildProcess; lines: string[]; ready: Promise<void>; done: Promise<{ code: number | null; signal: NodeJS.Signals | null }> }

function startWorker(url: string, dataDir: string, now: Date, mode: 'run' | 'crash'): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures/reminder-worker.ts'), url, dataDir, now.toISOString(), mode], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let readyResolve!: () => void;
  const ready = new Promise<void>((resolve) => { readyResolve = resolve; });
  readline.createInterface({ input: child.stdout! }).on('line', (line) => { lines.push(line); if (line === 'ready') readyResolve(); });
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, lines, ready, done };
}

/** Starts the processes, lets them go at the same moment, and answers what each sent. */
async function runTogether(workers: Worker[]) {
  await Promise.all(workers.map((w) => Promise.race([w.ready, w.done.then(() => { throw new Error(`a worker exited while starting: ${w.lines.join('\n')}`); })])));
  for (const w of workers) w.child.stdin!.write('go\n');
  const ends = await Promise.all(workers.map((w) => w.done));
  return ends.map((end, i) => ({ ...end, sent: end.code === 0 ? (JSON.parse(workers[i].lines.at(-1)!) as { sent: number }).sent : null }));
}

describe.skipIf(!onPostgres)('reminders with two api processes on PostgreSQL', () => {
  let admin: Db;
  let db: Db;
  let url: string;
  let name: string;
  let app: ApiApp;
  let world: World;
  let rep: Actor;
  const dataDirs: string[] = [];
  const dataDir = () => { const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reminders-')); dataDirs.push(dir); return dir; };

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    admin = await openPostgres(adminUrl);
    name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    db = await openPostgres(url);
    app = await createApi({ db, logger: false, config: testConfig(dataDir()) });
    await app.ready();
    world = await makeWorld(app);
    rep = await makeUser(app, { email: 'rep@processes.test', organizationId: world.orgA });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const as = (actor: { token: string }) => client(app, actor.token);
  const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');
  const sentRows = async (day: number) =>
    (await db.query<{ lead_id: number; n: number }>(
      `SELECT r.lead_id, count(*)::int AS n FROM reminders_sent s JOIN reminder_links r ON r.id = s.reminder_link_id WHERE s.day = $1 GROUP BY r.lead_id`, [day])).rows;
  const reminderMails = async () =>
    (await db.query<{ to_address: string; n: number }>(`SELECT to_address, count(*)::int AS n FROM outbox WHERE subject LIKE 'Reminder:%' GROUP BY to_address`)).rows;
  const timeline = async () =>
    (await db.query<{ lead_id: number; day: number }>(`SELECT lead_id, (detail->>'day')::int AS day FROM lead_activity WHERE action = 'reminder_sent'`)).rows;

  it('sends every due reminder exactly once, none after signing or voiding, and survives a crash between claim and commit', async () => {
    const LEADS = 16;
    const leads: Array<{ lead: number; email: string; agreement: { id: number; sign_url: string } }> = [];
    for (let i = 0; i < LEADS; i++) {
      const email = `c${i}@processes.test`;
      const lead = await insertLead(app, world.orgA, { associatedUserId: rep.id, name: `Process Lead ${i}`, customer: { first_name: 'C', last_name: String(i), emails: [email] } });
      const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
      expect(sent.status).toBe(201);
      leads.push({ lead, email, agreement: sent.body.agreement });
    }
    const sign = (l: (typeof leads)[number]) => app.inject({ method: 'POST', url: pathOf(l.agreement.sign_url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ full_name: 'C', agree: 'on' }).toString() });
    // Before day 3: two signed, two voided.
    for (const l of leads.slice(0, 2)) expect((await sign(l)).statusCode).toBe(200);
    for (const l of leads.slice(2, 4)) expect((await as(world.adminA).post(`/api/agreement/${l.agreement.id}/void/`, {})).status).toBe(200);
    const live = leads.slice(4);

    // Day 3: two api processes at once.
    const day3 = new Date(Date.now() + 3 * DAY + 3_600_000);
    const first = await runTogether([startWorker(url, dataDir(), day3, 'run'), startWorker(url, dataDir(), day3, 'run')]);
    expect(first.map((r) => r.code)).toEqual([0, 0]);
    expect(first[0].sent! + first[1].sent!).toBe(live.length);
    const rows3 = await sentRows(3);
    expect(rows3.map((r) => r.lead_id).sort((a, b) => a - b)).toEqual(live.map((l) => l.lead).sort((a, b) => a - b));
    expect(rows3.every((r) => r.n === 1)).toBe(true);
    expect((await reminderMails()).every((m) => m.n === 1)).toBe(true);
    expect((await reminderMails()).map((m) => m.to_address).sort()).toEqual(live.map((l) => l.email).sort());

    // One more signs between day 3 and day 7.
    expect((await sign(live[0])).statusCode).toBe(200);
    const day7Live = live.slice(1);

    // Day 7: a process dies inside its first reminder's transaction (after writing the outbox row).
    const day7 = new Date(Date.now() + 7 * DAY + 3_600_000);
    const [crashed] = await runTogether([startWorker(url, dataDir(), day7, 'crash')]);
    expect(crashed.signal).toBe('SIGKILL');
    // Nothing of it is left: no day-7 row, no mail, no timeline entry; the reminder is still due.
    expect(await sentRows(7)).toEqual([]);
    expect((await timeline()).filter((e) => e.day === 7)).toEqual([]);
    expect((await reminderMails()).every((m) => m.n === 1)).toBe(true);

    // The next passes (two processes again) send each day-7 reminder once, the lost one included.
    const second = await runTogether([startWorker(url, dataDir(), day7, 'run'), startWorker(url, dataDir(), day7, 'run')]);
    expect(second[0].sent! + second[1].sent!).toBe(day7Live.length);
    const rows7 = await sentRows(7);
    expect(rows7.map((r) => r.lead_id).sort((a, b) => a - b)).toEqual(day7Live.map((l) => l.lead).sort((a, b) => a - b));
    expect(rows7.every((r) => r.n === 1)).toBe(true);
    const mails = new Map((await reminderMails()).map((m) => [m.to_address, m.n]));
    for (const l of leads.slice(0, 4)) expect(mails.get(l.email)).toBeUndefined();
    expect(mails.get(live[0].email)).toBe(1);
    for (const l of day7Live) expect(mails.get(l.email)).toBe(2);
    const entries = await timeline();
    expect(entries).toHaveLength(live.length + day7Live.length);

    // And once more much later: nothing left to send.
    const third = await runTogether([startWorker(url, dataDir(), new Date(Date.now() + 30 * DAY), 'run'), startWorker(url, dataDir(), new Date(Date.now() + 30 * DAY), 'run')]);
    expect(third.map((r) => r.sent)).toEqual([0, 0]);
    expect(await timeline()).toHaveLength(entries.length);
  }, 240_000);
});
