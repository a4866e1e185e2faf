/**
 * The testing kit names REST calls by the gateway's own REST client (`kit.route('leads.lead', 7)`)
 * and types results from typed documents (issue 24, item 12). The `@ts-expect-error` lines are
 * checked by `tsc -p gateway/tsconfig.json` in `npm test`: each must stay an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { mockedGateway, operation, REST_MODULES, restRequest, restRoutes, type MockedGateway, type RestRoute, type TypedDocumentNode } from '@portal/gateway/testing';

const PROFILE = {
  id: 9, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone_number: '5550100', user_type: 2,
  organization: null, image: null, is_terms_accepted: true, privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
};
const VIEWER = operation<{ viewer: { firstName: string; email: string } | null }>('query Viewer { viewer { firstName email } }');

describe('the testing kit names REST routes by the gateway\'s REST client', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit?.close(); });

  it('knows every call of every REST client module in gateway/src/rest (one source of names)', async () => {
    const dir = path.join(import.meta.dirname, '..', 'src', 'rest');
    const modules: Array<[string, unknown]> = [];
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      for (const [name, value] of Object.entries(await import(path.join(dir, file)))) if (/Api$/.test(name)) modules.push([name, value]);
    }
    expect(modules.length).toBeGreaterThan(5);
    for (const [name, module] of modules) expect(Object.values(REST_MODULES), `${name} is in REST_MODULES (gateway/src/testing-routes.ts)`).toContain(module);
    expect(restRoutes()).toEqual(expect.arrayContaining(['leads.list', 'leads.lead', 'account.me', 'account.resetPassword', 'documents.proposal']));
  });

  it('builds the request exactly as the gateway\'s module does: method, path and query', () => {
    expect(restRequest('leads.lead', 7)).toEqual({ method: 'GET', path: '/lead/7/', query: {} });
    expect(restRequest('leads.list', { page: 2, limit: 50, search: '', state: 'all' })).toEqual({ method: 'GET', path: '/leads/', query: { page: '2', limit: '50', state: 'all' } });
    expect(restRequest('leads.cancel', 7, 'Went with another installer')).toEqual({ method: 'POST', path: '/cancel_lead/7/', query: {} });
    expect(restRequest('admin.deleteEnrichment', 'prospect', 3).method).toBe('DELETE');
    expect(restRequest('account.invite', 'a/b c')).toMatchObject({ path: '/invite/a%2Fb%20c/' });
    expect(() => restRequest('leads.nope' as RestRoute)).toThrow(/no REST route named "leads.nope"/);
  });

  it('serves a declared route to the real gateway, typed as the module reads it, and a failure as the api gives it', async () => {
    kit = mockedGateway();
    kit.route('account.me').reply(PROFILE);
    const viewer = await kit.execute(VIEWER);
    expect(viewer.errors).toBeUndefined();
    const firstName: string | undefined = viewer.data?.viewer?.firstName;
    expect(firstName).toBe('Ann');
    expect(kit.calls()).toMatchObject([{ method: 'GET', path: '/user/' }]);

    kit.route('account.resetPassword', 't0k3n', 'a').fail(400, { password: ['Ensure this field has at least 6 characters.'] });
    const reset = await kit.execute(parse('mutation { resetPassword(token: "t0k3n", password: "a") { ok userErrors { field code } } }'));
    expect(reset.data.resetPassword).toEqual({ ok: false, userErrors: [{ field: 'password', code: 'INVALID_INPUT' }] });
    kit.assertAllAnswersUsed();
  });

  it('refuses a success status in fail() and a failure status in reply()', () => {
    kit = mockedGateway();
    expect(() => kit.route('leads.lead', 7).fail(200)).toThrow(/reply\(\)/);
    expect(() => kit.route('account.me').reply(PROFILE, { status: 404 })).toThrow(/fail\(\)/);
  });

  it('types results and variables from a typed document, and refuses what does not fit (compile-time)', async () => {
    kit = mockedGateway();
    const LEAD = parse('query Lead($id: Int!) { lead(databaseId: $id) { name } }') as TypedDocumentNode<{ lead: { name: string } | null }, { id: number }>;
    kit.route('leads.lead', 7).fail(404, { detail: 'Not found.' });
    const lead = await kit.execute(LEAD, { id: 7 });
    const name: string | undefined = lead.data?.lead?.name;
    // `lead` answers null for a lead the viewer cannot see (the api's 404).
    expect(name).toBeUndefined();
    expect(lead.data).toEqual({ lead: null });
    expect(kit.calls()).toMatchObject([{ method: 'GET', path: '/lead/7/' }]);
    const untyped = await kit.execute<{ viewer: null }>('{ viewer { id } }', {}, {});
    expect(untyped.status).toBe(200);
    if (Date.now() < 0) {
      // @ts-expect-error a variable of the wrong type for a typed document
      await kit.execute(LEAD, { id: 'seven' });
      // @ts-expect-error a field the result type does not have
      void lead.data?.lead?.address;
      // @ts-expect-error a misspelt route name
      kit.route('leads.lsit', { page: 1, limit: 2 });
      // @ts-expect-error an argument of the wrong type for the route
      kit.route('leads.lead', 'seven');
      // @ts-expect-error an answer of the wrong shape for the route
      kit.route('leads.list', { page: 1, limit: 2 }).reply({ rows: [] });
    }
  });
});
