import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/yoga.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { createServer, RECONNECT_MS } from '../src/server.js';
import { gql, realStack } from './harness.js';

/**
 * Issue 27: a graceful stop. The gateway stops taking connections, lets a request in flight
 * finish, and ends each open subscription stream with an SSE `retry:` hint, so browsers reconnect
 * in seconds (to another gateway, or this one restarted) instead of waiting on a dead connection.
 */
const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token } }';
const LEAD_CHANGED = 'subscription($id: ID!) { leadChanged(id: $id, includeCurrent: true) { changes lead { name } } }';

describe('graceful shutdown', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let server: ReturnType<typeof createServer>;
  let port: number;
  let token: string;
  let leadId: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-web-'));
  beforeAll(async () => {
    stack = await realStack();
    token = (await gql(stack.gateway, SIGNUP, { input: { firstName: 'Sam', lastName: 'Stop', companyName: 'Stop Co', phoneNumber: '+15553334444', email: 'sam@stop.test', password: 'secret12' } })).body.data.signup.token;
    const { db } = stack.api.ctx;
    const user = (await db.query<{ id: number; organization_id: number }>(`SELECT id, organization_id FROM users WHERE email = 'sam@stop.test'`)).rows[0];
    const lead = await db.query<{ id: number }>(
      `INSERT INTO leads (organization_id, associated_user_id, name, customer, property) VALUES ($1, $2, 'Stop Plaza', '{"first_name":"S"}', '{"site_address":"1 Main St, Fresno, CA 93721"}') RETURNING id`,
      [user.organization_id, user.id]);
    leadId = toGlobalId('Lead', lead.rows[0].id);
    server = createServer(stack.gateway, dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await stack?.gateway.events.close();
    await stack?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('ends an open stream with a retry hint, lets a request in flight finish, and takes no new connection', async () => {
    // A subscription stream, open and past its first event.
    let streamed = '';
    const ended = new Promise<void>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: {
        'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: '1', authorization: `Token ${token}`,
      } }, (res) => {
        expect(String(res.headers['content-type'])).toMatch(/text\/event-stream/);
        res.setEncoding('utf8').on('data', (chunk: string) => { streamed += chunk; }).on('end', resolve).on('error', reject);
      });
      req.on('error', reject);
      req.end(JSON.stringify({ query: LEAD_CHANGED, variables: { id: leadId } }));
    });
    const deadline = Date.now() + 20_000;
    while (!streamed.includes('Stop Plaza') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(streamed).toContain('Stop Plaza');

    // A request in flight when the stop begins: its connection is not idle, so it is answered.
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', authorization: `Token ${token}` } }, (res) => {
        res.resume().on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ query: '{ leads(first: 5) { totalCount } }' }));
    });
    await new Promise((r) => setTimeout(r, 30));

    const drained = server.drain(8_000);
    await ended;
    expect(await inFlight).toBe(200);
    expect(streamed).toContain(`retry: ${RECONNECT_MS}`);
    await drained;
    // Closed: a new connection is refused.
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
