import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeOrganization, makeUser, makeWorld, type Actor, type World } from './harness.js';

/**
 * Issue 24: cursors are positions (sort key + id), not offsets. A client paging through a list
 * while leads are added and cancelled between its pages sees every lead that stayed exactly once,
 * in the list's order, in both directions and for every order the list sorts by.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let w: World;
beforeAll(async () => { app = await createTestApi(); w = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const NAMES = ['Alpha', 'alpha', 'Beta', 'beta', 'Gamma', 'Émile', 'zeta', 'Zeta'];
const FIRST = ['Ann', 'ann', 'Bob', 'Émile'];

/** One lead inserted directly, with the sort keys of row i: ties, NULLs, microseconds and floats. */
async function insertLead(org: number, users: Actor[], i: number, now = false, lastName = 'Client') {
  const time = (steps: number) => (now ? 'now()' : `'2025-01-01T00:00:00.000001Z'::timestamptz + ${steps} * interval '1 microsecond'`);
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, associated_user_id, name, lead_status, proposal_type, customer, property, project_info, created, updated)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${time(i % 4)}, ${time(i % 5)}) RETURNING id`,
    [org, i % 3 === 0 ? null : users[i % 2].id, NAMES[i % NAMES.length], i % 3, i % 4 === 3 ? null : i % 3,
      { first_name: FIRST[i % 4], last_name: lastName },
      i % 3 === 0 ? {} : { site_address: `${i % 4} Main St` },
      i % 5 === 0 ? {} : { system_size: [7.5, 10, 0.1 + 0.2, 10][i % 4] }]);
  return rows[0].id;
}

let orgSeq = 0;
/** A fresh organization with two members (who are the assignees) and `n` leads. */
async function freshOrganization(n: number, lastName = 'Client') {
  orgSeq += 1;
  const org = await makeOrganization(app, `Keyset Org ${orgSeq}`);
  const users = [
    await makeUser(app, { email: `ks${orgSeq}a@k.test`, organizationId: org, membershipType: 1, first: 'Ann', last: 'Lee' }),
    await makeUser(app, { email: `ks${orgSeq}b@k.test`, organizationId: org, first: 'bob', last: 'Ray' }),
  ];
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await insertLead(org, users, i, false, lastName));
  return { org, users, ids };
}

const qs = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();

type Answer = { results: { id: number }[]; page: number; limit: number; count: number; cursors: string[]; has_next: boolean; has_previous: boolean };

const FIELDS = ['name', 'updated', 'created', 'lead_status', 'proposal_type', 'system_size', 'address', 'customer_name', 'organization', 'associated_user'];

/**
 * Pages through `/api/leads/` in one direction, calling `between` after every page; returns the
 * ids in list order and the answers.
 */
async function traverse(token: string, base: Record<string, string | undefined>, direction: 'forward' | 'backward', between: (n: number, page: Answer) => Promise<void>) {
  const api = client(app, token);
  const pages: Answer[] = [];
  let ids: number[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 40; n++) {
    const query = direction === 'forward' ? { ...base, limit: 3, after: cursor } : { ...base, limit: 3, before: cursor, from_end: cursor ? undefined : true };
    const res = await api.get(`/api/leads/?${qs(query)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as Answer;
    pages.push(page);
    expect(page.cursors).toHaveLength(page.results.length);
    const pageIds = page.results.map((r) => r.id);
    ids = direction === 'forward' ? [...ids, ...pageIds] : [...pageIds, ...ids];
    const more = direction === 'forward' ? page.has_next : page.has_previous;
    if (!more) return { ids, pages };
    cursor = direction === 'forward' ? page.cursors.at(-1) : page.cursors[0];
    await between(n, page);
  }
  throw new Error('did not reach the end');
}

async function wholeList(token: string, base: Record<string, string | undefined>) {
  const res = await client(app, token).get(`/api/leads/?${qs({ ...base, limit: 500 })}`);
  expect(res.status).toBe(200);
  return (res.body.results as { id: number }[]).map((r) => r.id);
}

describe('keyset paging of the lead list under inserts and cancels', () => {
  const cases = FIELDS.flatMap((field) => (['asc', 'desc'] as const).flatMap((dir) => (['forward', 'backward'] as const).map((direction) => ({ field, dir, direction }))));
  it.each(cases)('$field $dir read $direction: no lead skipped, none repeated, in order', async ({ field, dir, direction }) => {
    // The organization order is read by a super admin over two organizations (a real join key),
    // found by a customer name only their leads have; the others by the organization's admin.
    const lastName = `Kst${orgSeq + 1}x`;
    const { org, users, ids: seeded } = await freshOrganization(14, lastName);
    const reader = field === 'organization' ? w.superAdmin : users[0];
    const base = { order: `${dir}__${field}`, search: field === 'organization' ? lastName : undefined };
    if (field === 'organization') {
      const other = await freshOrganization(0, lastName);
      for (let i = 0; i < 6; i++) seeded.push(await insertLead(other.org, other.users, i, false, lastName));
    }
    const before = (await wholeList(reader.token, base)).filter((id) => seeded.includes(id));
    expect(before).toHaveLength(seeded.length);
    const cancelled = new Set<number>();
    const inserted: number[] = [];
    const readSoFar: number[] = [];
    const { ids, pages } = await traverse(reader.token, base, direction, async (n, page) => {
      // A new lead (sorting anywhere: ahead of the cursor in several orders) …
      inserted.push(await insertLead(org, users, 100 + n, true, lastName));
      // … and a cancelled one: on even pages one already read (the offset-cursor skip), else one not yet read.
      readSoFar.push(...page.results.map((r) => r.id));
      const pool = n % 2 === 0 ? readSoFar : before.filter((id) => !readSoFar.includes(id));
      const victim = pool.find((id) => !cancelled.has(id) && seeded.includes(id));
      if (victim) {
        const res = await client(app, w.superAdmin.token).post(`/api/cancel_lead/${victim}/`, { reason: 'Keyset test' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        cancelled.add(victim);
      }
    });
    expect(pages.length).toBeGreaterThan(3);
    // None twice …
    expect(new Set(ids).size).toBe(ids.length);
    // … every lead that was there all along, exactly in the list's order …
    const stayed = before.filter((id) => !cancelled.has(id));
    expect(ids.filter((id) => stayed.includes(id))).toEqual(stayed);
    // … and nothing else than those, leads cancelled after they were read, or new ones.
    expect(ids.every((id) => seeded.includes(id) || inserted.includes(id))).toBe(true);
    // The ends say so; the pages between have both neighbours.
    const [first, last] = direction === 'forward' ? [pages[0], pages.at(-1)!] : [pages.at(-1)!, pages[0]];
    expect(first.has_previous).toBe(false);
    expect(last.has_next).toBe(false);
    for (const p of pages.slice(1, -1)) expect([p.has_next, p.has_previous]).toEqual([true, true]);
  });

  it('the organization order within one organization (ordered by id) pages the same way, both directions', async () => {
    const { users, ids: seeded } = await freshOrganization(8);
    for (const dir of ['asc', 'desc']) {
      const base = { order: `${dir}__organization` };
      const whole = await wholeList(users[1].token, base);
      expect(whole).toEqual(dir === 'asc' ? seeded : [...seeded].reverse());
      expect((await traverse(users[1].token, base, 'forward', async () => {})).ids).toEqual(whole);
      expect((await traverse(users[1].token, base, 'backward', async () => {})).ids).toEqual(whole);
    }
  });

  it('filters, search and state=cancelled page by keyset too; page numbers stay as they were, now with cursors', async () => {
    const { users, ids: seeded } = await freshOrganization(10);
    const api = client(app, users[0].token);
    for (const id of seeded.slice(0, 7)) expect((await api.post(`/api/cancel_lead/${id}/`, { reason: 'Gone' })).status).toBe(200);
    const base = { order: 'asc__name', state: 'cancelled', search: 'a' };
    const whole = await wholeList(users[0].token, base);
    expect(whole.length).toBeGreaterThan(3);
    expect((await traverse(users[0].token, base, 'forward', async () => {})).ids).toEqual(whole);
    expect((await traverse(users[0].token, base, 'backward', async () => {})).ids).toEqual(whole);

    const numbered = await api.get(`/api/leads/?${qs({ ...base, page: 2, limit: 2 })}`);
    expect(numbered.body).toMatchObject({ page: 2, limit: 2, count: whole.length, has_previous: true, has_next: whole.length > 4 });
    expect(numbered.body.results.map((r: { id: number }) => r.id)).toEqual(whole.slice(2, 4));
    // A numbered page's cursor continues with after; the keyset answer knows which page it is on.
    const next = await api.get(`/api/leads/?${qs({ ...base, limit: 2, after: numbered.body.cursors[1] })}`);
    expect(next.body).toMatchObject({ page: 3, has_previous: true });
    expect(next.body.results.map((r: { id: number }) => r.id)).toEqual(whole.slice(4, 6));
    // after and before together bound the page from both sides.
    const between = await api.get(`/api/leads/?${qs({ ...base, limit: 10, after: numbered.body.cursors[0], before: next.body.cursors[1] })}`);
    expect(between.body.results.map((r: { id: number }) => r.id)).toEqual(whole.slice(3, 5));
    const betweenBack = await api.get(`/api/leads/?${qs({ ...base, limit: 1, from_end: true, after: numbered.body.cursors[0], before: next.body.cursors[1] })}`);
    expect(betweenBack.body).toMatchObject({ has_next: true, has_previous: true });
    expect(betweenBack.body.results.map((r: { id: number }) => r.id)).toEqual(whole.slice(4, 5));
    // Before the first lead: an empty page that still knows the total.
    const first = await api.get(`/api/leads/?${qs({ ...base, limit: 2 })}`);
    const none = await api.get(`/api/leads/?${qs({ ...base, limit: 2, before: first.body.cursors[0] })}`);
    expect(none.body).toMatchObject({ results: [], cursors: [], page: 1, count: whole.length, has_previous: false, has_next: true });
    const end = await api.get(`/api/leads/?${qs({ ...base, limit: 2, after: (await api.get(`/api/leads/?${qs({ ...base, limit: 500 })}`)).body.cursors.at(-1) })}`);
    expect(end.body).toMatchObject({ results: [], has_next: false, has_previous: true });
  });
});

describe('keyset paging of the other lists', () => {
  it('notifications: newest first, new ones arriving between pages are neither repeated nor cause a skip', async () => {
    const user = (await freshOrganization(0)).users[0];
    const add = async (n: number) => {
      await app.ctx.db.query(`INSERT INTO notifications (user_id, kind, title, body, link, created) VALUES ($1, 'lead_assigned', $2, '', '/', '2025-01-01T00:00:00Z'::timestamptz + $3 * interval '1 microsecond')`, [user.id, `N${n}`, n % 3]);
    };
    for (let n = 0; n < 9; n++) await add(n);
    const api = client(app, user.token);
    const whole = (await api.get('/api/notifications/?limit=500')).body.results.map((r: { id: number }) => r.id);
    const seen: number[] = [];
    let after: string | undefined;
    for (let n = 0; n < 10; n++) {
      const page = (await api.get(`/api/notifications/?${qs({ limit: 2, after })}`)).body;
      seen.push(...page.results.map((r: { id: number }) => r.id));
      if (!page.has_next) break;
      after = page.cursors.at(-1);
      await app.ctx.db.query(`INSERT INTO notifications (user_id, kind, title, body, link) VALUES ($1, 'lead_assigned', 'new', '', '/')`, [user.id]);
    }
    expect(seen).toEqual(whole);
  });

  it('a lead\'s activity: newest first, new entries between pages neither repeated nor skipping one, read backwards too', async () => {
    const { org, users, ids } = await freshOrganization(1);
    const record = (n: number) => app.ctx.db.query(
      `INSERT INTO lead_activity (lead_id, organization_id, actor_id, actor_name, action, detail, created) VALUES ($1, $2, $3, 'Ann Lee', 'edited', '{}', '2025-01-01T00:00:00Z'::timestamptz + $4 * interval '1 microsecond')`,
      [ids[0], org, users[0].id, n % 2]);
    for (let n = 0; n < 7; n++) await record(n);
    const api = client(app, users[0].token);
    const whole = (await api.get(`/api/lead_activity/${ids[0]}/?limit=500`)).body.results.map((r: { id: number }) => r.id);
    for (const direction of ['forward', 'backward'] as const) {
      let seen: number[] = [];
      let cursor: string | undefined;
      for (let n = 0; n < 10; n++) {
        const query = direction === 'forward' ? { limit: 2, after: cursor } : { limit: 2, before: cursor, from_end: cursor ? undefined : true };
        const page = (await api.get(`/api/lead_activity/${ids[0]}/?${qs(query)}`)).body;
        const pageIds = page.results.map((r: { id: number }) => r.id);
        seen = direction === 'forward' ? [...seen, ...pageIds] : [...pageIds, ...seen];
        if (!(direction === 'forward' ? page.has_next : page.has_previous)) break;
        cursor = direction === 'forward' ? page.cursors.at(-1) : page.cursors[0];
        // Newest first: a new entry lands at the top, ahead of a forward cursor.
        await app.ctx.db.query(`INSERT INTO lead_activity (lead_id, organization_id, actor_id, actor_name, action, detail) VALUES ($1, $2, $3, 'Ann Lee', 'edited', '{}')`, [ids[0], org, users[0].id]);
      }
      expect(seen.filter((id) => whole.includes(id))).toEqual(whole);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });
});

describe('cursors an attacker writes are the field\'s 400, never a 500', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  it('malformed, foreign or non-finite cursors on the lead list', async () => {
    const api = client(app, w.adminA.token);
    const invalid = [
      'not a cursor', '!!!!', b64('offset:3'), b64('{}'), b64('[]'), b64('["leads:desc__updated","2025-01-01T00:00:00.000000Z"]'),
      b64('["leads:desc__updated","2025-01-01T00:00:00.000000Z",0]'), b64('["leads:desc__updated","2025-01-01T00:00:00.000000Z",2147483648]'),
      b64('["leads:desc__updated","2025-01-01T00:00:00.000000Z",1.5]'), b64('["leads:desc__updated","2025-02-30T00:00:00.000000Z",1]'),
      b64('["leads:desc__updated","0000-01-01T00:00:00.000000Z",1]'), b64('["leads:desc__updated","yesterday",1]'), b64('["leads:desc__updated",null,1]'),
      b64('["leads:desc__updated",12,1]'), b64('["leads:desc__updated","2025-01-01T00:00:00.000000Z","1"]'),
      `${b64('["leads:desc__updated","2025-01-01T00:00:00.000000Z",1]')}=`, 'A'.repeat(3000),
    ];
    for (const cursor of invalid) {
      for (const field of ['after', 'before']) {
        const res = await api.get(`/api/leads/?${qs({ [field]: cursor })}`);
        expect(res.status, `${field}=${cursor}: ${JSON.stringify(res.body)}`).toBe(400);
        if (cursor.length < 2048) expect(res.body, cursor).toEqual({ [field]: [MESSAGES.cursorInvalid] });
      }
    }
    const size = (key: string) => b64(`["leads:asc__system_size",${key},1]`);
    for (const key of ['1e999', '-1e999', '"Infinity"', '"NaN"', '"1"', 'true']) {
      const res = await api.get(`/api/leads/?${qs({ order: 'asc__system_size', after: size(key) })}`);
      expect(res, key).toMatchObject({ status: 400, body: { after: [MESSAGES.cursorInvalid] } });
    }
    expect((await api.get(`/api/leads/?${qs({ order: 'asc__system_size', after: size('null') })}`)).status).toBe(200);
    expect((await api.get(`/api/leads/?${qs({ order: 'asc__system_size', after: size('1e308') })}`)).status).toBe(200);
    for (const key of ['2147483648', '1.5', '"1"']) {
      expect((await api.get(`/api/leads/?${qs({ order: 'asc__lead_status', after: b64(`["leads:asc__lead_status",${key},1]`) })}`)).status, key).toBe(400);
    }
    expect((await api.get(`/api/leads/?${qs({ order: 'asc__name', after: b64('["leads:asc__name","a\\u0000b",1]') })}`)).status).toBe(400);
    expect((await api.get(`/api/leads/?${qs({ order: 'asc__name', after: b64('["leads:asc__name","\\ud800 lone",1]') })}`)).status).toBe(200);
  });

  it('a cursor of another order or list, or with a page number, is refused with its own message', async () => {
    await freshOrganization(2);
    const api = client(app, w.superAdmin.token);
    const first = (await api.get('/api/leads/?order=asc__name&limit=1')).body;
    expect(first.cursors).toHaveLength(1);
    expect(await api.get(`/api/leads/?${qs({ order: 'desc__name', after: first.cursors[0] })}`)).toMatchObject({ status: 400, body: { after: [MESSAGES.cursorOtherOrder] } });
    expect(await api.get(`/api/notifications/?${qs({ before: first.cursors[0] })}`)).toMatchObject({ status: 400, body: { before: [MESSAGES.cursorOtherOrder] } });
    expect(await api.get(`/api/leads/?${qs({ order: 'asc__name', page: 2, after: first.cursors[0] })}`)).toMatchObject({ status: 400, body: { page: [MESSAGES.cursorWithPage] } });
    // An alias of a field is that field's order: its cursors serve each other.
    const alias = (await api.get('/api/leads/?order=asc__site_address&limit=1')).body;
    expect((await api.get(`/api/leads/?${qs({ order: 'asc__address', after: alias.cursors[0] })}`)).status).toBe(200);
    const superApi = client(app, w.superAdmin.token);
    for (const path of ['/api/invited_users/', '/api/portal_resource/', '/api/proposal/', '/api/agreement_for_sign/', '/api/bulk_enrichment/', '/api/notifications/']) {
      const res = await superApi.get(`${path}?${qs({ after: first.cursors[0] })}`);
      expect(res, path).toMatchObject({ status: 400, body: { after: [MESSAGES.cursorOtherOrder] } });
      const ok = await superApi.get(`${path}?limit=1`);
      expect(ok.status, path).toBe(200);
      expect(ok.body, path).toMatchObject({ page: 1, limit: 1, has_previous: false });
      expect(ok.body.cursors, path).toHaveLength(ok.body.results.length);
      expect((await superApi.get(`${path}?${qs({ after: b64('[1,2,3]') })}`)).status, path).toBe(400);
    }
  });
});
