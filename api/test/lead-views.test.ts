import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_VIEWS_MAX, viewQuery } from '../src/routes/lead-views.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/** Issue 15: saved lead-list views, per user. */
let app: Awaited<ReturnType<typeof createTestApi>>;
let w: World;
beforeAll(async () => { app = await createTestApi(); w = await makeWorld(app); });
afterAll(async () => app?.cleanup());

describe('saved lead views', () => {
  it('saves, lists by name, replaces a view saved under the same name, and deletes only the owner\'s', async () => {
    const api = client(app, w.userA.token);
    const made = await api.post('/api/lead_views/', { name: '  Lost  this month ', query: '?state=cancelled&updated=2026-11-01%2C&page=3&evil=1&order=asc__name', hidden_columns: ['created', 'location', 'created'] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: 'Lost this month', query: 'state=cancelled&updated=2026-11-01%2C&order=asc__name', hidden_columns: ['created', 'location'] });
    await api.post('/api/lead_views/', { name: 'Assigned to me', query: 'search=barn' });
    const replaced = await api.post('/api/lead_views/', { name: 'Lost this month', query: 'state=all' });
    expect(replaced.body).toMatchObject({ id: made.body.id, query: 'state=all', hidden_columns: [] });
    expect((await api.get('/api/lead_views/')).body.map((v: any) => v.name)).toEqual(['Assigned to me', 'Lost this month']);
    // Another user sees none of them and cannot delete them.
    expect((await client(app, w.adminA.token).get('/api/lead_views/')).body).toEqual([]);
    expect((await client(app, w.adminA.token).delete(`/api/lead_views/${made.body.id}/`)).status).toBe(404);
    expect(await api.delete(`/api/lead_views/${made.body.id}/`)).toMatchObject({ status: 200, body: { detail: MESSAGES.leadViewDeleted } });
    expect((await api.delete(`/api/lead_views/${made.body.id}/`)).status).toBe(404);
  });

  it('refuses a blank name, unknown columns, an over-long query, and more than the maximum, never a 500', async () => {
    const api = client(app, w.viewerA.token);
    expect(await api.post('/api/lead_views/', { name: '   ', query: '' })).toMatchObject({ status: 400, body: { name: [MESSAGES.leadViewNameRequired] } });
    expect((await api.post('/api/lead_views/', { name: 'x', query: '', hidden_columns: ['password'] })).status).toBe(400);
    expect((await api.post('/api/lead_views/', { name: 'x', query: 'a'.repeat(2001) })).status).toBe(400);
    expect((await api.post('/api/lead_views/', { name: 'x'.repeat(81), query: '' })).status).toBe(400);
    expect((await api.post('/api/lead_views/', { name: 'x', query: '', extra: 1 })).status).toBe(400);
    for (let i = 0; i < LEAD_VIEWS_MAX; i += 1) expect((await api.post('/api/lead_views/', { name: `View ${i}`, query: '' })).status).toBe(201);
    expect(await api.post('/api/lead_views/', { name: 'One more', query: '' })).toMatchObject({ status: 400, body: { name: [MESSAGES.leadViewsFull(LEAD_VIEWS_MAX)] } });
    // Saving over an existing name is still allowed at the maximum.
    expect((await api.post('/api/lead_views/', { name: 'View 3', query: 'state=all' })).status).toBe(201);
    expect((await client(app).get('/api/lead_views/')).status).toBe(401);
  });

  it('keeps only the list\'s own keys, trimmed and bounded', () => {
    expect(viewQuery('search=%20oak%20&page=2&limit=100&lead_status=1%2C2&x=%3Cscript%3E')).toBe('search=oak&lead_status=1%2C2&limit=100');
    expect(viewQuery('')).toBe('');
  });
});
