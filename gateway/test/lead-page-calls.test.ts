/**
 * Issue 28, item 6: the lead page's upstream calls. A lead asked for with its economics and its
 * handoff is one GET (`/lead/{id}/?include=economics,handoff`, resolvers/lead-includes.ts) whose
 * embedded answers map exactly as their own calls do; the web app's LeadPageQuery is that one call
 * against the real api, with the lead's access rules unchanged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Pool, type Dispatcher } from 'undici';
import { mockedGateway, type MockedGateway } from '@portal/gateway/testing';
import { createApi } from '../../api/src/app.js';
import { openPglite } from '../../api/src/db/client.js';
import { migratedPgliteDump } from '../../api/test/template-db.js';
import { siteEconomics } from '../../api/src/domain/site-economics.js';
import { createGateway } from '../src/yoga.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import type { RestHandoff } from '../src/rest/handoff.js';
import type { RestLead } from '../src/rest/leads.js';
import type { RestLeadEconomics } from '../src/rest/site-economics.js';
import { gql } from './harness.js';

const PARTS = `fragment Economics on Lead { economics { site { zip state } rate { commercialRate rateSource } production { annualKwhPerKw model } namedUtility orientationFromDesign } }
fragment Handoff on Lead { handoff { ready progress { done total } epcOrganization { name } steps { kind } } }`;
/** As the web app asks: the two parts in fragments, one of them inside an inline fragment. */
const LEAD_PAGE = `query($id: Int!) { lead(databaseId: $id) { name ...Economics ... on Lead { ...Handoff } } } ${PARTS}`;
const NODE_PAGE = `query($id: ID!) { node(id: $id) { ... on Lead { name ...Economics ...Handoff } } } ${PARTS}`;

const economics = (): RestLeadEconomics => ({ ...JSON.parse(JSON.stringify(siteEconomics({ zip: '93721' }))), orientation_source: 'default', named_utility: null });
const handoff = (): RestHandoff => ({
  lead: 5, lead_name: 'Fresno Cold Storage', organization: { id: 1, name: 'Sunrise' }, ready: false, key: 'customer_signed', ppa: null,
  epc_organization: null, handed_at: null, handed_by_name: null, viewer_side: 'seller', can_work: false, can_hand_off: false, progress: { done: 0, total: 5 },
  steps: ['site_survey', 'permits', 'interconnection', 'install_scheduled', 'pto'].map((step) => ({ step, label: step, owner: null, due_date: null, done_date: null, note: '', updated: null, updated_by_name: null })),
  packet: { customer: { name: null, email: null, phone: null }, site: { address: null, latitude: null, longitude: null }, system: { size_kw: null }, documents: [] },
  assignable_users: [],
});
const lead = (extra: Partial<RestLead> = {}) => ({ id: 5, name: 'Fresno Cold Storage', lead_status: 2, ...extra }) as unknown as RestLead;

describe('the lead with its economics and handoff, over a mocked REST layer', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('is one call when the api embeds them, and answers exactly what three calls answer', async () => {
    kit = mockedGateway();
    kit.route('leads.lead', 5, ['economics', 'handoff']).reply(lead({ economics: economics(), handoff: handoff() }));
    const one = await kit.execute(LEAD_PAGE, { id: 5 });
    expect(one.errors).toBeUndefined();
    expect(kit.calls().map((c) => c.path)).toEqual(['/lead/5/?include=economics%2Chandoff']);
    expect(one.data.lead.economics.site).toEqual({ zip: '93721', state: 'CA' });
    expect(one.data.lead.handoff).toMatchObject({ ready: false, progress: { done: 0, total: 5 }, epcOrganization: null });
    kit.assertAllAnswersUsed();
    await kit.close();

    // An api that does not embed them (older, or another implementation): the gateway's own calls, the same answer.
    kit = mockedGateway();
    kit.route('leads.lead', 5, ['economics', 'handoff']).reply(lead());
    kit.route('siteEconomics.lead', 5).reply(economics());
    kit.route('handoff.get', 5).reply(handoff());
    const three = await kit.execute(LEAD_PAGE, { id: 5 });
    expect(three.data).toEqual(one.data);
    expect(kit.calls().map((c) => c.path).sort()).toEqual(['/handoff/5/', '/lead/5/?include=economics%2Chandoff', '/lead/5/economics/']);
  });

  it('node(id:) brings them the same way; a lead asked without them is the plain GET', async () => {
    kit = mockedGateway();
    kit.route('leads.lead', 5, ['economics', 'handoff']).reply(lead({ economics: economics(), handoff: handoff() }));
    const res = await kit.execute(NODE_PAGE, { id: toGlobalId('Lead', 5) });
    expect(res.errors).toBeUndefined();
    expect(res.data.node.handoff.steps).toHaveLength(5);
    // The same document again (its parsed nodes reused): the same one call.
    kit.route('leads.lead', 5, ['economics', 'handoff']).reply(lead({ economics: economics(), handoff: handoff() }));
    expect((await kit.execute(NODE_PAGE, { id: toGlobalId('Lead', 5) })).data).toEqual(res.data);
    kit.route('leads.lead', 6).reply(lead({ id: 6 }));
    const plain = await kit.execute('query { lead(databaseId: 6) { name stage } }');
    expect(plain.data.lead).toEqual({ name: 'Fresno Cold Storage', stage: 'UTILITY_DATA' });
    expect(kit.calls().map((c) => c.path)).toEqual(['/lead/5/?include=economics%2Chandoff', '/lead/5/?include=economics%2Chandoff', '/lead/6/']);
  });

  it('a lead the caller may not see is null, after that one call', async () => {
    kit = mockedGateway();
    kit.route('leads.lead', 7, ['economics', 'handoff']).fail(404, { detail: 'Not found.' });
    const res = await kit.execute(LEAD_PAGE, { id: 7 });
    expect(res.errors).toBeUndefined();
    expect(res.data.lead).toBeNull();
    expect(kit.calls()).toHaveLength(1);
  });
});

describe('the web app\'s LeadPageQuery against the real api', () => {
  const calls: string[] = [];
  let api: Awaited<ReturnType<typeof createApi>>;
  let db: Awaited<ReturnType<typeof openPglite>>;
  let dataDir: string;
  let gateway: ReturnType<typeof createGateway>;
  let documentId: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const artifact = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/__generated__/LeadPageQuery.graphql.ts'), 'utf8');
    documentId = /"id": "([0-9a-f]+)"/.exec(artifact)![1];
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-lead-calls-'));
    db = await openPglite(null, { loadDataDir: await migratedPgliteDump() });
    api = await createApi({ db, logger: false, config: { dataDir, jobPollMs: 0 } });
    await api.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    // Every upstream request the gateway makes, by path (the session look-up, cached per token, aside).
    const counted = new Pool(origin).compose((dispatch) => (options: Dispatcher.DispatchOptions, handler) => {
      if (!options.path.endsWith('/session/')) calls.push(`${options.method} ${options.path}`);
      return dispatch(options, handler);
    });
    gateway = createGateway({ dispatcher: counted, config: { apiUrl: `${origin}/api` } });
    for (const [who, company, phone] of [['ada', 'Sunrise Solar', '+15551110001'], ['bo', 'Bright Solar', '+15551110002']]) {
      const res = await gql(gateway, 'mutation($input: SignupInput!) { signup(input: $input) { token } }',
        { input: { firstName: who, lastName: 'Test', companyName: company, phoneNumber: phone, email: `${who}@calls.test`, password: 'calls-calls1' } });
      tokens[who] = res.body.data.signup.token;
    }
  });
  afterAll(async () => {
    await gateway?.closeUpstream();
    await api?.close();
    await db?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const leadPage = async (token: string, databaseId: number) => {
    calls.length = 0;
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ documentId, operationName: 'LeadPageQuery', variables: { databaseId } }),
    });
    return (await response.json()) as { data?: any; errors?: unknown[] };
  };

  it('is one upstream call, with the economics and the handoff the page shows', async () => {
    const made = await api.inject({ method: 'POST', url: '/api/lead/', headers: { authorization: `Token ${tokens.ada}` }, payload: { name: 'Fresno Cold Storage', property: { site_address: '2450 S Cherry Ave, Fresno, CA 93706' } } });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const res = await leadPage(tokens.ada, id);
    expect(res.errors).toBeUndefined();
    expect(res.data.lead.name).toBe('Fresno Cold Storage');
    expect(res.data.lead.economics.site.state).toBe('CA');
    expect(res.data.lead.handoff).toMatchObject({ ready: false, progress: { total: 5 } });
    expect(calls).toEqual([`GET /api/lead/${id}/?include=economics%2Chandoff`]);

    // Another organization's user: null, as before, after the same one call (the api's 404).
    const other = await leadPage(tokens.bo, id);
    expect(other.errors).toBeUndefined();
    expect(other.data.lead).toBeNull();
    expect(calls).toEqual([`GET /api/lead/${id}/?include=economics%2Chandoff`]);
  });
});
