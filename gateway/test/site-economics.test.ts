/**
 * Issue 25: Query.siteEconomics and Lead.economics over the api's GET /api/site_economics/ and
 * GET /api/lead/{id}/economics/ — mapped over a mocked REST layer, then against the real api.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockedGateway, type MockedGateway } from '@portal/gateway/testing';
import { siteEconomics } from '../../api/src/domain/site-economics.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import type { RestLeadEconomics, RestSiteEconomics } from '../src/rest/site-economics.js';
import { gql, realStack } from './harness.js';

const FIELDS = `site { zip zipSource zipDistanceKm city state latitude longitude }
  utility { name eiaId state ownership serviceType commercialRate tableCommercialRate industrialRate residentialRate rateSource source year }
  utilities { name eiaId rateSource }
  rate { commercialRate rateSource source year state }
  production { annualKwhPerKw monthlyKwhPerKw tilt azimuth losses arrayType model source stations { id name state distanceKm weight } }
  sources`;
const SITE = `query($zip: String, $latitude: Float, $longitude: Float, $tilt: Float, $azimuth: Float, $losses: Float, $arrayType: ArrayType) {
  siteEconomics(zip: $zip, latitude: $latitude, longitude: $longitude, tilt: $tilt, azimuth: $azimuth, losses: $losses, arrayType: $arrayType) { ${FIELDS} } }`;
const LEAD = `query($id: ID!) { node(id: $id) { ... on Lead { economics { ${FIELDS} orientationFromDesign namedUtility } } } }`;

/** The api's own answer for Phoenix, as a mocked REST layer replays it. */
const phoenix = () => JSON.parse(JSON.stringify(siteEconomics({ zip: '85004' }))) as RestSiteEconomics;

describe('siteEconomics and Lead.economics over a mocked REST layer', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('maps the answer: the utility, the other utilities, the rate and its source, production with its stations', async () => {
    kit = mockedGateway();
    const rest = phoenix();
    kit.route('siteEconomics.site', { zip: '85004', tilt: 20, array_type: 'fixed_open_rack' }).reply(rest);
    const res = await kit.execute(SITE, { zip: '85004', tilt: 20, arrayType: 'FIXED_OPEN_RACK' });
    expect(res.errors).toBeUndefined();
    const e = res.data.siteEconomics;
    expect(e.site).toMatchObject({ zip: '85004', zipSource: 'GIVEN', state: 'AZ', city: 'Phoenix' });
    expect(e.utility).toMatchObject({ name: rest.utility!.name, eiaId: rest.utility!.eia_id, commercialRate: rest.utility!.commercial_rate, rateSource: 'UTILITY_TABLE' });
    expect(e.utilities.map((u: any) => u.name)).toEqual(rest.utilities.map((u) => u.name));
    expect(e.rate).toEqual({ commercialRate: rest.rate!.commercial_rate, rateSource: 'UTILITY_TABLE', source: rest.rate!.source, year: String(rest.rate!.year), state: 'AZ' });
    expect(e.production).toMatchObject({ annualKwhPerKw: rest.production!.annual_kwh_per_kw, arrayType: 'FIXED_ROOF_MOUNT', model: 'PVWATTS_METHOD' });
    expect(e.production.monthlyKwhPerKw).toHaveLength(12);
    expect(e.production.stations[0]).toEqual({ id: rest.production!.stations[0].id, name: rest.production!.stations[0].name, state: rest.production!.stations[0].state,
      distanceKm: rest.production!.stations[0].distance_km, weight: rest.production!.stations[0].weight });
    expect(e.sources).toEqual([rest.sources.utility_rates, rest.sources.state_average, rest.sources.production]);
    expect(kit.calls()).toMatchObject([{ method: 'GET', query: { zip: '85004', tilt: '20', array_type: 'fixed_open_rack' } }]);
    kit.assertAllAnswersUsed();
  });

  it('a refused argument is BAD_USER_INPUT naming the api\'s field', async () => {
    kit = mockedGateway();
    kit.route('siteEconomics.site', { zip: '85004', tilt: 91 }).fail(400, { tilt: ['Ensure this value is less than or equal to 90.'] });
    const res = await kit.execute(SITE, { zip: '85004', tilt: 91 });
    expect(res.data.siteEconomics).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'tilt', messages: ['Ensure this value is less than or equal to 90.'] }] });
  });

  it('Lead.economics: the lead\'s rate source (a bill) and where its orientation comes from', async () => {
    kit = mockedGateway();
    const rest: RestLeadEconomics = { ...phoenix(), rate: { commercial_rate: 0.24, rate_source: 'bill', source: 'Imported utility bills', year: 2024, state: 'AZ' },
      orientation_source: 'default', named_utility: 'APS' };
    // Issue 28: asked for with the lead, the economics come inside the lead's answer (one call).
    kit.route('leads.lead', 5, ['economics']).reply({ id: 5, economics: rest } as any);
    const res = await kit.execute(LEAD, { id: toGlobalId('Lead', 5) });
    expect(res.errors).toBeUndefined();
    expect(res.data.node.economics).toMatchObject({ rate: { commercialRate: 0.24, rateSource: 'BILL', year: '2024' }, orientationFromDesign: false, namedUtility: 'APS' });
    expect(kit.calls().map((c) => c.path)).toEqual(['/lead/5/?include=economics']);
    // An api answering without them: the gateway asks GET /lead/{id}/economics/ itself, and maps the same.
    await kit.close();
    kit = mockedGateway();
    kit.route('leads.lead', 5, ['economics']).reply({ id: 5 } as any);
    kit.route('siteEconomics.lead', 5).reply(rest);
    const apart = await kit.execute(LEAD, { id: toGlobalId('Lead', 5) });
    expect(apart.data).toEqual(res.data);
    expect(kit.calls().map((c) => c.path)).toEqual(['/lead/5/?include=economics', '/lead/5/economics/']);
  });
});

describe('siteEconomics and Lead.economics against the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    stack = await realStack();
    const res = await gql(stack.gateway, 'mutation($input: SignupInput!) { signup(input: $input) { token } }',
      { input: { firstName: 'Ola', lastName: 'Site', companyName: 'Site Solar', phoneNumber: '+15551114444', email: 'ola@site.test', password: 'sitesite1' } });
    auth = { authorization: `Token ${res.body.data.signup.token}` };
  });
  afterAll(async () => stack?.close());

  it('answers what the api answers, by ZIP and by coordinates; bad input names the field; signed out is UNAUTHENTICATED', async () => {
    const byZip = await gql(stack.gateway, SITE, { zip: '44308' }, auth);
    expect(byZip.body.errors).toBeUndefined();
    const rest = (await stack.api.inject({ method: 'GET', url: '/api/site_economics/?zip=44308', headers: auth })).json();
    expect(byZip.body.data.siteEconomics.utility).toMatchObject({ name: rest.utility.name, commercialRate: rest.utility.commercial_rate });
    expect(byZip.body.data.siteEconomics.production.annualKwhPerKw).toBe(rest.production.annual_kwh_per_kw);
    const byCoords = await gql(stack.gateway, SITE, { latitude: 41.0796, longitude: -81.5194 }, auth);
    expect(byCoords.body.data.siteEconomics.site).toMatchObject({ zip: '44308', zipSource: 'NEAREST', state: 'OH' });
    const bad = await gql(stack.gateway, SITE, { zip: '44308', azimuth: 360 }, auth);
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'azimuth' }] });
    const none = await gql(stack.gateway, SITE, {}, auth);
    expect(none.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'zip' }] });
    const out = await gql(stack.gateway, SITE, { zip: '44308' });
    expect(out.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('Lead.economics of an Ohio lead names its utility and the table\'s rate', async () => {
    const made = await stack.api.inject({ method: 'POST', url: '/api/lead/', headers: auth, payload: { name: 'Akron warehouse', property: { site_address: '1 Cascade Plz, Akron, OH 44308' } } });
    expect(made.statusCode, made.body).toBe(201);
    await stack.api.ctx.jobs.drain();
    const res = await gql(stack.gateway, LEAD, { id: toGlobalId('Lead', made.json().id) }, auth);
    expect(res.body.errors).toBeUndefined();
    const e = res.body.data.node.economics;
    expect(e.site).toMatchObject({ zip: '44308', state: 'OH' });
    expect(e.utility.name).toBe('Ohio Edison Co');
    expect(e.rate).toMatchObject({ rateSource: 'UTILITY_TABLE', state: 'OH' });
    expect(e.rate.commercialRate).toBe(e.utility.commercialRate);
    expect(e).toMatchObject({ orientationFromDesign: false, namedUtility: null });
    expect(e.production).toMatchObject({ tilt: 10, azimuth: 180, losses: 14.08, arrayType: 'FIXED_ROOF_MOUNT', model: 'PVWATTS_METHOD' });
  });
});
