import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateSite } from '../src/domain/estimator.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, SAMPLE, type World } from './harness.js';
/** A survey date inside the window the api accepts (a year before the lead to two years ahead). */
const SURVEY_DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const payload = (over: Record<string, unknown> = {}) => ({
  name: 'Valley Warehouse',
  customer: { first_name: 'Maria', last_name: 'Lopez', emails: ['maria@valley.test'], phone_numbers: ['+15595550100'], role: 'Owner', mailing_address: 'PO Box 1, Fresno, CA 93721' },
  property: { site_address: '2450 S Orange Ave, Fresno, CA 93725', building_use: 1, install_type: 'Rooftop', has_solar: 0, project_notes: 'Flat roof' },
  zoom_level: 19, proposal_type: 1, upgrades: ['LED lighting'], working_with_roofer: -1, roof_warranty: 1, warranty_length: 10, owner_type: 'Property Owner/Owner-User/Partner',
  ...over,
});
const leadCount = async () => (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0].n;
const create = async (token: string, over: Record<string, unknown> = {}) => {
  const res = await client(app, token).post('/api/lead/', payload(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

describe('POST /lead/', () => {
  it('creates a lead in the creator\'s organization, then enrichment fills what the user left empty', async () => {
    const lead = await create(world.userA.token, { project_info: { ess_capacity: 200 } });
    expect(lead).toMatchObject({
      name: 'Valley Warehouse', lead_status: 0, proposal_type: 1, organization: world.orgA, organization_name: 'Sunrise Affiliates',
      associated_user: world.userA.id, associated_user_name: 'user Tester', zoom_level: 19, enrichment_status: 'pending',
      project_info: {}, utility_bills: [], additional_files: [], system_image: null, proposals: [], quotes: [], agreements: [],
      upgrades: ['LED lighting'], working_with_roofer: -1, roof_warranty: 1, warranty_length: 10, owner_type: 'Property Owner/Owner-User/Partner',
    });
    expect(lead.customer.phone_numbers).toEqual(['+15595550100']);
    expect(lead.property.project_notes).toBe('Flat roof');

    const pending = await client(app, world.userA.token).get(`/api/lead_enrichment_status/${lead.id}/`);
    expect(pending.body).toEqual({ status: 'pending', failure_reason: null, enriched_data: null });
    await app.ctx.jobs.drain();

    const estimate = estimateSite({ address: '2450 S Orange Ave, Fresno, CA 93725' })!;
    const enriched = (await client(app, world.userA.token).get(`/api/lead/${lead.id}/`)).body;
    expect(enriched.enrichment_status).toBe('completed');
    expect(enriched.property).toMatchObject({
      rooftop_solar_capacity: estimate.rooftop_solar_capacity, rooftop_solar_area: estimate.rooftop_solar_area,
      solar_cost: estimate.estimated_epc_cost, latitude: estimate.latitude, building_use: 1, install_type: 'Rooftop',
      calculated_system_production: estimate.estimated_year_production,
    });
    expect(enriched.project_info).toMatchObject({
      system_size: estimate.rooftop_solar_capacity, estimated_year_production: estimate.estimated_year_production,
      install_type: 'Rooftop', ess_capacity: 200, user_input_data: { ess_capacity: 200 },
    });
    const status = await client(app, world.userA.token).get(`/api/lead_enrichment_status/${lead.id}/`);
    expect(status.body.status).toBe('completed');
    expect(status.body.enriched_data).toMatchObject({ system_size: estimate.rooftop_solar_capacity, rooftop_solar_area: estimate.rooftop_solar_area });
  });

  it('keeps coordinates the user gave and does not turn null into 0', async () => {
    const lead = await create(world.userA.token, { property: { site_address: '1 Main St, Hartford, CT 06103', latitude: 41.76, longitude: -72.67, building_size: 20000, roof_complexity: null } });
    // The county comes from the ZIP (issue 12; Connecticut's are its planning regions since 2022).
    expect(lead.property).toEqual({ site_address: '1 Main St, Hartford, CT 06103', latitude: 41.76, longitude: -72.67, building_size: 20000, county: 'Capitol Region', state: 'CT' });
    await app.ctx.jobs.drain();
    const after = (await client(app, world.userA.token).get(`/api/lead/${lead.id}/`)).body;
    expect(after.property.latitude).toBe(41.76);
    expect(after.property.rooftop_solar_area).toBe(12000);
  });

  it('refuses missing, mistyped, out-of-range, over-long and unknown fields without creating anything', async () => {
    const before = await leadCount();
    const api = client(app, world.userA.token);
    const missing = await api.post('/api/lead/', { customer: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ name: ['This field is required.'], property: ['This field is required.'] });
    const noAddress = await api.post('/api/lead/', { name: 'x', property: { latitude: 1 } });
    expect(noAddress.body['property.site_address']).toEqual(['This field is required.']);
    const blank = await api.post('/api/lead/', { name: 'x', property: { site_address: '   ' } });
    expect(blank.status).toBe(400);
    const bad = await api.post('/api/lead/', payload({
      name: 'n'.repeat(201), proposal_type: 5, working_with_roofer: 2,
      customer: { phone_numbers: ['5595550100'], emails: ['nope'] },
      property: { site_address: 'x', building_use: 26, install_type: 'Roof', latitude: 91 },
    }));
    expect(bad.status).toBe(400);
    expect(bad.body.name).toEqual(['Ensure this field has no more than 200 characters.']);
    expect(bad.body['customer.phone_numbers.0']).toEqual([MESSAGES.phoneFormat]);
    expect(bad.body['customer.emails.0']).toEqual([MESSAGES.emailFormat]);
    for (const field of ['proposal_type', 'working_with_roofer', 'property.building_use', 'property.install_type', 'property.latitude']) expect(bad.body[field], field).toBeDefined();
    const unknown = await api.post('/api/lead/', payload({ colour: 'red' }));
    expect(unknown.body.colour).toEqual(['Unknown field.']);
    const wrongType = await api.post('/api/lead/', payload({ customer: 'Maria' }));
    expect(wrongType.body.customer).toEqual(['Expected an object.']);
    expect(await leadCount()).toBe(before);
  });

  it('lets only org admins and super admins choose organization and assignee, within the organization', async () => {
    const regular = await client(app, world.userA.token).post('/api/lead/', payload({ associated_user: world.adminA.id }));
    expect(regular.status).toBe(403);
    const otherOrg = await client(app, world.adminA.token).post('/api/lead/', payload({ organization: world.orgB }));
    expect(otherOrg.status).toBe(400);
    expect(otherOrg.body.organization).toEqual([MESSAGES.leadUnknownOrganization]);
    const notMember = await client(app, world.adminA.token).post('/api/lead/', payload({ associated_user: world.userB.id }));
    expect(notMember.body.associated_user).toEqual([MESSAGES.leadUserNotMember]);
    const assigned = await create(world.adminA.token, { associated_user: world.userA.id });
    expect(assigned.associated_user).toBe(world.userA.id);
    const bySuper = await create(world.superAdmin.token, { organization: world.orgB, associated_user: world.userB.id });
    expect(bySuper).toMatchObject({ organization: world.orgB, associated_user: world.userB.id });
    const unassigned = await create(world.superAdmin.token, { organization: world.orgB });
    expect(unassigned.associated_user).toBeNull();
    const missingOrg = await client(app, world.superAdmin.token).post('/api/lead/', payload({ organization: 999999 }));
    expect(missingOrg.status).toBe(400);
  });

  it('attaches files uploaded before the lead exists; a utility bill makes it stage 2; used ids are refused', async () => {
    const api = client(app, world.userA.token);
    const bill = await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), file_type: 0 });
    expect(bill.status).toBe(200);
    const extra = await api.upload('PUT', '/api/additional_file_upload/', { file: SAMPLE.csv(), file_type: 6 });
    const lead = await create(world.userA.token, { utility_bills: bill.body.data.ids, additional_files: extra.body.data.ids });
    expect(lead.lead_status).toBe(2);
    expect(lead.utility_bills).toEqual([expect.objectContaining({ id: bill.body.id, name: 'bill.pdf', file_type: 0, lead: lead.id })]);
    expect(lead.additional_files).toEqual([expect.objectContaining({ id: extra.body.id, file_type: 6 })]);

    const before = await leadCount();
    const reused = await api.post('/api/lead/', payload({ utility_bills: bill.body.data.ids }));
    expect(reused.status).toBe(400);
    expect(reused.body.utility_bills).toEqual([MESSAGES.leadFilesUnavailable(bill.body.data.ids)]);
    const foreign = await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf() });
    const byOrgB = await client(app, world.userB.token).post('/api/lead/', payload({ utility_bills: foreign.body.data.ids }));
    expect(byOrgB.status).toBe(400);
    expect(await leadCount()).toBe(before);
  });
});

describe('GET /lead/{id}/ and the project details', () => {
  it('shows a lead to its organization and super admins only', async () => {
    const lead = await create(world.userA.token);
    expect((await client(app, world.viewerA.token).get(`/api/lead/${lead.id}/`)).status).toBe(200);
    expect((await client(app, world.superAdmin.token).get(`/api/lead/${lead.id}/`)).status).toBe(200);
    const other = await client(app, world.userB.token).get(`/api/lead/${lead.id}/`);
    expect(other.status).toBe(404);
    expect((await client(app, world.userA.token).get('/api/lead/99999999/')).status).toBe(404);
    expect((await client(app, world.userA.token).get('/api/lead/abc/')).status).toBe(400);
    expect((await client(app, world.userB.token).get(`/api/lead_enrichment_status/${lead.id}/`)).status).toBe(404);
    expect((await client(app, world.userB.token).get(`/api/get_project_information_details/${lead.id}/`)).status).toBe(404);
  });

  it('fills estimated_year_production and ess_epc_price even before enrichment', async () => {
    const lead = await create(world.userA.token);
    const details = await client(app, world.userA.token).get(`/api/get_project_information_details/${lead.id}/`);
    expect(details.status).toBe(200);
    expect(details.body.project_info.estimated_year_production).toBeGreaterThan(0);
    expect(details.body.project_info.ess_epc_price).toBe(0);
    await client(app, world.userA.token).patch(`/api/update_lead/${lead.id}/`, { design_data: { ess_capacity: 500, ess_epc_price: 250000 } });
    const withEss = await client(app, world.userA.token).get(`/api/get_project_information_details/${lead.id}/`);
    expect(withEss.body.project_info.ess_epc_price).toBe(250000);
  });
});

describe('PATCH /update_lead/{id}/', () => {
  it('merges nested objects, clears keys set to null and raises the stage on a survey date', async () => {
    const lead = await create(world.userA.token);
    const api = client(app, world.userA.token);
    const res = await api.patch(`/api/update_lead/${lead.id}/`, {
      name: 'Valley Warehouse II', notes: 'Call after 5', energy_reseller: 'None', zoom_level: 17,
      customer: { role: null, phone_extension: '12' }, property: { county: 'Fresno' },
      design_data: { survey_scheduled_date: SURVEY_DAY, proposed_system_size: 250 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Valley Warehouse II', notes: 'Call after 5', energy_reseller: 'None', zoom_level: 17, lead_status: 4 });
    expect(res.body.customer).toMatchObject({ first_name: 'Maria', phone_extension: '12' });
    expect(res.body.customer).not.toHaveProperty('role');
    expect(res.body.property).toMatchObject({ county: 'Fresno', site_address: '2450 S Orange Ave, Fresno, CA 93725' });
    expect(res.body.design_data).toEqual({ survey_scheduled_date: SURVEY_DAY, proposed_system_size: 250 });
    await app.ctx.jobs.drain();
    const enriched = (await api.get(`/api/lead/${lead.id}/`)).body;
    expect(enriched.project_info.system_size).toBe(250);
  });

  it('sets the wizard\'s step-3 answers (proposal type, upgrades, roofer, roof warranty) as creation does', async () => {
    const lead = await create(world.userA.token, { proposal_type: null, upgrades: null, working_with_roofer: null, roof_warranty: null, warranty_length: null });
    expect(lead).toMatchObject({ proposal_type: null, upgrades: null, working_with_roofer: null, roof_warranty: null, warranty_length: null });
    const api = client(app, world.userA.token);
    const res = await api.patch(`/api/update_lead/${lead.id}/`, { proposal_type: 2, upgrades: ['LED lighting', 'HVAC'], working_with_roofer: 1, roof_warranty: -1, warranty_length: 15 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ proposal_type: 2, upgrades: ['LED lighting', 'HVAC'], working_with_roofer: 1, roof_warranty: -1, warranty_length: 15 });
    // Stored where creation stores them: the proposal_type column and the intake object.
    const row = (await app.ctx.db.query<any>('SELECT proposal_type, intake FROM leads WHERE id = $1', [lead.id])).rows[0];
    expect(row.proposal_type).toBe(2);
    expect(row.intake).toMatchObject({ upgrades: ['LED lighting', 'HVAC'], working_with_roofer: 1, roof_warranty: -1, warranty_length: 15 });
    // A partial update keeps the other answers; null clears one; free-text upgrades are accepted.
    const partial = await api.patch(`/api/update_lead/${lead.id}/`, { roof_warranty: 0, warranty_length: null, upgrades: 'New roof' });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body).toMatchObject({ proposal_type: 2, upgrades: 'New roof', working_with_roofer: 1, roof_warranty: 0, warranty_length: null });
    expect((await api.patch(`/api/update_lead/${lead.id}/`, { proposal_type: null })).body.proposal_type).toBeNull();

    const bad = await api.patch(`/api/update_lead/${lead.id}/`, { proposal_type: 3, working_with_roofer: 2, roof_warranty: 'yes', warranty_length: 101, upgrades: [7] });
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    for (const field of ['proposal_type', 'working_with_roofer', 'roof_warranty', 'warranty_length']) expect(bad.body[field], field).toBeDefined();
    for (const body of [{ proposal_type: -1 }, { working_with_roofer: 5 }, { roof_warranty: 0.5 }, { warranty_length: -1 }, { upgrades: 'x'.repeat(1001) }, { upgrades: { a: 1 } }]) {
      expect((await api.patch(`/api/update_lead/${lead.id}/`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.get(`/api/lead/${lead.id}/`)).body).toMatchObject({ proposal_type: null, upgrades: 'New roof', working_with_roofer: 1, roof_warranty: 0 });
  });

  it('refuses bad input, other organizations, viewer admins on leads not theirs, and assignment by regular users', async () => {
    const lead = await create(world.userA.token);
    const api = client(app, world.userA.token);
    expect((await api.patch(`/api/update_lead/${lead.id}/`, { property: { site_address: null } })).body['property.site_address']).toEqual([MESSAGES.leadSiteAddressRequired]);
    expect((await api.patch(`/api/update_lead/${lead.id}/`, { design_data: { survey_complete_date: '03/01/2025' } })).status).toBe(400);
    expect((await api.patch(`/api/update_lead/${lead.id}/`, { name: '  ' })).status).toBe(400);
    expect((await api.patch(`/api/update_lead/${lead.id}/`, { system_image: { filename: 'x.png' } })).body.system_image).toEqual([MESSAGES.leadSystemImageJson]);
    expect((await client(app, world.userB.token).patch(`/api/update_lead/${lead.id}/`, { name: 'Mine' })).status).toBe(404);
    expect((await client(app, world.viewerA.token).patch(`/api/update_lead/${lead.id}/`, { name: 'Mine' })).status).toBe(403);
    expect((await api.patch(`/api/update_lead/${lead.id}/`, { associated_user: world.adminA.id })).status).toBe(403);
    expect((await api.patch(`/api/update_lead/${lead.id}/`, { organization: world.orgA, associated_user: world.userA.id })).status).toBe(200);
    const viewerLead = await create(world.viewerA.token);
    expect((await client(app, world.viewerA.token).patch(`/api/update_lead/${viewerLead.id}/`, { notes: 'ok' })).status).toBe(200);
    const after = (await api.get(`/api/lead/${lead.id}/`)).body;
    expect(after.name).toBe('Valley Warehouse');
  });

  it('moves a lead with its files to another organization (super admin)', async () => {
    const api = client(app, world.userA.token);
    const lead = await create(world.userA.token);
    const bill = await api.upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), lead_pk: lead.id });
    const moved = await client(app, world.superAdmin.token).patch(`/api/update_lead/${lead.id}/`, { organization: world.orgB, associated_user: world.userB.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ organization: world.orgB, organization_name: 'Bright EPC', associated_user: world.userB.id });
    expect((await api.get(`/api/lead/${lead.id}/`)).status).toBe(404);
    expect((await api.get(`/api/get_media_file/${bill.body.file}/`)).status).toBe(404);
    expect((await client(app, world.userB.token).get(`/api/get_media_file/${bill.body.file}/`)).status).toBe(200);
    expect((await client(app, world.adminB.token).delete(`/api/delete_utility_bill/${bill.body.id}`)).status).toBe(200);
  });

  it('replaces and removes the system image (multipart / null)', async () => {
    const lead = await create(world.userA.token);
    const api = client(app, world.userA.token);
    const wrong = await api.upload('PATCH', `/api/update_lead/${lead.id}/`, { system_image: SAMPLE.pdf() });
    expect(wrong.status).toBe(400);
    const set = await api.upload('PATCH', `/api/update_lead/${lead.id}/`, { system_image: SAMPLE.png() });
    expect(set.status).toBe(200);
    expect(set.body.system_image).toMatch(/photo\.png$/);
    expect((await api.get(`/api/get_media_file/${set.body.system_image}/`)).status).toBe(200);
    const removed = await api.patch(`/api/update_lead/${lead.id}/`, { system_image: null });
    expect(removed.body.system_image).toBeNull();
    expect((await api.get(`/api/get_media_file/${set.body.system_image}/`)).status).toBe(404);
  });
});

describe('DELETE /delete_lead/{id}/', () => {
  it('deletes a lead for good with its files, for admins; the assignee cancels instead; others cannot', async () => {
    const api = client(app, world.adminA.token);
    const lead = await create(world.userA.token);
    const bill = await client(app, world.userA.token).upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), lead_pk: lead.id });
    expect((await client(app, world.userB.token).delete(`/api/delete_lead/${lead.id}/`)).status).toBe(404);
    expect((await client(app, world.viewerA.token).delete(`/api/delete_lead/${lead.id}/`)).status).toBe(403);
    // Issue 15: the assignee may cancel it (kept, restorable), not delete it.
    expect(await client(app, world.userA.token).delete(`/api/delete_lead/${lead.id}/`)).toMatchObject({ status: 403, body: { detail: MESSAGES.leadDeleteAdminsOnly } });
    const res = await api.delete(`/api/delete_lead/${lead.id}/`);
    expect(res).toMatchObject({ status: 200, body: { detail: MESSAGES.leadDeleted } });
    expect((await api.get(`/api/lead/${lead.id}/`)).status).toBe(404);
    expect((await api.get(`/api/get_media_file/${bill.body.file}/`)).status).toBe(404);
    expect((await api.delete(`/api/delete_lead/${lead.id}/`)).status).toBe(404);
  });
});

describe('GET /leads/ and /leads_summary/', () => {
  let listApp: Awaited<ReturnType<typeof createTestApi>>;
  let w: World;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    listApp = await createTestApi();
    w = await makeWorld(listApp);
    const make = async (token: string, name: string, address: string, extra: Record<string, unknown> = {}) => {
      const res = await client(listApp, token).post('/api/lead/', { name, property: { site_address: address }, customer: { first_name: name.split(' ')[0], last_name: 'Client' }, ...extra });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    };
    await make(w.userA.token, 'Alpha Foods', '1 Alpha Rd, Fresno, CA 93721', { proposal_type: 0 });
    await make(w.userA.token, 'Bravo Storage', '2 Bravo Ave, Hartford, CT 06103', { proposal_type: 2 });
    await make(w.adminA.token, 'Charlie Cold', '3 Charlie St, Denver, CO 80202');
    await make(w.userB.token, 'Delta Plant', '4 Delta Way, Providence, RI 02903', { proposal_type: 1 });
    await listApp.ctx.jobs.drain();
    await listApp.ctx.db.query(`UPDATE leads SET updated = '2024-05-10T23:30:00Z' WHERE id = $1`, [ids['Bravo Storage']]);
    await listApp.ctx.db.query(`UPDATE leads SET lead_status = 3 WHERE id = $1`, [ids['Charlie Cold']]);
  });
  afterAll(async () => listApp?.cleanup());
  const names = (body: any) => body.results.map((r: any) => r.name);

  it('lists the caller\'s organization (newest first) with the list columns; super admins see all', async () => {
    const res = await client(listApp, w.userA.token).get('/api/leads/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 50, count: 3 });
    expect(names(res.body)).toEqual(['Charlie Cold', 'Alpha Foods', 'Bravo Storage']);
    expect(res.body.results[1]).toMatchObject({
      id: ids['Alpha Foods'], lead_status: 0, proposal_type: 0, address: '1 Alpha Rd, Fresno, CA 93721', organization: w.orgA,
      organization_name: 'Sunrise Affiliates', associated_user: w.userA.id, associated_user_name: 'user Tester', customer_name: 'Alpha Client',
    });
    expect(res.body.results[1].system_size).toBeGreaterThan(0);
    expect(typeof res.body.results[1].latitude).toBe('number');
    expect(names((await client(listApp, w.userB.token).get('/api/leads/')).body)).toEqual(['Delta Plant']);
    const all = await client(listApp, w.superAdmin.token).get('/api/leads/?limit=2&page=2&order=asc__name');
    expect(all.body).toMatchObject({ count: 4, page: 2, limit: 2 });
    expect(names(all.body)).toEqual(['Charlie Cold', 'Delta Plant']);
    expect((await client(listApp, w.superAdmin.token).get(`/api/leads/?organization=${w.orgB}`)).body.count).toBe(1);
    expect((await client(listApp, w.userA.token).get(`/api/leads/?organization=${w.orgB}`)).body).toMatchObject({ count: 0, results: [] });
  });

  it('searches, filters and sorts', async () => {
    const api = client(listApp, w.userA.token);
    expect(names((await api.get('/api/leads/?search=bravo')).body)).toEqual(['Bravo Storage']);
    expect(names((await api.get('/api/leads/?search=FRESNO')).body)).toEqual(['Alpha Foods']);
    expect(names((await api.get('/api/leads/?search=charlie%20client')).body)).toEqual(['Charlie Cold']);
    expect(names((await api.get('/api/leads/?search=100%25')).body)).toEqual([]);
    expect(names((await api.get('/api/leads/?proposal_type=0,2&order=asc__proposal_type')).body)).toEqual(['Alpha Foods', 'Bravo Storage']);
    expect(names((await api.get('/api/leads/?lead_status=3')).body)).toEqual(['Charlie Cold']);
    const ranged = await api.get('/api/leads/?updated=2024-05-01,2024-05-10');
    expect(ranged.body).toMatchObject({ count: 1 });
    expect(names(ranged.body)).toEqual(['Bravo Storage']);
    expect((await api.get('/api/leads/?updated=2024-05-11,')).body.count).toBe(2);
    expect(names((await api.get('/api/leads/?order=desc__address')).body)).toEqual(['Charlie Cold', 'Bravo Storage', 'Alpha Foods']);
    expect(names((await api.get('/api/leads/?order=asc__associated_user')).body)).toEqual(['Charlie Cold', 'Alpha Foods', 'Bravo Storage']);
    const bySize = (await api.get('/api/leads/?order=desc__system_size')).body.results.map((r: any) => r.system_size);
    expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
  });

  it('refuses unknown sorts and malformed filters with 400', async () => {
    const api = client(listApp, w.userA.token);
    const order = await api.get('/api/leads/?order=sideways__name');
    expect(order.status).toBe(400);
    expect(order.body.order[0]).toMatch(/asc\|desc/);
    expect((await api.get('/api/leads/?order=asc__password')).status).toBe(400);
    expect((await api.get('/api/leads/?lead_status=7')).body.lead_status).toEqual([MESSAGES.leadListValues(6)]);
    expect((await api.get('/api/leads/?proposal_type=x')).status).toBe(400);
    expect((await api.get('/api/leads/?updated=2024-13-01,2024-05-01')).body.updated).toEqual([MESSAGES.leadUpdatedRange]);
    expect((await api.get('/api/leads/?updated=2024-05-10,2024-05-01')).status).toBe(400);
    expect((await api.get('/api/leads/?limit=0')).status).toBe(400);
    expect((await client(listApp).get('/api/leads/')).status).toBe(401);
  });

  it('sums the caller\'s leads, from the totals table or with the filters', async () => {
    const { rows } = await listApp.ctx.db.query(`SELECT count(*)::int AS n, sum(system_size) AS size, sum(solar_cost) AS cost, sum(rooftop_solar_capacity) AS roof FROM leads WHERE organization_id = $1`, [w.orgA]);
    const summary = await client(listApp, w.userA.token).get('/api/leads_summary/');
    expect(summary.status).toBe(200);
    expect(summary.body.total_leads).toBe(3);
    expect(summary.body.total_system_size).toBeCloseTo(rows[0].size, 1);
    expect(summary.body.total_solar_cost).toBeCloseTo(rows[0].cost, 1);
    expect(summary.body.total_rooftop_solar_capacity).toBeCloseTo(rows[0].roof, 1);
    const filtered = await client(listApp, w.userA.token).get('/api/leads_summary/?lead_status=3');
    expect(filtered.body.total_leads).toBe(1);
    expect((await client(listApp, w.superAdmin.token).get('/api/leads_summary/')).body.total_leads).toBe(4);
    expect((await client(listApp, w.userB.token).get('/api/leads_summary/')).body.total_leads).toBe(1);
    expect((await client(listApp, w.userA.token).get('/api/leads_summary/?updated=nope')).status).toBe(400);
  });
});
