/**
 * How a test runs against the gateway without the api, inside this repository (`@portal/gateway/testing`,
 * the sources); other teams install the built package `@portal/gateway-testing` (gateway-testing/,
 * whose example/account.test.ts runs outside the repo in testing-kit.pack.test.ts). The gateway is
 * the real one (schema, resolvers, error channel); only the REST layer under it is mocked. Every
 * test declares the REST answers it needs — by the gateway's name for the call (`kit.route`), or by
 * path (`kit.answer`) — runs an operation, then checks the answer and the REST calls made. No test
 * waits on a clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockedGateway, type MockedGateway, type RestRouteAnswer } from '@portal/gateway/testing';

/** A lead row as the api's list answers it (GET /leads/), typed as the gateway's REST client reads it. */
const ROW: RestRouteAnswer<'leads.list'>['results'][number] = {
  id: 7, name: 'Oak Plaza', updated: '2026-01-02T03:04:05.000Z', created: '2026-01-01T00:00:00.000Z', lead_status: 2, proposal_type: 1,
  address: '1 Oak St, Fresno, CA', system_size: 120.5, latitude: 36.7, longitude: -119.8, organization: 3, organization_name: 'Sun Co',
  associated_user: 9, associated_user_name: 'Ann Lee', customer_name: 'Oak LLC', enrichment_status: 'completed',
};

/** The api's cursor of that row in the default order (base64url of [order, updated to the microsecond, id]). */
const ROW_CURSOR = Buffer.from(JSON.stringify(['leads:desc__updated', '2026-01-02T03:04:05.000000Z', 7])).toString('base64url');

describe('the testing kit, as another team uses it', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('pages through leads: the REST call carries the page, the size and the caller\'s token', async () => {
    kit = mockedGateway();
    // Each row's keyset cursor comes with the page (issue 24); the gateway hands it on as the edge's cursor.
    kit.route('leads.list', { page: 1, limit: 2 }).reply({ results: [ROW], page: 1, limit: 2, count: 3, cursors: [ROW_CURSOR], has_next: true, has_previous: false });

    const result = await kit.execute('{ leads(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { databaseId name } } } }');

    expect(result.errors).toBeUndefined();
    expect(result.data.leads).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true, endCursor: ROW_CURSOR }, edges: [{ node: { databaseId: 7, name: 'Oak Plaza' } }] });
    expect(kit.calls()).toEqual([
      { method: 'GET', path: '/leads/?page=1&limit=2', query: { page: '1', limit: '2' }, body: null, authorization: kit.auth.authorization },
    ]);
    kit.assertAllAnswersUsed();
  });

  it('turns the api\'s refusal of an input (400) into userErrors with a stable code', async () => {
    kit = mockedGateway();
    kit.answer('POST', '/reset_password/', 400, { password: ['Ensure this field has at least 6 characters.'] });

    const result = await kit.execute('mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ok userErrors { field messages code } } }',
      { token: 't0k3n', password: 'a' }, {});

    expect(result.errors).toBeUndefined();
    expect(result.data.resetPassword).toEqual({ ok: false, userErrors: [{ field: 'password', messages: ['Ensure this field has at least 6 characters.'], code: 'INVALID_INPUT' }] });
    expect(kit.calls()).toMatchObject([{ method: 'POST', path: '/reset_password/', body: { token: 't0k3n', password: 'a' } }]);
  });

  it('answers UPSTREAM_UNAVAILABLE for a call nobody declared, as for an api that is down', async () => {
    kit = mockedGateway();

    const result = await kit.execute('{ leads(first: 2) { totalCount } }');

    expect(result.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(kit.calls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /leads/?page=1&limit=2']);
  });

  it('forwards no token for an anonymous caller, and the api\'s 401 is UNAUTHENTICATED', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/leads/', 401, { detail: 'Authentication credentials were not provided.' }, { query: { page: '1', limit: '2' } });

    const result = await kit.execute('{ leads(first: 2) { totalCount } }', {}, {});

    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(kit.calls()).toMatchObject([{ method: 'GET', path: '/leads/?page=1&limit=2', authorization: null }]);
  });
});
