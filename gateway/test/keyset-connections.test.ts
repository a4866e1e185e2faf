/**
 * Issue 24: a script paging through a connection while leads are added and cancelled between its
 * pages sees every lead that stayed exactly once, in order: cursors are positions (sort key + id),
 * not offsets. Against the real api (PGlite) through the gateway, both directions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOrganization, makeUser, type Actor } from '../../api/test/harness.js';
import { CONNECTION_MESSAGES, keysetCursor } from '../src/resolvers/connections.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, realStack } from './harness.js';

let stack: Awaited<ReturnType<typeof realStack>>;
beforeAll(async () => { stack = await realStack(); });
afterAll(async () => stack?.close());

const auth = (a: Actor) => ({ authorization: `Token ${a.token}` });
const NAMES = ['Alpha', 'alpha', 'Beta', 'beta', 'Gamma', 'Émile', 'zeta', 'Zeta'];

let orgSeq = 0;
async function freshOrganization(n: number) {
  orgSeq += 1;
  const org = await makeOrganization(stack.api, `Keyset Gateway ${orgSeq}`);
  const admin = await makeUser(stack.api, { email: `kg${orgSeq}@k.test`, organizationId: org, membershipType: 1, first: 'Ann', last: 'Lee' });
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { rows } = await stack.api.ctx.db.query<{ id: number }>(
      `INSERT INTO leads (organization_id, associated_user_id, name, lead_status, proposal_type, customer, property, project_info, created, updated)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '2025-01-01T00:00:00.000001Z'::timestamptz + $9 * interval '1 microsecond', '2025-01-01T00:00:00.000001Z'::timestamptz + $10 * interval '1 microsecond') RETURNING id`,
      [org, i % 3 === 0 ? null : admin.id, NAMES[i % NAMES.length], i % 3, i % 4 === 3 ? null : i % 3, { first_name: NAMES[(i + 3) % 8] },
        i % 3 === 0 ? {} : { site_address: `${i % 4} Main St` }, i % 5 === 0 ? {} : { system_size: [7.5, 10, 0.1 + 0.2, 10][i % 4] }, i % 4, i % 5]);
    ids.push(rows[0].id);
  }
  return { org, admin, ids };
}

const LIST = `query($first: Int, $after: String, $last: Int, $before: String, $order: LeadOrder) {
  leads(first: $first, after: $after, last: $last, before: $before, order: $order) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor page } edges { cursor node { databaseId } } } }`;

async function page(actor: Actor, variables: Record<string, unknown>) {
  const res = await gql(stack.gateway, LIST, variables, auth(actor));
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data.leads as { totalCount: number; pageInfo: any; edges: { cursor: string; node: { databaseId: number } }[] };
}

async function wholeList(actor: Actor, order: unknown) {
  return (await page(actor, { first: 500, order })).edges.map((e) => e.node.databaseId);
}

/** Pages through with first/after (or last/before), running `between` after each page. */
async function traverse(actor: Actor, order: unknown, direction: 'forward' | 'backward', between: (n: number, ids: number[]) => Promise<void>) {
  let ids: number[] = [];
  let cursor: string | null = null;
  const infos: any[] = [];
  for (let n = 0; n < 40; n++) {
    const p = await page(actor, direction === 'forward' ? { first: 3, after: cursor, order } : { last: 3, before: cursor, order });
    infos.push(p.pageInfo);
    const got = p.edges.map((e) => e.node.databaseId);
    expect(p.edges.map((e) => e.cursor)).toEqual(got.length ? [...p.edges.map((e) => e.cursor)] : []);
    ids = direction === 'forward' ? [...ids, ...got] : [...got, ...ids];
    if (!(direction === 'forward' ? p.pageInfo.hasNextPage : p.pageInfo.hasPreviousPage)) return { ids, infos };
    cursor = direction === 'forward' ? p.pageInfo.endCursor : p.pageInfo.startCursor;
    await between(n, got);
  }
  throw new Error('did not reach the end');
}

const create = async (actor: Actor, name: string) => {
  const res = await gql(stack.gateway, 'mutation($i: CreateLeadInput!) { createLead(input: $i) { lead { databaseId } leadEdge { cursor } userErrors { messages } } }',
    { i: { name, property: { siteAddress: '9 New St, Fresno, CA 93721' }, projectInfo: { systemSize: 10 } } }, auth(actor));
  expect(res.body.data.createLead.userErrors).toEqual([]);
  return res.body.data.createLead as { lead: { databaseId: number }; leadEdge: { cursor: string } };
};
const cancel = async (actor: Actor, id: number) => {
  const res = await gql(stack.gateway, 'mutation($id: ID!) { cancelLead(id: $id, reason: "Lost") { userErrors { messages } } }', { id: toGlobalId('Lead', id) }, auth(actor));
  expect(res.body.data.cancelLead.userErrors).toEqual([]);
};

describe('leads: keyset cursors through the gateway', () => {
  it('a lead created ahead of the cursor is not read twice, and one cancelled behind it does not make the next page skip one (failed with offset cursors)', async () => {
    const { admin, ids } = await freshOrganization(9);
    const before = await wholeList(admin, null);
    const first = await page(admin, { first: 3 });
    expect(first.edges.map((e) => e.node.databaseId)).toEqual(before.slice(0, 3));
    // Newest first: the new lead sorts at the top, ahead of the cursor; offset 3 would now be the third lead again.
    await create(admin, 'Brand new');
    const second = await page(admin, { first: 3, after: first.pageInfo.endCursor });
    expect(second.edges.map((e) => e.node.databaseId)).toEqual(before.slice(3, 6));
    // Cancelling a lead already read: offset 6 would now skip the seventh lead.
    await cancel(admin, before[0]);
    const third = await page(admin, { first: 3, after: second.pageInfo.endCursor });
    expect(third.edges.map((e) => e.node.databaseId)).toEqual(before.slice(6, 9));
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(ids.every((id) => before.includes(id))).toBe(true);
  });

  const ORDERS = ['NAME', 'UPDATED', 'CREATED', 'LEAD_STATUS', 'PROPOSAL_TYPE', 'SYSTEM_SIZE', 'ADDRESS', 'CUSTOMER_NAME', 'ORGANIZATION', 'ASSOCIATED_USER']
    .flatMap((field) => ['ASC', 'DESC'].map((direction) => ({ field, direction })));
  it.each(ORDERS)('$field $direction: forward and backward, with creates and cancels between pages, no lead skipped or repeated', async (order) => {
    for (const direction of ['forward', 'backward'] as const) {
      const { admin, ids: seeded } = await freshOrganization(10);
      const whole = await wholeList(admin, order);
      const cancelled = new Set<number>();
      const created: number[] = [];
      const read: number[] = [];
      const { ids, infos } = await traverse(admin, order, direction, async (n, got) => {
        read.push(...got);
        created.push((await create(admin, NAMES[n % NAMES.length])).lead.databaseId);
        const pool = n % 2 === 0 ? read : whole.filter((id) => !read.includes(id));
        const victim = pool.find((id) => !cancelled.has(id));
        if (victim) { await cancel(admin, victim); cancelled.add(victim); }
      });
      expect(new Set(ids).size).toBe(ids.length);
      const stayed = whole.filter((id) => !cancelled.has(id));
      expect(ids.filter((id) => stayed.includes(id))).toEqual(stayed);
      expect(ids.every((id) => seeded.includes(id) || created.includes(id))).toBe(true);
      expect(infos.length).toBeGreaterThan(2);
      const [firstInfo, lastInfo] = direction === 'forward' ? [infos[0], infos.at(-1)] : [infos.at(-1), infos[0]];
      expect(firstInfo.hasPreviousPage).toBe(false);
      expect(lastInfo.hasNextPage).toBe(false);
    }
  });

  it('a cursor of another order, a forged or an offset cursor is BAD_USER_INPUT, never an internal error', async () => {
    const { admin } = await freshOrganization(3);
    const byName = await page(admin, { first: 1, order: { field: 'NAME', direction: 'ASC' } });
    const ask = async (variables: Record<string, unknown>) => (await gql(stack.gateway, LIST, variables, auth(admin))).body;
    expect((await ask({ first: 1, after: byName.pageInfo.endCursor, order: { field: 'NAME', direction: 'DESC' } })).errors?.[0])
      .toMatchObject({ message: CONNECTION_MESSAGES.otherOrder, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await ask({ first: 1, after: Buffer.from('offset:3').toString('base64url') })).errors?.[0])
      .toMatchObject({ message: CONNECTION_MESSAGES.offsetCursor, extensions: { code: 'BAD_USER_INPUT' } });
    // Well-formed for the gateway, refused by the api (a key of the wrong type, a non-finite number, a day that does not exist): still BAD_USER_INPUT.
    for (const [order, key] of [[{ field: 'UPDATED', direction: 'DESC' }, '2025-02-30T00:00:00.000000Z'], [{ field: 'SYSTEM_SIZE', direction: 'ASC' }, 'Infinity'], [{ field: 'LEAD_STATUS', direction: 'ASC' }, 1.5]] as const) {
      const tag = `leads:${order.direction.toLowerCase()}__${order.field.toLowerCase()}`;
      const body = await ask({ last: 1, before: keysetCursor(tag, key, 1), order });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(body)).toBe('BAD_USER_INPUT');
    }
    const forged = Buffer.from('["leads:desc__updated","2025-01-01T00:00:00.000000Z",1e999]').toString('base64url');
    expect((await ask({ first: 1, after: forged })).errors?.[0]).toMatchObject({ message: CONNECTION_MESSAGES.invalidCursor, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('createLead answers an edge whose cursor continues the default order after the new lead', async () => {
    const { admin } = await freshOrganization(4);
    const whole = await wholeList(admin, null);
    const made = await create(admin, 'Edge lead');
    const after = await page(admin, { first: 10, after: made.leadEdge.cursor });
    expect(after.edges.map((e) => e.node.databaseId)).toEqual(whole);
  });

  it('other connections page by keyset too: notifications and a lead\'s activity', async () => {
    const { admin, ids } = await freshOrganization(1);
    const db = stack.api.ctx.db;
    for (let n = 0; n < 7; n++) {
      await db.query(`INSERT INTO notifications (user_id, kind, title, body, link, created) VALUES ($1, 'lead_assigned', $2, '', '/', '2025-01-01T00:00:00Z'::timestamptz + $3 * interval '1 microsecond')`, [admin.id, `N${n}`, n % 2]);
    }
    const NOTES = 'query($after: String) { viewer { notifications(first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { databaseId } } } } }';
    const wholeNotes = (await gql(stack.gateway, '{ viewer { notifications(first: 500) { edges { node { databaseId } } } } }', {}, auth(admin))).body.data.viewer.notifications.edges.map((e: any) => e.node.databaseId);
    const seen: number[] = [];
    let after: string | null = null;
    for (let n = 0; n < 10; n++) {
      const res = await gql(stack.gateway, NOTES, { after }, auth(admin));
      expect(res.body.errors).toBeUndefined();
      const c = res.body.data.viewer.notifications;
      seen.push(...c.edges.map((e: any) => e.node.databaseId));
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
      await db.query(`INSERT INTO notifications (user_id, kind, title, body, link) VALUES ($1, 'lead_assigned', 'new', '', '/')`, [admin.id]);
    }
    expect(seen).toEqual(wholeNotes);

    const ACTIVITY = 'query($id: Int!, $after: String) { lead(databaseId: $id) { activity(first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { databaseId } } } } }';
    for (let n = 0; n < 5; n++) {
      await db.query(`INSERT INTO lead_activity (lead_id, organization_id, actor_id, actor_name, action, detail, created) VALUES ($1, (SELECT organization_id FROM leads WHERE id = $1), $2, 'Ann Lee', 'edited', '{}', '2025-01-01T00:00:00Z')`, [ids[0], admin.id]);
    }
    const wholeActivity = (await gql(stack.gateway, 'query($id: Int!) { lead(databaseId: $id) { activity(first: 500) { edges { node { databaseId } } } } }', { id: ids[0] }, auth(admin))).body.data.lead.activity.edges.map((e: any) => e.node.databaseId);
    const seenActivity: number[] = [];
    after = null;
    for (let n = 0; n < 10; n++) {
      const res = await gql(stack.gateway, ACTIVITY, { id: ids[0], after }, auth(admin));
      const c = res.body.data.lead.activity;
      seenActivity.push(...c.edges.map((e: any) => e.node.databaseId));
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
      // An edit adds an entry at the top, ahead of the cursor.
      await gql(stack.gateway, 'mutation($id: ID!, $i: UpdateLeadInput!) { updateLead(id: $id, input: $i) { userErrors { messages } } }', { id: toGlobalId('Lead', ids[0]), i: { name: `Renamed ${n}` } }, auth(admin));
    }
    expect(seenActivity.filter((id) => wholeActivity.includes(id))).toEqual(wholeActivity);
    expect(new Set(seenActivity).size).toBe(seenActivity.length);
  });
});
