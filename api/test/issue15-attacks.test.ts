import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from './documents-fixtures.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/**
 * Issue 15's new calls as an attacker or a careless client would use them: signed out, another
 * organization, NUL bytes, ids past 2^31, ten thousand ids, lists and strings past their limits.
 * Each is refused as a whole with a 4xx (never a 5xx) and changes nothing.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let w: World;
let lead: number;
let otherLead: number;
beforeAll(async () => {
  app = await createTestApi();
  w = await makeWorld(app);
  lead = await insertLead(app, w.orgA, { associatedUserId: w.userA.id });
  otherLead = await insertLead(app, w.orgB);
});
afterAll(async () => app?.cleanup());

const cancelledCount = async () => (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE cancelled')).rows[0].n;

describe('issue 15 calls under attack', () => {
  it('signed out: every new call answers 401', async () => {
    const anon = client(app);
    for (const [method, url, body] of [
      ['post', `/api/cancel_lead/${lead}/`, { reason: 'x' }], ['post', `/api/restore_lead/${lead}/`, {}], ['post', '/api/bulk_leads/', { action: 'cancel', reason: 'x', ids: [lead] }],
      ['get', '/api/lead_views/', undefined], ['post', '/api/lead_views/', { name: 'x', query: '' }], ['delete', '/api/lead_views/1/', undefined],
      ['get', `/api/lead_activity/${lead}/`, undefined], ['post', '/api/proposal/1/link/', {}], ['get', '/api/proposal/1/links/', undefined],
      ['post', '/api/proposal_link/1/revoke/', {}], ['post', '/api/agreement/1/void/', {}],
    ] as const) {
      const res = await (anon as any)[method](url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it('NUL bytes, ids past 2^31 and ten thousand ids are refused whole; nothing is cancelled', async () => {
    const api = client(app, w.adminA.token);
    expect((await api.post(`/api/cancel_lead/${lead}/`, { reason: 'lost\u0000' })).status).toBe(400);
    expect((await api.post('/api/bulk_leads/', { action: 'cancel', reason: 'a\u0000b', ids: [lead] })).status).toBe(400);
    expect((await api.post('/api/bulk_leads/', { action: 'cancel', reason: 'x', ids: [2 ** 31] })).status).toBe(400);
    expect((await api.post('/api/bulk_leads/', { action: 'cancel', reason: 'x', ids: Array.from({ length: 10_000 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await api.post('/api/bulk_leads/', { action: 'assign', associated_user: 2 ** 31, ids: [lead] })).status).toBe(400);
    expect((await api.post(`/api/cancel_lead/${2 ** 31}/`, { reason: 'x' })).status).toBeLessThan(500);
    expect(await cancelledCount()).toBe(0);
  });

  it('another organization\'s lead is not found, alone or in a bulk request', async () => {
    const api = client(app, w.adminA.token);
    expect((await api.post(`/api/cancel_lead/${otherLead}/`, { reason: 'x' })).status).toBe(404);
    expect((await api.get(`/api/lead_activity/${otherLead}/`)).status).toBe(404);
    const bulk = await api.post('/api/bulk_leads/', { action: 'cancel', reason: 'x', ids: [otherLead] });
    expect(bulk.body).toMatchObject({ done: [], refused: [{ id: otherLead, detail: 'Not found.' }] });
    expect(await cancelledCount()).toBe(0);
  });

  it('saved views refuse NUL bytes, unknown keys and oversized lists, and keep no script in a query', async () => {
    const api = client(app, w.userA.token);
    expect((await api.post('/api/lead_views/', { name: 'a\u0000', query: '' })).status).toBe(400);
    expect((await api.post('/api/lead_views/', { name: 'a', query: 'search=\u0000' })).status).toBe(400);
    expect((await api.post('/api/lead_views/', { name: 'a', query: '', hidden_columns: Array.from({ length: 10_000 }, () => 'created') })).status).toBe(400);
    const saved = await api.post('/api/lead_views/', { name: '<img src=x onerror=alert(1)>', query: 'search=%3Cscript%3E&javascript:alert(1)=1&__proto__=x' });
    expect(saved.status).toBe(201);
    expect(saved.body.query).toBe('search=%3Cscript%3E');
    expect(({} as any).x).toBeUndefined();
    expect((await api.delete(`/api/lead_views/${2 ** 31}/`)).status).toBeLessThan(500);
  });
});
