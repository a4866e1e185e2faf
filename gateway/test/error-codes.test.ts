import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.js';
import { CSRF_HEADER } from '../src/yoga.js';
import { CSRF_HEADER_REQUIRED } from '../src/plugins/use-csrf-header.js';
import { EMPTY_ANSWERS } from '../src/plugins/use-coded-answers.js';
import { OPERATION_LIMITS, QUERY_TOO_COMPLEX } from '../src/plugins/use-operation-limits.js';
import { mockedGateway } from './harness.js';

/**
 * Issue 24, item 3: every top-level error the gateway answers carries `extensions.code` (docs/gateway.md
 * "Errors: what a client meets"), in a GraphQL-shaped JSON body, and none is a 5xx or
 * INTERNAL_SERVER_ERROR. Over HTTP through the product's server, as a client meets it.
 */
type Bad = { name: string; path?: string; init: RequestInit; status?: number; code?: string };

const JSON_TYPE = { 'content-type': 'application/json' };
/** A token the mocked api knows (its /user/ answers 200); every other call answers 401. */
const SIGNED_IN = { authorization: `Token ${'a'.repeat(64)}` };
const CSRF = { [CSRF_HEADER]: '1' };
const post = (body: unknown, headers: Record<string, string> = {}): RequestInit =>
  ({ method: 'POST', headers: { ...JSON_TYPE, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const get = (params: Record<string, string>, headers: Record<string, string> = CSRF): RequestInit & { search: string } =>
  ({ method: 'GET', headers, search: `?${new URLSearchParams(params)}` });
const form = (operations: string, map: string) => {
  const body = new FormData();
  body.append('operations', operations);
  body.append('map', map);
  body.append('0', new File(['x'], 'a.pdf', { type: 'application/pdf' }));
  return body;
};
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
const deep = (n: number) => `{ viewer { ${'organization { '.repeat(n)}name${' }'.repeat(n)} } }`;

const BATTERY: Bad[] = [
  { name: 'body that is not JSON', init: post('{'), status: 400, code: 'BAD_REQUEST' },
  { name: 'empty JSON body', init: post(''), status: 400, code: 'BAD_REQUEST' },
  { name: 'JSON null body', init: post('null'), status: 400, code: 'BAD_REQUEST' },
  { name: 'JSON number body', init: post('5'), status: 400, code: 'BAD_REQUEST' },
  { name: 'batched body', init: post([{ query: '{ __typename }' }]), status: 400, code: 'BAD_REQUEST' },
  { name: 'query not a string', init: post({ query: 5 }), status: 400, code: 'BAD_REQUEST' },
  { name: 'variables an array', init: post({ query: '{ __typename }', variables: [1] }), status: 400, code: 'BAD_REQUEST' },
  { name: 'extensions a string', init: post({ query: '{ __typename }', extensions: 'x' }), status: 400, code: 'BAD_REQUEST' },
  { name: 'operationName a number', init: post({ query: '{ __typename }', operationName: 5 }), status: 400 },
  { name: 'no query', init: post({}) },
  { name: 'unknown operation name', init: post({ query: 'query A { __typename }', operationName: 'B' }), status: 400, code: 'OPERATION_RESOLUTION_FAILURE' },
  { name: 'several operations, none named', init: post({ query: 'query A { __typename } query B { __typename }' }), status: 400, code: 'OPERATION_RESOLUTION_FAILURE' },
  { name: 'syntax error', init: post({ query: '{ __typename ' }), code: 'GRAPHQL_PARSE_FAILED' },
  { name: 'unknown field', init: post({ query: '{ nope }' }), code: 'GRAPHQL_VALIDATION_FAILED' },
  { name: 'variable of the wrong type', init: post({ query: 'query($n: Int!) { leads(first: $n) { totalCount } }', variables: { n: 'x' } }), code: 'BAD_USER_INPUT' },
  { name: 'variable missing', init: post({ query: 'query($n: Int!) { leads(first: $n) { totalCount } }' }), code: 'BAD_USER_INPUT' },
  { name: 'variable of an unknown enum value', init: post({ query: 'query($s: [LeadStage!]) { leads(stages: $s) { totalCount } }', variables: { s: ['NOPE'] } }), code: 'BAD_USER_INPUT' },
  { name: 'subscription variable of the wrong type', init: post({ query: 'subscription($id: ID!) { leadChanged(id: $id) { __typename } }', variables: { id: 5.5 } }, { accept: 'text/event-stream' }), code: 'BAD_USER_INPUT' },
  { name: 'subscription without an event stream', init: post({ query: 'subscription { viewerChanged { __typename } }' }) },
  { name: 'too deep', init: post({ query: deep(OPERATION_LIMITS.maxDepth + 2) }), status: 400, code: QUERY_TOO_COMPLEX },
  { name: 'too many aliases', init: post({ query: aliases(OPERATION_LIMITS.maxAliases + 1) }), status: 400, code: QUERY_TOO_COMPLEX },
  { name: 'too many directives', init: post({ query: `{ __typename ${'@include(if: true) '.repeat(OPERATION_LIMITS.maxDirectives + 1)}}` }), status: 400, code: QUERY_TOO_COMPLEX },
  { name: 'too many tokens', init: post({ query: `{ ${'__typename '.repeat(OPERATION_LIMITS.maxTokens)}}` }), status: 400, code: QUERY_TOO_COMPLEX },
  { name: 'too costly', init: post({ query: `{ ${Array.from({ length: 3 }, (_, i) => `l${i}: leads(first: 10000) { totalCount }`).join(' ')} }` }), status: 400, code: QUERY_TOO_COMPLEX },
  { name: 'brackets nested past the limit', init: post({ query: `{ ${'a { '.repeat(150)}b${' }'.repeat(150)} }` }), status: 400, code: QUERY_TOO_COMPLEX },
  { name: 'multipart without the CSRF header', init: { method: 'POST', body: form('{"query":"{ __typename }"}', '{}') }, status: 403, code: CSRF_HEADER_REQUIRED },
  { name: 'GET without the CSRF header', init: get({ query: '{ __typename }' }, {}), status: 403, code: CSRF_HEADER_REQUIRED },
  { name: 'form post without the CSRF header', init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D' }, status: 403, code: CSRF_HEADER_REQUIRED },
  { name: 'text/plain without the CSRF header', init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ __typename }"}' }, status: 403, code: CSRF_HEADER_REQUIRED },
  { name: 'body without a content type', init: { method: 'POST', body: '{"query":"{ __typename }"}' }, status: 403, code: CSRF_HEADER_REQUIRED },
  { name: 'text/plain with the CSRF header', init: { method: 'POST', headers: { 'content-type': 'text/plain', ...CSRF }, body: '{"query":"{ __typename }"}' }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  { name: 'XML body', init: { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<query/>' }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  { name: 'an Accept the gateway cannot answer', init: post({ query: '{ __typename }' }, { accept: 'image/png' }), status: 406, code: 'NOT_ACCEPTABLE' },
  { name: 'a path under /graphql', path: '/graphql/extra', init: post({ query: '{ __typename }' }), status: 404, code: 'NOT_FOUND' },
  { name: 'multipart signed out', init: { method: 'POST', headers: CSRF, body: form('{"query":"{ __typename }"}', '{}') }, status: 401, code: 'UNAUTHENTICATED' },
  { name: 'multipart with a map that is not JSON', init: { method: 'POST', headers: { ...CSRF, ...SIGNED_IN }, body: form('{"query":"{ __typename }"}', 'x') }, status: 400, code: 'BAD_REQUEST' },
  { name: 'multipart with operations that are not JSON', init: { method: 'POST', headers: { ...CSRF, ...SIGNED_IN }, body: form('{', '{}') }, status: 400, code: 'BAD_REQUEST' },
  { name: 'multipart with a map to no variable', init: { method: 'POST', headers: { ...CSRF, ...SIGNED_IN }, body: form('{"query":"{ __typename }"}', '{"0":["variables.nope.deep"]}') } },
  { name: 'multipart with a file where a string goes', init: { method: 'POST', headers: { ...CSRF, ...SIGNED_IN }, body: form('{"query":"query($s: String) { leads(search: $s) { totalCount } }","variables":{"s":null}}', '{"0":["variables.s"]}') }, code: 'BAD_USER_INPUT' },
  { name: 'GET with variables that are not JSON', init: get({ query: '{ __typename }', variables: 'nope' }), status: 400, code: 'BAD_REQUEST' },
  { name: 'GET with variables an array', init: get({ query: '{ __typename }', variables: '[1]' }), status: 400, code: 'BAD_REQUEST' },
  { name: 'GET with extensions that are not JSON', init: get({ query: '{ __typename }', extensions: '{' }), status: 400, code: 'BAD_REQUEST' },
  { name: 'GET without a query', init: get({}) },
  { name: 'GET of a mutation', init: get({ query: 'mutation { ping }' }), status: 405, code: 'BAD_REQUEST' },
  { name: 'unknown persisted id', init: post({ documentId: 'nope' }) },
  { name: 'persisted id of an Object prototype key', init: post({ documentId: '__proto__' }) },
  { name: 'persisted id not a string', init: post({ documentId: { a: 1 } }) },
  { name: 'APQ hash of an unknown operation by GET', init: get({ extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'abc' } }) }) },
  { name: 'PUT', init: { method: 'PUT', headers: JSON_TYPE, body: '{}' }, status: 405, code: 'BAD_REQUEST' },
  { name: 'PATCH', init: { method: 'PATCH', headers: JSON_TYPE, body: '{}' }, status: 405, code: 'BAD_REQUEST' },
  { name: 'DELETE', init: { method: 'DELETE', headers: CSRF }, status: 405, code: 'BAD_REQUEST' },
  { name: 'DELETE without the CSRF header', init: { method: 'DELETE' }, status: 403, code: CSRF_HEADER_REQUIRED },
  { name: 'bad token', init: post({ query: '{ leads { totalCount } }' }, { authorization: 'Token nope' }) },
];

/** One request over a raw socket (fetch refuses a Content-Length that disagrees with the body). */
function raw(base: string, request: string): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk;
      // The gateway answers a too-large body without reading it; stop at the end of its answer.
      if (/\r\n\r\n[\s\S]*\}\]\}/.test(data)) socket.end();
    });
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

describe('every top-level error carries a code (issue 24, item 3)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'error-codes-'));
  const kit = mockedGateway({ config: { persistedOperationsFile: path.join(dir, 'persisted.json'), persistedOperationsOnly: false } });
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'persisted.json'), JSON.stringify({ known: 'query Known { __typename }' }));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
    // Every api call answers 401 (a signed-out caller); the uploads' session check included.
    kit.mock.intercept({ path: '/api/user/', method: 'GET', headers: SIGNED_IN }).reply(200, { id: 5 }, { headers: { 'content-type': 'application/json' } }).persist();
    kit.mock.intercept({ path: /.*/, method: /.*/ }).reply(401, { detail: 'Invalid token.' }, { headers: { 'content-type': 'application/json' } }).persist();
    server = createServer(kit.gateway, dir, () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await kit.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(BATTERY.map((bad) => [bad.name, bad] as const))('%s', async (_name, bad) => {
    const { search = '', ...init } = bad.init as RequestInit & { search?: string };
    const response = await fetch(`${base}${bad.path ?? '/graphql'}${search}`, init);
    const text = await response.text();
    expect(response.status, text).toBeLessThan(500);
    if (bad.status) expect(response.status, text).toBe(bad.status);
    // An event stream's first event is the answer (a refused subscription is one `next` event of errors).
    const stream = response.headers.get('content-type')?.startsWith('text/event-stream');
    if (!stream) expect(response.headers.get('content-type'), text).toMatch(/^application\/(graphql-response\+)?json/);
    const json = stream ? (/^data: (\{.*)$/m.exec(text)?.[1] ?? '') : text;
    const body = JSON.parse(json) as { errors?: Array<{ message: unknown; extensions?: { code?: unknown } }> };
    expect(body.errors?.length, text).toBeGreaterThan(0);
    for (const error of body.errors!) {
      expect(typeof error.message, text).toBe('string');
      expect(typeof error.extensions?.code, text).toBe('string');
      expect(error.extensions!.code, text).not.toBe('INTERNAL_SERVER_ERROR');
    }
    if (bad.code) expect(body.errors!.map((e) => e.extensions!.code), text).toContain(bad.code);
    if (bad.code === QUERY_TOO_COMPLEX) expect(String(body.errors![0].message)).not.toMatch(/^Syntax Error/);
  });

  it('never repeats what the client sent (a password in a body that is not JSON stays out of the answer)', async () => {
    for (const body of ['{"query":"mutation { login(input: {password: \\"hunter2-SECRET\\"}) { token } }"', '{"query": hunter2-SECRET}', 'hunter2-SECRET']) {
      const response = await fetch(`${base}/graphql`, post(body));
      const text = await response.text();
      expect(response.status, text).toBe(400);
      expect(text).not.toContain('hunter2-SECRET');
      expect((JSON.parse(text) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('BAD_REQUEST');
    }
  });

  it('answers a declared body past the limit with 413 and a code before reading it', async () => {
    const answer = await raw(base, `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 30000000\r\nConnection: close\r\n\r\n{"query":`);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.slice(answer.body.indexOf('{')))).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] });
  });

  it('keeps the headers of the answers it fills in (Accept on a 406)', async () => {
    const response = await fetch(`${base}/graphql`, post({ query: '{ __typename }' }, { accept: 'image/png' }));
    expect(response.headers.get('accept')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ errors: [{ message: EMPTY_ANSWERS[406].message, extensions: { code: 'NOT_ACCEPTABLE' } }] });
  });
});
