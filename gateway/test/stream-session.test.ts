/**
 * Issue 24, item 10: a live update ends with its session. Logout through the gateway ends that
 * session's streams at once; a session ended elsewhere (logout at the api, in another gateway
 * process, expiry) ends them at its next event at the latest, and the periodic check (one lookup
 * per session, however many streams it holds) ends the quiet ones. The last event is
 * UNAUTHENTICATED, saying the session ended; then the stream completes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, createGateway } from '../src/yoga.js';
import { SESSION_ENDED } from '../src/rest/events-feed.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { readEventStream, type KitSubscription } from '../src/testing-events.js';
import { apiSessionLookup } from '../src/sessions.js';
import { hashToken } from '../../api/src/auth/passwords.js';
import { gql, realStack, type Gateway } from './harness.js';

vi.setConfig({ testTimeout: 60_000 });

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
const LEAD_CHANGED = 'subscription($id: ID!) { leadChanged(id: $id, includeCurrent: true) { changes lead { name } } }';
const BELL = 'subscription { notificationsChanged(includeCurrent: true) { viewer { email } } }';

async function subscribe(gateway: Gateway, query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const abort = new AbortController();
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST', signal: abort.signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return readEventStream<any>(response, abort);
}

/** Every event until the stream completes (null). */
async function rest(stream: KitSubscription) {
  const events = [];
  for (let event = await stream.next(); event; event = await stream.next()) events.push(event);
  return events;
}

const endedLast = (events: Array<{ errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>) => {
  const last = events[events.length - 1];
  expect(last?.errors?.[0]).toMatchObject({ message: SESSION_ENDED, extensions: { code: 'UNAUTHENTICATED' } });
};

describe('a stream ends with its session', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let gateway: Gateway;
  let lookups = 0;
  let leadId: number;
  const login = async () => (await gql(gateway, LOGIN, { input: { emailOrPhone: 'sam@stream.test', password: 'secret12' } })).body.data.login.token as string;
  const changeLead = (name: string) => stack.api.ctx.db.query('UPDATE leads SET name = $2 WHERE id = $1', [leadId, name]);

  beforeAll(async () => {
    stack = await realStack();
    const apiUrl = stack.gateway.config.apiUrl;
    const lookup = apiSessionLookup(stack.gateway.dispatcher, apiUrl, 5000);
    gateway = createGateway({ config: { apiUrl, eventsSecret: 'stack-events-secret', eventsWaitSeconds: 1 }, lookupSession: (authorization, signal) => { lookups++; return lookup(authorization, signal); } });
    await gql(gateway, 'mutation($input: SignupInput!) { signup(input: $input) { token } }', { input: { firstName: 'Sam', lastName: 'Ray', companyName: 'Stream Co', phoneNumber: '+15551113333', email: 'sam@stream.test', password: 'secret12' } });
    const { db } = stack.api.ctx;
    const user = (await db.query<{ id: number; organization_id: number }>(`SELECT id, organization_id FROM users WHERE email = 'sam@stream.test'`)).rows[0];
    leadId = (await db.query<{ id: number }>(
      `INSERT INTO leads (organization_id, associated_user_id, name, customer, property) VALUES ($1, $2, 'Live Plaza', '{"first_name":"L"}', '{"site_address":"1 Main St, Fresno, CA 93721"}') RETURNING id`,
      [user.organization_id, user.id])).rows[0].id;
  });
  afterAll(async () => { await gateway?.closeUpstream(); await stack?.gateway.events.close(); await stack?.close(); });

  it('logout through the gateway ends that session\'s streams at once, and only that session\'s', async () => {
    const token = await login();
    const other = await login();
    const lead = await subscribe(gateway, LEAD_CHANGED, { id: toGlobalId('Lead', leadId) }, { cookie: `portal_token=${token}` });
    expect((await lead.next())?.data?.leadChanged.lead.name).toBe('Live Plaza');
    const bell = await subscribe(gateway, BELL, {}, { authorization: `Token ${token}` });
    expect((await bell.next())?.data?.notificationsChanged.viewer.email).toBe('sam@stream.test');
    const kept = await subscribe(gateway, LEAD_CHANGED, { id: toGlobalId('Lead', leadId) }, { authorization: `Token ${other}` });
    expect((await kept.next())?.data?.leadChanged.lead.name).toBe('Live Plaza');

    const out = await gql(gateway, 'mutation { logout { ok } }', {}, { cookie: `portal_token=${token}`, [CSRF_HEADER]: '1' });
    expect(out.body.data.logout.ok).toBe(true);
    for (const stream of [lead, bell]) {
      const events = await rest(stream);
      expect(events).toHaveLength(1);
      endedLast(events);
    }
    // The other session's stream goes on.
    await changeLead('Live Plaza 2');
    expect((await kept.next())?.data?.leadChanged.lead.name).toBe('Live Plaza 2');
    await kept.close();
  });

  it('a session ended at the api ends its stream at the next event, before any data is handed out', async () => {
    const token = await login();
    const lead = await subscribe(gateway, LEAD_CHANGED, { id: toGlobalId('Lead', leadId) }, { authorization: `Token ${token}` });
    expect((await lead.next())?.data?.leadChanged.lead.name).toBeTruthy();
    // Signed out in another process: this gateway is not told.
    expect((await stack.api.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Token ${token}` } })).statusCode).toBe(200);
    await changeLead('After Logout');
    const events = await rest(lead);
    endedLast(events);
    expect(JSON.stringify(events)).not.toContain('After Logout');
  });

  it('the periodic check ends quiet streams of an expired session with one lookup for all of them', async () => {
    const token = await login();
    const streams = [];
    for (let i = 0; i < 3; i++) {
      const s = await subscribe(gateway, LEAD_CHANGED, { id: toGlobalId('Lead', leadId) }, { authorization: `Token ${token}` });
      expect((await s.next())?.data?.leadChanged.lead).toBeTruthy();
      streams.push(s);
    }
    const alive = await subscribe(gateway, BELL, {}, { authorization: `Token ${await login()}` });
    expect((await alive.next())?.data).toBeTruthy();
    // Idle past the time-out: the api forgets it, nobody tells the gateway.
    await stack.api.ctx.db.query(`UPDATE auth_tokens SET last_used = now() - interval '2 days' WHERE token_hash = $1`, [hashToken(token)]);
    const before = lookups;
    await gateway.events.checkSessions();
    expect(lookups - before).toBe(2); // the expired session and the live one: one lookup each
    for (const s of streams) endedLast(await rest(s));
    // The live session's stream is still open (the user's one stream left).
    const sam = (await stack.api.ctx.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'sam@stream.test'`)).rows[0].id;
    await vi.waitFor(() => expect(gateway.events.streamsOf(`user:${sam}`)).toBe(1));
    await alive.close();
  });
});
