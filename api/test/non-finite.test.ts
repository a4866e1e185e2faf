import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { insertLead } from './documents-fixtures.js';
import { client, createTestApi, makeWorld, multipart, SAMPLE, type World } from './harness.js';

/**
 * Issue 24, item 5: numbers that are not finite never reach the database. ajv's type coercion
 * turns the text "Infinity", "-Infinity", "1e999" or "-1e999" (a path id, a query parameter, a
 * string in JSON, a multipart field) into Infinity and then skips minimum and maximum for it, so
 * each route below answered 500 (PostgreSQL: invalid input syntax for type integer: "Infinity")
 * or stored null for a number. Each is now the field's 400 in DRF's shape and wording.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let w: World;
let lead: number;
beforeAll(async () => {
  app = await createTestApi();
  w = await makeWorld(app);
  lead = await insertLead(app, w.orgA, { associatedUserId: w.userA.id });
});
afterAll(async () => app?.cleanup());

const NOT_FINITE = ['Infinity', '-Infinity', '1e999', '-1e999'];
const INT = MESSAGES.integerInvalid;
const NUM = MESSAGES.numberInvalid;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, body?: string | { payload: Buffer; headers: Record<string, string> }) {
  const headers: Record<string, string> = { authorization: `Token ${w.superAdmin.token}` };
  let payload: string | Buffer | undefined;
  if (typeof body === 'string') { headers['content-type'] = 'application/json'; payload = body; }
  else if (body) { Object.assign(headers, body.headers); payload = body.payload; }
  const res = await app.inject({ method, url, headers, payload });
  let parsed: any = null;
  try { parsed = JSON.parse(res.body); } catch { /* not JSON */ }
  return { status: res.statusCode, body: parsed, text: res.body };
}

/** Expects the 400 naming `field` with `message`, for each value put in place of X. */
async function refused(method: Method, template: string, field: string, message: string, values = NOT_FINITE, body?: (x: string) => string) {
  for (const x of values) {
    const url = template.replace('X', encodeURIComponent(x)).replace('LEAD', String(lead));
    const res = await call(method, url, body?.(x));
    expect({ status: res.status, field: res.body?.[field] }, `${method} ${url} ${body?.(x) ?? ''} → ${res.text.slice(0, 200)}`).toEqual({ status: 400, field: [message] });
  }
}

describe('ids in the path that are not finite are the id\'s 400 (each answered 500 before)', () => {
  const routes: [Method, string, string][] = [
    ['GET', '/api/lead/X/', 'lead'],
    ['DELETE', '/api/delete_utility_bill/X', 'id'], ['DELETE', '/api/delete_utility_bill/X/', 'id'],
    ['DELETE', '/api/delete_additional_file/X', 'id'], ['DELETE', '/api/delete_additional_file/X/', 'id'],
    ['GET', '/api/proposal/X/', 'id'], ['GET', '/api/quote/X/', 'id'], ['PATCH', '/api/quote/X/', 'id'],
    ['GET', '/api/agreement/X/', 'id'], ['POST', '/api/agreement/X/resend/', 'id'], ['POST', '/api/agreement/X/void/', 'id'],
    ['DELETE', '/api/portal_resource/X/', 'id'],
    ['GET', '/api/bulk_enrichment/X/', 'id'], ['DELETE', '/api/bulk_enrichment/X/', 'id'],
    ['GET', '/api/prospect_now_bulk_enrichment/X/', 'id'], ['DELETE', '/api/prospect_now_bulk_enrichment/X/', 'id'],
    ['DELETE', '/api/lead_views/X/', 'id'],
    ['POST', '/api/proposal/X/link/', 'id'], ['GET', '/api/proposal/X/links/', 'id'], ['POST', '/api/proposal_link/X/revoke/', 'id'],
  ];
  for (const [method, url, field] of routes) {
    it(`${method} ${url}`, async () => {
      await refused(method, url, field, INT, NOT_FINITE, method === 'GET' || method === 'DELETE' ? undefined : () => '{}');
    });
  }

  it('a hexadecimal, binary or octal id names no lead (coercion made 0x10 lead 16); NaN is the same 400', async () => {
    await refused('GET', '/api/lead/X/', 'lead', INT, ['0x10', '0b1', '0o7', 'NaN', '-0x1']);
  });
});

describe('query parameters that are not finite are the parameter\'s 400 (each answered 500 before)', () => {
  const lists = ['/api/leads/', '/api/proposal/', '/api/agreement_for_sign/', '/api/invited_users/', '/api/portal_resource/',
    '/api/bulk_enrichment/', '/api/prospect_now_bulk_enrichment/', '/api/notifications/'];
  for (const list of lists) {
    it(`${list}?page= and ?limit=`, async () => {
      await refused('GET', `${list}?page=X`, 'page', INT);
      await refused('GET', `${list}?limit=X`, 'limit', INT);
    });
  }
  for (const list of ['/api/leads/', '/api/leads_summary/', '/api/lead_locations/']) {
    it(`${list}?organization= and ?associated_user=`, async () => {
      await refused('GET', `${list}?organization=X`, 'organization', INT);
      await refused('GET', `${list}?associated_user=X`, 'associated_user', INT);
    });
  }

  it('numbers written in decimal still work: spaces around, an exponent, a plus sign', async () => {
    for (const page of ['%201', '1e0', '%2B1', '1.0']) {
      const res = await call('GET', `/api/leads/?page=${page}`);
      expect(res.status, page).toBe(200);
      expect(res.body.page, page).toBe(1);
    }
  });
});

describe('numbers in JSON bodies that are not finite are the field\'s 400', () => {
  it('ids sent as text (each answered 500 before)', async () => {
    await refused('POST', '/api/proposal_generate/', 'proposal_pk', INT, NOT_FINITE, (x) => JSON.stringify({ proposal_pk: x }));
    await refused('POST', '/api/generate_quote/', 'quote_pk', INT, NOT_FINITE, (x) => JSON.stringify({ quote_pk: x }));
    const invite = (key: string) => (x: string) => JSON.stringify({ email: 'new@a.test', name: 'New', type: 0, organization: w.orgA, [key]: x });
    await refused('POST', '/api/invited_users/', 'type', INT, NOT_FINITE, invite('type'));
    await refused('POST', '/api/invited_users/', 'organization', INT, NOT_FINITE, invite('organization'));
  });

  it('JSON numbers past the double range (1e999 parses to Infinity) in ids, nested objects, PATCH bodies and bulk lists', async () => {
    await refused('POST', '/api/proposal_generate/', 'proposal_pk', INT, ['1e999', '-1e999'], (x) => `{"proposal_pk":${x}}`);
    await refused('POST', '/api/bulk_leads/', 'ids.0', INT, ['1e999', '-1e999'], (x) => `{"action":"cancel","reason":"x","ids":[${x}]}`);
    await refused('POST', '/api/notifications/read/', 'ids.1', INT, ['1e999'], (x) => `{"ids":[1,${x}]}`);
    await refused('PATCH', '/api/update_lead/LEAD/', 'project_info.system_size', NUM, ['1e999', '-1e999'], (x) => `{"project_info":{"system_size":${x}}}`);
    await refused('PATCH', '/api/update_lead/LEAD/', 'property.latitude', NUM, ['1e999'], (x) => `{"property":{"latitude":${x}}}`);
    await refused('PATCH', '/api/proposal/1/', 'values.system_size', NUM, ['1e999'], (x) => `{"values":{"system_size":${x}}}`);
    await refused('PATCH', '/api/quote/1/', 'values.interest_rate', NUM, ['-1e999'], (x) => `{"values":{"interest_rate":${x}}}`);
  });

  it('text that is not finite in nested numbers and lists is refused, not stored as null', async () => {
    const before = (await app.ctx.db.query('SELECT property, project_info FROM leads WHERE id = $1', [lead])).rows[0];
    await refused('PATCH', '/api/update_lead/LEAD/', 'property.latitude', NUM, NOT_FINITE, (x) => JSON.stringify({ property: { latitude: x } }));
    await refused('PATCH', '/api/update_lead/LEAD/', 'design_data.epc_cost', NUM, NOT_FINITE, (x) => JSON.stringify({ design_data: { epc_cost: x } }));
    await refused('PATCH', '/api/update_lead/LEAD/', 'project_info.ess_warranty_length', NUM, NOT_FINITE, (x) => JSON.stringify({ project_info: { ess_warranty_length: x } }));
    await refused('POST', '/api/bulk_leads/', 'ids.1', INT, NOT_FINITE, (x) => JSON.stringify({ action: 'cancel', reason: 'x', ids: [lead, x] }));
    await refused('POST', '/api/lead/', 'utility_bills.0', INT, ['Infinity', '0x10'], (x) => JSON.stringify({ utility_bills: [x] }));
    const after = (await app.ctx.db.query('SELECT property, project_info FROM leads WHERE id = $1', [lead])).rows[0];
    expect(after).toEqual(before);
  });

  it('NaN and Infinity as bare tokens are not JSON: the body\'s 400', async () => {
    for (const token of ['NaN', 'Infinity', '-Infinity']) {
      const res = await call('POST', '/api/proposal_generate/', `{"proposal_pk":${token}}`);
      expect(res.status, token).toBe(400);
      expect(res.body.detail, token).toMatch(/^JSON parse error/);
    }
  });
});

describe('multipart fields that are not finite are the field\'s 400', () => {
  it('file_type and lead_pk of an upload', async () => {
    for (const x of [...NOT_FINITE, 'NaN', '0x1']) {
      const bad = await call('PUT', '/api/utility_bill_upload/', multipart({ file_type: x, lead_pk: lead, file: SAMPLE.pdf() }));
      expect({ status: bad.status, field: bad.body?.file_type }, x).toEqual({ status: 400, field: [INT] });
      const badLead = await call('PUT', '/api/additional_file_upload/', multipart({ file_type: 1, lead_pk: x, file: SAMPLE.pdf() }));
      expect({ status: badLead.status, field: badLead.body?.lead_pk }, x).toEqual({ status: 400, field: [INT] });
    }
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM lead_files')).rows[0].n).toBe(0);
  });
});

describe('every route, present and future: each numeric parameter and body field of the OpenAPI document', () => {
  type Schema = Record<string, any>;
  const numericType = (s: Schema = {}): string | undefined => [s.type].flat().find((t) => t === 'integer' || t === 'number')
    ?? (s.anyOf ?? []).map(numericType).find(Boolean);

  it('answers the field\'s 400 for Infinity and 1e999, in the path, the query and the body', async () => {
    const doc = (await client(app).get('/api/openapi.json')).body;
    let positions = 0;
    for (const [path, methods] of Object.entries<Schema>(doc.paths)) {
      for (const [m, op] of Object.entries<Schema>(methods)) {
        const method = m.toUpperCase() as Method;
        const params: Schema[] = op.parameters ?? [];
        const url = (name?: string, x?: string) => path.replace(/\{([^}]+)\}/g, (_, p) => (p === name ? encodeURIComponent(x!) : p === '*' ? 'x' : String(lead)));
        const [type, media] = Object.entries<Schema>(op.requestBody?.content ?? {})[0] ?? [];
        const json = !type || type.includes('json');
        for (const p of params.filter((p) => (p.in === 'path' || p.in === 'query') && numericType(p.schema))) {
          positions++;
          const message = numericType(p.schema) === 'integer' ? INT : NUM;
          if (p.in === 'path') await refused(method, url(p.name, 'X'), p.name, message, ['Infinity', '1e999'], json && media ? () => '{}' : undefined);
          else await refused(method, `${url()}?${p.name}=X`, p.name, message, ['Infinity', '-1e999'], json && media ? () => '{}' : undefined);
        }
        for (const [key, field] of Object.entries<Schema>(media?.schema?.properties ?? {})) {
          const kind = numericType(field);
          if (!kind || !json) continue;
          positions++;
          await refused(method, url(), key, kind === 'integer' ? INT : NUM, ['Infinity', '-1e999'], (x) => JSON.stringify({ [key]: x }));
        }
      }
    }
    expect(positions).toBeGreaterThan(60);
  }, 120_000);
});
