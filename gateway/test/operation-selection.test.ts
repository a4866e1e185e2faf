import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, createGateway } from '../src/yoga.js';
import { LISTS_TOO_LONG } from '../src/plugins/use-list-limits.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, mockedGateway, realStack, type Gateway } from './harness.js';

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token } }';

/**
 * One document, several operations (GraphiQL's example document, a client that sends its whole
 * file): the operation named is the operation run, whoever compiled the document first.
 */
const DOCUMENT = `
query Views { viewer { leadViews { name } } }
mutation Save { saveLeadView(input: { name: "Saved by Save", query: "" }) { view { name } } }
query Me($withViews: Boolean = false) { viewer { email leadViews @include(if: $withViews) { name } } }
`;

async function post(gateway: Gateway, body: Record<string, unknown>, headers: Record<string, string>) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

async function get(gateway: Gateway, params: Record<string, string>, headers: Record<string, string>) {
  const response = await gateway.fetch(`http://gateway.test/graphql?${new URLSearchParams(params)}`, {
    headers: { accept: 'application/graphql-response+json', [CSRF_HEADER]: '1', ...headers },
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

describe('the operation named is the operation run (issue 24, item 1)', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  const as: Record<string, Record<string, string>> = {};
  const views = async (who: string) => (await gql(stack.gateway, '{ viewer { leadViews { name } } }', {}, as[who])).body.data.viewer.leadViews;

  beforeAll(async () => {
    stack = await realStack();
    for (const [name, email] of [['ann', 'ann@ops.test'], ['bo', 'bo@ops.test']]) {
      const res = await gql(stack.gateway, SIGNUP, { input: { firstName: 'A', lastName: 'B', companyName: `${name} Co`, phoneNumber: '+15551112222', email, password: 'secret12' } });
      as[name] = { authorization: `Token ${res.body.data.signup.token}` };
    }
  });
  afterAll(async () => stack?.close());

  it('runs each named operation of one document by POST, for two users, whichever ran first', async () => {
    // Ann's mutation compiles the document first; Bo then asks for a query of the same text.
    const saved = await post(stack.gateway, { query: DOCUMENT, operationName: 'Save' }, as.ann);
    expect(saved.body).toEqual({ data: { saveLeadView: { view: { name: 'Saved by Save' } } } });
    const bo = await post(stack.gateway, { query: DOCUMENT, operationName: 'Views' }, as.bo);
    expect(bo.body).toEqual({ data: { viewer: { leadViews: [] } } });
    expect(await views('bo')).toEqual([]); // asking for a query saved nothing
    const me = await post(stack.gateway, { query: DOCUMENT, operationName: 'Me', variables: { withViews: true } }, as.bo);
    expect(me.body).toEqual({ data: { viewer: { email: 'bo@ops.test', leadViews: [] } } });
    const annViews = await post(stack.gateway, { query: DOCUMENT, operationName: 'Views' }, as.ann);
    expect(annViews.body).toEqual({ data: { viewer: { leadViews: [{ name: 'Saved by Save' }] } } });
    // And the mutation still runs as a mutation after the queries compiled.
    const again = await post(stack.gateway, { query: DOCUMENT, operationName: 'Save' }, as.bo);
    expect(again.body.data.saveLeadView).toBeDefined();
    expect(await views('bo')).toEqual([{ name: 'Saved by Save' }]);
  });

  it('runs the named query by GET, and refuses the named mutation by GET, after POST compiled the mutation', async () => {
    const text = `${DOCUMENT}\n# GET`; // a text of its own: compiled here first by the mutation
    await post(stack.gateway, { query: text, operationName: 'Save' }, as.ann);
    const before = await views('ann');
    const me = await get(stack.gateway, { query: text, operationName: 'Me' }, as.ann);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ data: { viewer: { email: 'ann@ops.test' } } });
    const bo = await get(stack.gateway, { query: text, operationName: 'Views' }, as.bo);
    expect(bo.body.data).toEqual({ viewer: { leadViews: expect.any(Array) } });
    const mutation = await get(stack.gateway, { query: text, operationName: 'Save' }, as.ann);
    expect(mutation.status).toBe(405);
    expect(mutation.body.errors![0].extensions.code).toBe('BAD_REQUEST');
    expect(await views('ann')).toEqual(before); // nothing saved by GET
  });

  it('refuses a document of several operations without a name, or with a name it does not hold, and runs the right one after', async () => {
    const text = `${DOCUMENT}\n# unnamed`;
    const unnamed = await post(stack.gateway, { query: text }, as.ann);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors![0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
    const unknown = await post(stack.gateway, { query: text, operationName: 'Nope' }, as.ann);
    expect(unknown.body.errors![0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
    expect((await post(stack.gateway, { query: text, operationName: 'Me' }, as.ann)).body).toEqual({ data: { viewer: { email: 'ann@ops.test' } } });
  });

  it('runs the named operation of a persisted document', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'persisted-ops-')), 'persisted-queries.json');
    fs.writeFileSync(file, JSON.stringify({ several: DOCUMENT }));
    const gateway = createGateway({ config: { apiUrl: stack.gateway.config.apiUrl, persistedOperationsFile: file, persistedOperationsOnly: true } });
    try {
      const saved = await post(gateway, { documentId: 'several', operationName: 'Save' }, as.bo);
      expect(saved.body.data).toEqual({ saveLeadView: { view: { name: 'Saved by Save' } } });
      const me = await post(gateway, { documentId: 'several', operationName: 'Me' }, as.bo);
      expect(me.body).toEqual({ data: { viewer: { email: 'bo@ops.test' } } });
      // GET names a persisted operation as APQ clients do (an extension), or by documentId.
      const viaGet = await get(gateway, { extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'several' } }), operationName: 'Me' }, as.ann);
      expect(viaGet.body).toEqual({ data: { viewer: { email: 'ann@ops.test' } } });
      const mutationViaGet = await get(gateway, { extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'several' } }), operationName: 'Save' }, as.ann);
      expect(mutationViaGet.status).toBe(405);
      // By GET with documentId, as a POST names it.
      expect((await get(gateway, { documentId: 'several', operationName: 'Views' }, as.bo)).body).toEqual({ data: { viewer: { leadViews: [{ name: 'Saved by Save' }] } } });
      expect((await get(gateway, { documentId: 'several', operationName: 'Save' }, as.bo)).status).toBe(405);
      expect((await get(gateway, { documentId: 'nope', operationName: 'Me' }, as.bo)).body.errors).toMatchObject([{ extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }]);
    } finally {
      await (gateway.dispatcher as any).close?.();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});

describe('limits that read the document read the operation named', () => {
  it('counts the list literals of the operation run (and its fragments), not of the other operations', async () => {
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: /\/api\/lead\//, method: 'GET' }).reply(404, { detail: 'Not found.' }).persist();
    const ids = (n: number, from = 1) => `[${Array.from({ length: n }, (_, i) => `"${toGlobalId('Lead', from + i)}"`).join(',')}]`;
    // Small 90 ids, Big 3 × 80 (under the 250 upstream calls), TooMany Big's and 3 × 90 (510):
    // the document holds more than 500 in all, each of Small and Big alone does not.
    const document = `
      query Small { nodes(ids: ${ids(90)}) { id } }
      query Big { ...Three }
      fragment Three on Query { a: nodes(ids: ${ids(80, 100)}) { id } b: nodes(ids: ${ids(80, 200)}) { id } c: nodes(ids: ${ids(80, 300)}) { id } }
      query TooMany { ...Three f: nodes(ids: ${ids(90, 400)}) { id } g: nodes(ids: ${ids(90, 500)}) { id } h: nodes(ids: ${ids(90, 600)}) { id } }`;
    const small = await post(gateway, { query: document, operationName: 'Small' }, auth);
    expect(small.body.errors).toBeUndefined();
    expect(small.body.data.nodes).toHaveLength(90);
    const big = await post(gateway, { query: document, operationName: 'Big' }, auth);
    expect(big.body.errors).toBeUndefined();
    const tooMany = await post(gateway, { query: document, operationName: 'TooMany' }, auth);
    expect(tooMany.body.errors).toMatchObject([{ message: LISTS_TOO_LONG(500), extensions: { code: 'BAD_USER_INPUT' } }]);
  });
});
