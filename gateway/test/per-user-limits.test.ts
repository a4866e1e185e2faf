/**
 * Issue 24, items 6 and 14: one caller is one caller. The gateway reads `Authorization` as the api
 * does (exactly `Token <key>`), never forwards another spelling, and counts every per-caller limit
 * (the live-update cap, the upstream queue) by the session's user, whatever token or spelling each
 * request came with. Against the real api (PGlite) where a session matters, and a fake api where
 * the upstream queue's concurrency is measured.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DETAIL } from '../../api/src/http/errors.js';
import { CSRF_HEADER, createGateway } from '../src/yoga.js';
import { MAX_STREAMS_PER_CALLER } from '../src/rest/events-feed.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { readEventStream } from '../src/testing-events.js';
import { INVALID_TOKEN, parseAuthorization } from '../src/sessions.js';
import { gql, realStack, type Gateway } from './harness.js';
import { headerVariants } from '../../api/test/auth-variants.js';

vi.setConfig({ testTimeout: 60_000 });

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token userErrors { messages } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token userErrors { messages } } }';
const LEADS = '{ leads(first: 1) { totalCount } }';
const LEAD_CHANGED = 'subscription($id: ID!) { leadChanged(id: $id, includeCurrent: true) { changes lead { name } } }';

async function subscribe(gateway: Gateway, query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const abort = new AbortController();
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST', signal: abort.signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return readEventStream<any>(response, abort);
}

describe('the gateway reads Authorization as the api does', () => {
  it('takes exactly `Token <key>`, and its refusal is the api\'s text', () => {
    expect(INVALID_TOKEN).toBe(DETAIL.invalidToken);
    const key = 'a'.repeat(64);
    expect(parseAuthorization(`Token ${key}`)).toEqual({ kind: 'token', authorization: `Token ${key}` });
    // The api's own variants, except those the gateway forwards for the api to refuse (another
    // key of the token68 form: an uppercase key, one character more or less).
    const forwarded = new Set([`Token ${key.toUpperCase()}`, `Token ${key}x`, `Token ${key.slice(1)}`]);
    for (const variant of headerVariants(key).filter((v) => !forwarded.has(v))) expect(parseAuthorization(variant), variant).toEqual({ kind: 'invalid' });
  });
});

describe('one user is one caller (real api)', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let tokenA: string;
  let tokenB: string;
  let leadId: string;
  beforeAll(async () => {
    stack = await realStack();
    const signup = await gql(stack.gateway, SIGNUP, { input: { firstName: 'Ann', lastName: 'Lee', companyName: 'One Co', phoneNumber: '+15551112222', email: 'ann@one.test', password: 'secret12' } });
    tokenA = signup.body.data.signup.token;
    const login = await gql(stack.gateway, LOGIN, { input: { emailOrPhone: 'ann@one.test', password: 'secret12' } });
    tokenB = login.body.data.login.token;
    expect(tokenB).not.toBe(tokenA);
    const { db } = stack.api.ctx;
    const user = (await db.query<{ id: number; organization_id: number }>(`SELECT id, organization_id FROM users WHERE email = 'ann@one.test'`)).rows[0];
    const lead = await db.query<{ id: number }>(
      `INSERT INTO leads (organization_id, associated_user_id, name, customer, property) VALUES ($1, $2, 'Cap Plaza', '{"first_name":"C"}', '{"site_address":"1 Main St, Fresno, CA 93721"}') RETURNING id`,
      [user.organization_id, user.id]);
    leadId = toGlobalId('Lead', lead.rows[0].id);
  });
  afterAll(async () => { await stack?.gateway.events.close(); await stack?.close(); });

  it('answers every other spelling of a token UNAUTHENTICATED "Invalid token."', async () => {
    const exact = await gql(stack.gateway, LEADS, {}, { authorization: `Token ${tokenA}` });
    expect(exact.body.errors).toBeUndefined();
    expect(exact.body.data.leads.totalCount).toBe(1);
    for (const variant of headerVariants(tokenA)) {
      const res = await gql(stack.gateway, LEADS, {}, { authorization: variant });
      expect(res.body.data?.leads ?? null, variant).toBeNull();
      expect(res.body.errors?.[0].extensions, variant).toMatchObject({ code: 'UNAUTHENTICATED', detail: DETAIL.invalidToken });
    }
    // A session cookie that is no token's spelling is no session either, and never becomes a header.
    const cookie = await gql(stack.gateway, LEADS, {}, { cookie: `portal_token=${encodeURIComponent(`${tokenA} x`)}` });
    expect(cookie.body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', detail: DETAIL.invalidToken });
    // A sign-in with a stale header still works (a public operation, as on the api).
    const login = await gql(stack.gateway, LOGIN, { input: { emailOrPhone: 'ann@one.test', password: 'secret12' } }, { authorization: `token ${tokenA} x` });
    expect(login.body.data.login.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it(`holds one user to ${MAX_STREAMS_PER_CALLER} streams across two sessions, header and cookie; spellings are refused`, async () => {
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_CALLER; i++) {
      const headers: Record<string, string> = i % 3 === 0 ? { authorization: `Token ${tokenA}` } : i % 3 === 1 ? { authorization: `Token ${tokenB}` } : { cookie: `portal_token=${tokenB}` };
      const s = await subscribe(stack.gateway, LEAD_CHANGED, { id: leadId }, headers);
      expect((await s.next())?.data?.leadChanged.lead.name, `stream ${i}`).toBe('Cap Plaza');
      streams.push(s);
    }
    for (const headers of [{ authorization: `Token ${tokenA}` }, { authorization: `Token ${tokenB}` }, { cookie: `portal_token=${tokenA}` }] as Array<Record<string, string>>) {
      const refused = await subscribe(stack.gateway, LEAD_CHANGED, { id: leadId }, headers);
      expect((await refused.next())?.errors?.[0].extensions?.code).toBe('TOO_MANY_SUBSCRIPTIONS');
      await refused.close();
    }
    for (const variant of [`token ${tokenA}`, `Token ${tokenA} again`, `Token  ${tokenB}`]) {
      const refused = await subscribe(stack.gateway, LEAD_CHANGED, { id: leadId }, { authorization: variant });
      expect((await refused.next())?.errors?.[0].extensions?.code, variant).toBe('UNAUTHENTICATED');
      await refused.close();
    }
    await Promise.all(streams.map((s) => s.close()));
  });
});

/** A fake api: /session/ names the user of each token; every other call is held until released. */
function fakeApi(users: Record<string, number>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  const inFlight = new Map<number, number>();
  const most = new Map<number, number>();
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const user = users[String(req.headers.authorization)];
    if (req.url!.endsWith('/session/')) { if (user) json(200, { user }); else json(401, { detail: 'Invalid token.' }); return; }
    if (user !== 1) { json(404, { detail: 'Not found.' }); return; }
    inFlight.set(user, (inFlight.get(user) ?? 0) + 1);
    most.set(user, Math.max(most.get(user) ?? 0, inFlight.get(user)!));
    void held.then(() => { inFlight.set(user, inFlight.get(user)! - 1); json(404, { detail: 'Not found.' }); });
  });
  return { server, release, inFlight, most };
}

describe('the upstream queue is per user', () => {
  it('two sessions of one user share one queue; another user is answered meanwhile', async () => {
    const api = fakeApi({ 'Token a1': 1, 'Token a2': 1, 'Token b': 2 });
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    const port = (api.server.address() as AddressInfo).port;
    const gateway = createGateway({ config: { apiUrl: `http://127.0.0.1:${port}/api`, breakerSlowMs: 60_000, upstreamConcurrencyPerCaller: 4 } });
    const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const ids = Array.from({ length: 30 }, (_, i) => toGlobalId('Lead', i + 1));
    const bursts = ['Token a1', 'Token a2', 'Token a1', 'Token a2'].map((authorization) => gql(gateway, NODES, { ids }, { authorization }));
    await vi.waitFor(() => expect(api.inFlight.get(1)).toBe(4));
    // Give the other session's calls every chance to get past the shared limit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.most.get(1)).toBe(4);
    const other = await gql(gateway, NODES, { ids: ids.slice(0, 2) }, { authorization: 'Token b' });
    expect(other.body.errors).toBeUndefined();
    api.release();
    for (const burst of await Promise.all(bursts)) expect(burst.body.data.nodes).toHaveLength(30);
    expect(api.most.get(1)).toBe(4);
    await gateway.closeUpstream();
    await new Promise((resolve) => api.server.close(resolve));
  });
});
