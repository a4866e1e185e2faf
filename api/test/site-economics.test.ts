import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utilitiesForZip } from '../../shared/economics/utilities.js';
import { leadEconomics, nearestZip, siteEconomics, stateAverageRate, stateAverageRates } from '../src/domain/site-economics.js';
import { billRateOf } from '../src/domain/utility-service.js';
import { downloadMedia, pdfText } from './documents-fixtures.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/** Issue 25: GET /api/site_economics/ — the utility, rate and production of a US site (api/src/domain/site-economics.ts). */

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
});
afterAll(async () => app?.cleanup());

const get = (query: string, token: string | undefined = world.userA.token) => client(app, token).get(`/api/site_economics/?${query}`);

/** What the answer's utility rate must be: the source table's commercial rate, else the state's average. */
function expectedRate(zip: string) {
  const first = utilitiesForZip(zip)[0];
  return first.commercial_rate !== null
    ? { commercial_rate: first.commercial_rate, rate_source: 'utility_table' }
    : { commercial_rate: stateAverageRate(first.state)!.commercial_rate, rate_source: 'state_average' };
}

describe('the state average commercial rate', () => {
  it('is the ZIP-weighted mean of the state\'s bundled table rates, for most states, and plausible', () => {
    const all = stateAverageRates();
    expect(all.size).toBeGreaterThanOrEqual(40);
    for (const a of all.values()) {
      expect(a.commercial_rate).toBeGreaterThan(0.04);
      expect(a.commercial_rate).toBeLessThan(0.5);
    }
    // Washington's public utilities are cheap; Hawaii is the dearest state.
    expect(stateAverageRate('WA')!.commercial_rate).toBeLessThan(stateAverageRate('HI')!.commercial_rate);
    expect(stateAverageRate('XX')).toBeNull();
    expect(stateAverageRate(null)).toBeNull();
  });
});

describe('nearestZip', () => {
  it('places coordinates in the ZIP whose centre is nearest, and nowhere out at sea', () => {
    const akron = nearestZip(41.0796, -81.5194)!;
    expect(akron.place).toMatchObject({ zip: '44308', state: 'OH' });
    expect(akron.km).toBeLessThan(0.5);
    expect(nearestZip(0, 0)).toBeNull();
    expect(nearestZip(36, -40)).toBeNull();
  });
});

describe('GET /api/site_economics/', () => {
  it('answers the utility of ZIPs in several states with the source table\'s rate, else the state average, and says which', async () => {
    const cases: [string, string, RegExp][] = [
      ['44308', 'OH', /Ohio Edison/], ['98101', 'WA', /Seattle/], ['85004', 'AZ', /Arizona Public Service/], ['30303', 'GA', /Georgia Power/],
      ['99501', 'AK', /Matanuska/], ['93721', 'CA', /Pacific Gas/], ['06120', 'CT', /Connecticut Light/], ['80202', 'CO', /Public Service Co of Colorado/],
      ['02903', 'RI', /Narragansett/], ['10001', 'NY', /Consolidated Edison/],
    ];
    for (const [zip, state, name] of cases) {
      const res = await get(`zip=${zip}`);
      expect(res.status, zip).toBe(200);
      const body = res.body;
      expect(body.site).toMatchObject({ zip, zip_source: 'given', state, coordinates_source: 'zip' });
      expect(body.utility.name, zip).toMatch(name);
      expect(body.utility, zip).toMatchObject(expectedRate(zip));
      expect(body.rate, zip).toMatchObject({ ...expectedRate(zip), state });
      expect(body.rate.source).toMatch(/NREL/);
      // One entry per utility (the IOU table's bundled and delivery-only rows of one utility are one).
      const names = body.utilities.map((u: any) => `${u.eia_id}|${u.name}`);
      expect(new Set(names).size, zip).toBe(names.length);
      expect(body.utilities[0], zip).toEqual(body.utility);
      expect(body.production).toMatchObject({ tilt: 10, azimuth: 180, losses: 14.08, array_type: 'fixed_roof_mount' });
      expect(body.production.annual_kwh_per_kw).toBeGreaterThan(900);
      if (state === 'AK') {
        // No TMY3 station within reach: the latitude band, said so.
        expect(body.production).toMatchObject({ model: 'latitude_band', monthly_kwh_per_kw: null, stations: [] });
        expect(body.production.source).toMatch(/No TMY3 station/);
      } else {
        expect(body.production.model, zip).toBe('pvwatts_method');
        expect(body.production.source).toMatch(/PVWatts-method .*TMY3/);
        expect(body.production.monthly_kwh_per_kw).toHaveLength(12);
        const sum = body.production.monthly_kwh_per_kw.reduce((a: number, b: number) => a + b, 0);
        expect(Math.abs(sum - body.production.annual_kwh_per_kw)).toBeLessThan(1);
        expect(body.production.stations[0].distance_km).toBeLessThan(250);
      }
    }
  });

  it('lists every utility of a ZIP served by several, most likely first', async () => {
    const phoenix = (await get('zip=85004')).body;
    expect(phoenix.utilities.map((u: any) => u.name)).toEqual(['Arizona Public Service Co', 'Salt River Project']);
    expect(phoenix.utilities[1]).toMatchObject({ eia_id: 16572, ownership: 'Political Subdivision', rate_source: 'utility_table', table: 'non_iou', year: 2020 });
    const anchorage = (await get('zip=99501')).body;
    expect(anchorage.utilities.length).toBe(3);
    expect(anchorage.utility.table_commercial_rate).toBe(anchorage.utility.commercial_rate);
  });

  it('a ZIP on file with no utility in the table (Houston\'s competitive market) answers the state average; a ZIP on file nowhere is a 400', async () => {
    const houston = (await get('zip=77002-1234')).body;
    expect(houston.site).toMatchObject({ zip: '77002', state: 'TX', city: 'Houston' });
    expect(houston.utility).toBeNull();
    expect(houston.utilities).toEqual([]);
    expect(houston.rate).toMatchObject({ rate_source: 'state_average', commercial_rate: stateAverageRate('TX')!.commercial_rate, state: 'TX' });
    const unknown = await get('zip=00000');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ zip: ['No US ZIP code 00000 is on file.'] });
  });

  it('coordinates: the nearest ZIP, the given coordinates for production; out of the US, production only', async () => {
    const akron = (await get('latitude=41.0796&longitude=-81.5194')).body;
    expect(akron.site).toMatchObject({ zip: '44308', zip_source: 'nearest', state: 'OH', latitude: 41.0796, longitude: -81.5194, coordinates_source: 'given' });
    expect(akron.site.zip_distance_km).toBeLessThan(1);
    expect(akron.utility.name).toMatch(/Ohio Edison/);
    // A ZIP with coordinates: the ZIP is the caller's, the coordinates too.
    const both = (await get('zip=44308&latitude=41.2&longitude=-81.6')).body;
    expect(both.site).toMatchObject({ zip: '44308', zip_source: 'given', latitude: 41.2, coordinates_source: 'given' });
    const sea = (await get('latitude=0&longitude=0')).body;
    expect(sea.site).toMatchObject({ zip: null, zip_source: null, state: null });
    expect(sea.utility).toBeNull();
    expect(sea.rate).toBeNull();
    expect(sea.production.annual_kwh_per_kw).toBeGreaterThan(0);
  });

  it('production follows the sun of the site and the orientation of the array', async () => {
    const at = async (q: string) => (await get(q)).body.production.annual_kwh_per_kw as number;
    const phoenix = await at('zip=85004');
    const seattle = await at('zip=98101');
    expect(phoenix).toBeGreaterThan(seattle * 1.3);
    expect(await at('zip=85004&azimuth=0&tilt=30')).toBeLessThan(phoenix * 0.85);
    expect(await at('zip=85004&array_type=one_axis')).toBeGreaterThan(phoenix * 1.1);
    expect(await at('zip=85004&losses=30')).toBeLessThan(phoenix);
  });

  it('takes tilt, azimuth, losses and array type and answers them', async () => {
    const res = await get('zip=85004&tilt=25&azimuth=200.5&losses=10&array_type=fixed_open_rack');
    expect(res.status).toBe(200);
    expect(res.body.production).toMatchObject({ tilt: 25, azimuth: 200.5, losses: 10, array_type: 'fixed_open_rack' });
    // The answer is the domain's, field for field.
    expect(res.body).toEqual(JSON.parse(JSON.stringify(siteEconomics({ zip: '85004', orientation: { tilt: 25, azimuth: 200.5, losses: 10, array_type: 'fixed_open_rack' } }))));
  });

  it('400 with the field for bad input', async () => {
    const cases: [string, string][] = [
      ['', 'zip'], ['tilt=10', 'zip'], ['zip=4430', 'zip'], ['zip=abcde', 'zip'], ['zip=443081', 'zip'],
      ['latitude=41', 'longitude'], ['longitude=-81', 'latitude'],
      ['latitude=91&longitude=0', 'latitude'], ['latitude=0&longitude=-181', 'longitude'],
      ['latitude=Infinity&longitude=0', 'latitude'], ['latitude=NaN&longitude=0', 'latitude'], ['latitude=1e999&longitude=0', 'latitude'], ['latitude=abc&longitude=0', 'latitude'],
      ['zip=44308&tilt=91', 'tilt'], ['zip=44308&tilt=-1', 'tilt'], ['zip=44308&azimuth=360', 'azimuth'], ['zip=44308&azimuth=-0.5', 'azimuth'],
      ['zip=44308&losses=100', 'losses'], ['zip=44308&losses=-6', 'losses'], ['zip=44308&losses=Infinity', 'losses'],
      ['zip=44308&array_type=tracker', 'array_type'], ['zip=44308&colour=red', 'colour'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toContain(field);
      expect(res.body[field][0], query).toEqual(expect.any(String));
    }
  });

  it('401 signed out', async () => {
    const res = await client(app).get('/api/site_economics/?zip=44308');
    expect(res.status).toBe(401);
  });
});

describe("a lead's utility and rate", () => {
  const api = () => client(app, world.userA.token);
  const create = async (site_address: string, extra: Record<string, unknown> = {}) => {
    const res = await api().post('/api/lead/', { name: 'Site', property: { site_address, ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await app.ctx.jobs.drain();
    return (await api().get(`/api/lead/${res.body.id}/`)).body;
  };

  it('enrichment takes the ZIP\'s utility and its table rate, and production from the site\'s sun (an Ohio site is not priced as California)', async () => {
    const akron = await create('1 Cascade Plz, Akron, OH 44308', { building_size: 40000 });
    const site = siteEconomics({ zip: '44308', latitude: akron.property.latitude, longitude: akron.property.longitude })!;
    expect(akron.property.utility_name).toBe('Ohio Edison Co');
    expect(akron.property.avoided_cost).toBe(Math.round(site.rate!.commercial_rate * 10_000) / 10_000);
    expect(akron.property.avoided_cost).not.toBe(0.16);
    expect(akron.property.calculated_system_production).toBe(Math.round(akron.property.rooftop_solar_capacity * site.production!.annual_kwh_per_kw));
    const economics = await api().get(`/api/lead/${akron.id}/economics/`);
    expect(economics.status).toBe(200);
    expect(economics.body).toMatchObject({ site: { zip: '44308', state: 'OH' }, utility: { name: 'Ohio Edison Co' }, orientation_source: 'default', named_utility: null });
    expect(economics.body.rate).toMatchObject({ rate_source: 'utility_table', commercial_rate: site.rate!.commercial_rate });
    expect(economics.body.production).toMatchObject({ model: 'pvwatts_method', tilt: 10, azimuth: 180 });
    expect((await client(app, world.userB.token).get(`/api/lead/${akron.id}/economics/`)).status).toBe(404);
    expect((await client(app).get(`/api/lead/${akron.id}/economics/`)).status).toBe(401);
  });

  it('the rep picks another of the ZIP\'s utilities: its rate is estimated again; one of another ZIP is refused on its field', async () => {
    const phoenix = await create('200 W Washington St, Phoenix, AZ 85003');
    expect(phoenix.property.utility_name).toBe('Arizona Public Service Co');
    const srp = siteEconomics({ zip: '85003' })!.utilities.find((u) => /Salt River/.test(u.name))!;
    expect(srp).toBeDefined();
    const res = await api().patch(`/api/update_lead/${phoenix.id}/`, { property: { utility_eia_id: srp.eia_id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.property.utility_name).toBe('Salt River Project');
    await app.ctx.jobs.drain();
    const after = (await api().get(`/api/lead/${phoenix.id}/`)).body;
    expect(after.property.avoided_cost).toBe(Math.round(srp.commercial_rate! * 10_000) / 10_000);
    expect((await api().get(`/api/lead/${phoenix.id}/economics/`)).body.utility.name).toBe('Salt River Project');
    const wrong = await api().patch(`/api/update_lead/${phoenix.id}/`, { property: { utility_eia_id: 16868 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ 'property.utility_eia_id': ['Choose one of the utilities serving ZIP 85003.'] });
  });

  it('a typed rate wins over the table and says so; the bills\' rate wins over the estimate but not over a typed rate', async () => {
    const typed = await create('1 Cascade Plz, Akron, OH 44308', { avoided_cost: 0.151 });
    expect(typed.property.avoided_cost).toBe(0.151);
    expect((await api().get(`/api/lead/${typed.id}/economics/`)).body.rate).toMatchObject({ commercial_rate: 0.151, rate_source: 'typed', source: 'Entered on the lead' });

    const fresno = await create('2450 S Orange Ave, Fresno, CA 93725');
    const auth = (await api().get('/api/utility_authorizations/?referral=DEMO-CA-1')).body.authorizations[0];
    expect((await api().post('/api/utility_bill_from_service/', { lead_pk: fresno.id, files: auth.exports_list })).status).toBe(201);
    const billed = (await api().get(`/api/lead/${fresno.id}/`)).body;
    expect(billed.property.avoided_cost).toBe(0.24);
    expect(billed.project_info.avoided_cost).toBe(0.24);
    const rate = (await api().get(`/api/lead/${fresno.id}/economics/`)).body.rate;
    expect(rate).toMatchObject({ commercial_rate: 0.24, rate_source: 'bill', year: 2024 });
    expect(rate.source).toMatch(/Imported utility bills \(PG&E\): energy charges ÷ kWh over 24 bills, 2024-01-01 to 2024-12-31/);

    const both = await create('2450 S Orange Ave, Fresno, CA 93725', { avoided_cost: 0.3 });
    await api().post('/api/utility_bill_from_service/', { lead_pk: both.id, files: auth.exports_list });
    expect((await api().get(`/api/lead/${both.id}/`)).body.property.avoided_cost).toBe(0.3);
    expect((await api().get(`/api/lead/${both.id}/economics/`)).body.rate).toMatchObject({ commercial_rate: 0.3, rate_source: 'typed' });
  });

  it('the proposal PDF of an Ohio site names Ohio, its utility and where the rate comes from (it said "region CA")', async () => {
    const akron = await create('1 Cascade Plz, Akron, OH 44308', { building_size: 40000 });
    const made = await api().post('/api/proposal/', { lead: akron.id, proposal_type: 0, need_customization: false });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await app.ctx.jobs.drain();
    const generated = (await api().get(`/api/proposal/${made.body.id}/`)).body;
    const { text } = await pdfText((await downloadMedia(app, world.userA.token, generated.pdf_file)).body);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Site: Ohio (OH), Ohio Edison Co');
    expect(flat).toMatch(/Utility rate source: EIA Form 861.*2019/);
    expect(flat).not.toMatch(/region/i);
    expect(generated.proposal_data.assumptions.utility_rate).toBe(akron.property.avoided_cost);
  });

  it('the design data\'s array (tilt, azimuth, losses, type) drives the production estimate and the lead\'s economics', async () => {
    const lead = await create('200 W Washington St, Phoenix, AZ 85003', { building_size: 20000 });
    const flat = lead.property.calculated_system_production;
    const res = await api().patch(`/api/update_lead/${lead.id}/`, { design_data: { tilt: 30, azimuth: 90, losses: 10, array_type: 'fixed_open_rack' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.enrichment_status).toBe('pending');
    await app.ctx.jobs.drain();
    const after = (await api().get(`/api/lead/${lead.id}/`)).body;
    const east = siteEconomics({ zip: '85003', latitude: after.property.latitude, longitude: after.property.longitude, orientation: { tilt: 30, azimuth: 90, losses: 10, array_type: 'fixed_open_rack' } })!;
    expect(after.property.calculated_system_production).toBe(Math.round(after.property.rooftop_solar_capacity * east.production!.annual_kwh_per_kw));
    expect(after.property.calculated_system_production).not.toBe(flat);
    expect(after.property.building_size).toBe(20000);
    const economics = (await api().get(`/api/lead/${lead.id}/economics/`)).body;
    expect(economics).toMatchObject({ orientation_source: 'design_data', production: { tilt: 30, azimuth: 90, losses: 10, array_type: 'fixed_open_rack' } });
    expect((await api().patch(`/api/update_lead/${lead.id}/`, { design_data: { azimuth: 360 } })).status).toBe(400);
  });

  it('billRateOf: volume charges over kWh; nothing usable is null', () => {
    const csv = 'bill_id,utility,bill_start_date,bill_end_date,bill_total_kwh,bill_total_volume_cost\n1,X,2024-01-01,2024-01-31,1000,150\n2,X,2024-02-01,2024-02-29,3000,410\n3,X,,,0,5\n';
    expect(billRateOf(csv)).toEqual({ rate: 0.14, kwh: 4000, volume_cost: 560, bills: 2, utility: 'X', tariff: null, from: '2024-01-01', to: '2024-02-29' });
    expect(billRateOf('a,b\n1,2\n')).toBeNull();
    expect(billRateOf('')).toBeNull();
  });

  it('leadEconomics reads the design data\'s orientation when it has one', () => {
    const e = leadEconomics({ property: { site_address: '200 W Washington St, Phoenix, AZ 85003' }, design_data: { tilt: 25, azimuth: 90 } });
    expect(e.orientation_source).toBe('design_data');
    expect(e.production).toMatchObject({ tilt: 25, azimuth: 90, losses: 14.08, array_type: 'fixed_roof_mount' });
  });
});
