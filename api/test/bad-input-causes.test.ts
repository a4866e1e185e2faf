/**
 * Issue 11: each cause of a 500 that an outside fuzz of the REST api found, as its own regression
 * test. Every answer is a 4xx in the api's error shape: {field: [message]} for 400, {detail} else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { DETAIL } from '../src/http/errors.js';
import { MAX_PAGE } from '../src/http/pagination.js';
import { client, createTestApi, makeWorld, multipart, SAMPLE, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const auth = () => ({ authorization: `Token ${world.superAdmin.token}` });
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: string | Buffer) =>
  app.inject({ method, url, headers, payload });

describe('1. multipart bodies that cannot be read are a 400', () => {
  const malformed = { detail: MESSAGES.multipartMalformed };
  const login = 'Content-Disposition: form-data; name="email_or_phone"\r\n\r\nuser@a.test\r\n';

  it('no boundary, on login (public) and on an authenticated route', async () => {
    for (const [url, headers] of [['/api/login/', {}], ['/api/support_info/', auth()]] as const) {
      const res = await send('POST', url, { ...headers, 'content-type': 'multipart/form-data' }, `--x\r\n${login}--x--\r\n`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(malformed);
    }
  });

  it('a truncated body: cut inside a field, and inside a file', async () => {
    const field = await send('POST', '/api/login/', { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="email_or_phone"\r\n\r\nuser@a');
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual(malformed);
    const { payload, headers } = multipart({ file: SAMPLE.pdf(), name: 'Guide' });
    const file = await send('POST', '/api/portal_resource/', { ...auth(), ...headers }, payload.subarray(0, payload.length - 60));
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual(malformed);
    expect((await client(app, world.superAdmin.token).get('/api/portal_resource/')).body.count).toBe(0);
  });

  it('a JSON (or any other) text sent as multipart, and a JSON part that is not JSON', async () => {
    for (const body of ['{"email_or_phone":"a@b.c","password":"x"}', 'email_or_phone=a&password=b']) {
      const res = await send('POST', '/api/login/', { 'content-type': 'multipart/form-data; boundary=xyz' }, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual(malformed);
    }
    const res = await send('POST', '/api/support_info/', { ...auth(), 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="message"\r\nContent-Type: application/json\r\n\r\n{not json\r\n--xyz--\r\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(malformed);
  });

  it('a well-formed multipart body still works (fields and a file)', async () => {
    const res = await client(app, world.superAdmin.token).upload('POST', '/api/portal_resource/', { file: SAMPLE.pdf(), name: 'Guide' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Guide');
  });
});

describe('2. U+0000 and lone surrogates are refused on their field, wherever they come', () => {
  const refused = (field: string) => ({ [field]: [MESSAGES.textNotAllowed] });

  it('in a JSON body, nested: the dotted field is named', async () => {
    const api = client(app, world.adminA.token);
    const res = await api.post('/api/lead/', { name: 'Plant', customer: { first_name: 'Ada\u0000' }, property: { site_address: '1 Main St' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('customer.first_name'));
    const lone = await api.post('/api/login/', { email_or_phone: 'a\ud800@b.test', password: 'x' });
    expect(lone.status).toBe(400);
    expect(lone.body).toEqual(refused('email_or_phone'));
    const login = await client(app).post('/api/login/', { email_or_phone: 'user@a.test\u0000', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(refused('email_or_phone'));
  });

  it('in a free-form object (jsonb): a key or a value', async () => {
    const api = client(app, world.adminA.token);
    const value = await api.post('/api/lead/', { name: 'Plant', property: { site_address: '1 Main St' }, project_info: { user_input_data: { note: 'x\u0000' } } });
    expect(value.status).toBe(400);
    expect(value.body).toEqual(refused('project_info.user_input_data.note'));
    const key = await api.post('/api/lead/', { name: 'Plant', property: { site_address: '1 Main St' }, project_info: { user_input_data: { 'k\udc00': 1 } } });
    expect(key.status).toBe(400);
    expect(key.body).toEqual(refused('project_info.user_input_data'));
  });

  it('in a query string and in a multipart field (a file name too)', async () => {
    const api = client(app, world.superAdmin.token);
    const query = await api.get('/api/leads/?search=a%00b');
    expect(query.status).toBe(400);
    expect(query.body).toEqual(refused('search'));
    const field = await api.upload('POST', '/api/support_info/', { contact: 'a@b.test', message: 'Hello\u0000' });
    expect(field.status).toBe(400);
    expect(field.body).toEqual(refused('message'));
    const name = await api.upload('POST', '/api/portal_resource/', { file: { ...SAMPLE.pdf(), name: 'a\u0000.pdf' } });
    expect(name.status).toBe(400);
    expect(name.body).toEqual(refused('file.filename'));
  });

  it('in a path parameter: names nothing, 404', async () => {
    const res = await client(app).get('/api/invite/abc%00/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: DETAIL.notFound });
  });

  it('on PostgreSQL too: nothing reaches the database (no 500)', async () => {
    const res = await client(app, world.adminA.token).patch(`/api/user/`, { first_name: 'Ada\u0000' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('first_name'));
  });
});

describe('3. integers PostgreSQL cannot take are a 400 on their field', () => {
  it('page, limit, organization and associated_user beyond 32 bits; page beyond its maximum', async () => {
    const api = client(app, world.superAdmin.token);
    for (const [query, field] of [
      ['page=2147483648', 'page'], [`page=${MAX_PAGE + 1}`, 'page'], ['organization=1e300', 'organization'],
      ['associated_user=99999999999', 'associated_user'], ['limit=1e300', 'limit'],
    ]) {
      const res = await api.get(`/api/leads/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toEqual([field]);
    }
    expect((await api.get('/api/notifications/?page=2147483648')).status).toBe(400);
    expect((await api.get('/api/leads_summary/?organization=1e300')).status).toBe(400);
    expect((await api.post('/api/utility_bill_from_service/?lead_pk=99999999999', [])).status).toBe(400);
    expect((await api.get(`/api/leads/?page=${MAX_PAGE}`)).status).toBe(200);
  });

  it('ids in paths and bodies (a route whose schema set no maximum included)', async () => {
    const api = client(app, world.superAdmin.token);
    for (const url of ['/api/lead/99999999999/', '/api/organization/99999999999/', '/api/organization/-99999999999/']) {
      const res = url.startsWith('/api/organization') ? await api.patch(url, { name: 'X' }) : await api.get(url);
      expect([400, 404], url).toContain(res.status);
    }
    const body = await api.post('/api/utility_bill_from_service/', { lead_pk: 1e300 });
    expect(body.status).toBeLessThan(500);
  });
});

describe('4. control characters in a media path', () => {
  it('%00 and other control characters: 404, with the media headers', async () => {
    const api = client(app, world.superAdmin.token);
    for (const path of ['a%00b.pdf', '%01', 'x%1f%7f.png', '%00']) {
      expect((await api.get(`/api/get_media_file/${path}`)).status, path).toBe(404);
      const served = await app.inject({ method: 'GET', url: `/api/media/${path}?expires=1&signature=x` });
      expect([400, 403, 404], path).toContain(served.statusCode);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('5. a body on GET or DELETE', () => {
  it('is ignored or refused, never a 500, whatever its type', async () => {
    const bodies: Array<[string, string]> = [
      ['application/json', '{"a":1}'], ['application/json', '{broken'], ['multipart/form-data', 'xx'],
      ['multipart/form-data; boundary=q', '--q\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--q--\r\n'],
      ['multipart/form-data; boundary=q', 'xx'], ['text/plain', 'hello'], ['application/x-www-form-urlencoded', 'a=%00'],
    ];
    for (const [type, payload] of bodies) {
      for (const [method, url] of [['GET', '/api/leads/'], ['DELETE', '/api/portal_resource/999999/'], ['DELETE', '/api/delete_lead/999999/']] as const) {
        const res = await send(method, url, { ...auth(), 'content-type': type }, payload);
        expect(res.statusCode, `${method} ${url} ${type}`).toBeLessThan(500);
        expect(res.json(), `${method} ${url} ${type}`).toBeTypeOf('object');
      }
    }
  });
});

describe('updated ranges at the calendar\'s edges are answered, never a 500', () => {
  it('an end on 9999-12-31 (the day after is year 10000) and a start in year 0000', async () => {
    for (const path of ['/api/leads/', '/api/lead_locations/', '/api/leads_summary/']) {
      for (const range of ['2024-02-29,9999-12-31', '9999-12-31,9999-12-31', '0000-01-01,2024-01-01', '0000-01-01,']) {
        const res = await send('GET', `${path}?updated=${range}`, auth());
        expect(res.statusCode, `${path} ${range}`).toBeLessThan(500);
        if (res.statusCode === 400) expect(res.json()).toEqual({ updated: [MESSAGES.leadUpdatedRange] });
      }
    }
  });
});
