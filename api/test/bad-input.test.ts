/**
 * Whatever a caller sends, the api answers 4xx with a message (or succeeds), never 500. Every
 * route of the OpenAPI document gets malformed JSON, wrong shapes, wrong-typed fields, over-long
 * text and odd ids, as a super admin (the caller who gets furthest into each handler).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeWorld, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

/** A value of the wrong type for a schema, to probe each field. */
function wrongValue(schema: any): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'string') return { not: 'a string' };
  if (type === 'integer' || type === 'number') return 'not-a-number';
  if (type === 'boolean') return 'perhaps';
  if (type === 'array') return 'not-a-list';
  if (type === 'object') return 42;
  return ['unexpected'];
}

const ODD_IDS = ['0', '99999999', 'abc', '-1', '1e3', '%00'];

describe('bad input never causes a 500', () => {
  it('holds for every route of the OpenAPI document', async () => {
    const doc = (await client(app).get('/api/openapi.json')).body;
    const c = client(app, world.superAdmin.token);
    const failures: string[] = [];
    let calls = 0;
    for (const [path, methods] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(methods)) {
        const urls = path.includes('{') ? ODD_IDS.map((id) => path.replace(/\{[^}]+\}/g, id)) : [path];
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const bodies: unknown[] = [undefined, {}, [], 'text', null];
        if (schema?.properties) {
          bodies.push(Object.fromEntries(Object.entries<any>(schema.properties).map(([k, s]) => [k, wrongValue(s)])));
          bodies.push(Object.fromEntries(Object.keys(schema.properties).map((k) => [k, 'x'.repeat(100_000)])));
        }
        for (const url of urls) {
          const m = method.toUpperCase() as 'GET';
          const probes = m === 'GET' || m === 'DELETE' ? [undefined] : bodies;
          for (const body of probes) {
            const res = body === undefined && m !== 'GET' && m !== 'DELETE'
              ? await app.inject({ method: m, url, headers: { authorization: `Token ${world.superAdmin.token}`, 'content-type': 'application/json' }, payload: '{"broken": ' })
              : m === 'GET' ? await c.get(url + (url.includes('?') ? '&' : '?') + 'page=abc&limit=-5&order=sideways__x') : await (c as any)[method](url, body);
            calls++;
            const status = res.status ?? res.statusCode;
            if (status >= 500) failures.push(`${m} ${url} ${JSON.stringify(body)?.slice(0, 60)} → ${status}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 120_000);
});
