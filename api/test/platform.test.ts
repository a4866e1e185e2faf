import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApi } from '../src/app.js';
import { client, createTestApi, openTestDb, SAMPLE, testConfig } from './harness.js';

/** Every call of spec §7 the api serves (paths as the OpenAPI document writes them). */
const SPEC_CALLS: [string, string][] = [
  ['post', '/api/login/'], ['post', '/api/signup/'], ['get', '/api/user/'], ['patch', '/api/user/'],
  ['patch', '/api/organization/{pk}/'], ['post', '/api/request_reset_password/'], ['post', '/api/reset_password/'],
  ['get', '/api/organization_with_users/'], ['post', '/api/accept_terms_and_policy/'], ['get', '/api/get_terms_and_policy/'],
  ['post', '/api/support_info/'], ['post', '/api/lead/'], ['get', '/api/leads/'], ['get', '/api/lead/{lead}/'],
  ['patch', '/api/update_lead/{lead}/'], ['delete', '/api/delete_lead/{id}/'], ['get', '/api/leads_summary/'],
  ['get', '/api/lead_enrichment_status/{lead}/'], ['get', '/api/get_project_information_details/{lead}/'],
  ['get', '/api/get_media_file/{*}'], ['put', '/api/utility_bill_upload/'], ['put', '/api/additional_file_upload/'],
  ['post', '/api/utility_bill_from_service/'], ['post', '/api/invited_users/'], ['get', '/api/invited_users/'],
  ['get', '/api/invite/{token}/'], ['get', '/api/proposal/'], ['get', '/api/proposal/{id}/'], ['post', '/api/proposal/'],
  ['patch', '/api/proposal/{id}/'], ['post', '/api/proposal_generate/'], ['get', '/api/portal_resource/'],
  ['post', '/api/portal_resource/'], ['delete', '/api/portal_resource/{id}/'], ['get', '/api/agreement_for_sign/'],
  ['post', '/api/agreement/'], ['get', '/api/bulk_enrichment/'], ['post', '/api/bulk_enrichment/'],
  ['delete', '/api/bulk_enrichment/{id}/'], ['get', '/api/prospect_now_bulk_enrichment/'],
  ['post', '/api/prospect_now_bulk_enrichment/'], ['delete', '/api/prospect_now_bulk_enrichment/{id}/'],
  ['post', '/api/quote/'], ['patch', '/api/quote/{id}/'], ['post', '/api/generate_quote/'], ['post', '/api/unlock_proposal/'],
];

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json and covers every call of §7, generated from the validating schemas', async () => {
    const app = await createTestApi();
    try {
      const res = await client(app).get('/api/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toMatch(/^3\./);
      const paths = res.body.paths as Record<string, Record<string, unknown>>;
      const missing = SPEC_CALLS.filter(([method, p]) => !paths[p]?.[method]).map(([m, p]) => `${m.toUpperCase()} ${p}`);
      expect(missing).toEqual([]);
      // The same schema that refuses a bad sign-up is the one the document publishes.
      const signup = (paths['/api/signup/'].post as any).requestBody.content['application/json'].schema;
      expect(signup.required).toEqual(expect.arrayContaining(['first_name', 'last_name', 'phone_number', 'email', 'password']));
      expect(signup.properties.password.minLength).toBe(6);
    } finally {
      await app.cleanup();
    }
  });
});

describe('persistence', () => {
  it('keeps users, sessions and files across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    const { db, reopen, drop } = await openTestDb(path.join(dataDir, 'pgdata'));
    let app = await createApi({ db, logger: false, config: testConfig(dataDir) });
    const signup = await client(app).post('/api/signup/', { first_name: 'Rita', last_name: 'Restart', company_name: 'Durable Solar', phone_number: '+15550001111', email: 'rita@durable.test', password: 'persist1' });
    expect(signup.status).toBe(201);
    const upload = await client(app, signup.body.token).upload('PATCH', '/api/user/', { image: SAMPLE.png() });
    expect(upload.status).toBe(200);
    await app.close();
    await db.close();

    const db2 = await reopen();
    app = await createApi({ db: db2, logger: false, config: testConfig(dataDir) });
    try {
      const me = await client(app, signup.body.token).get('/api/user/');
      expect(me.status).toBe(200);
      expect(me.body.organization.name).toBe('Durable Solar');
      const image = await app.inject({ method: 'GET', url: me.body.image.replace('http://api.test', '') });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(SAMPLE.png().content)).toBe(true);
      expect((await client(app).post('/api/login/', { email_or_phone: 'rita@durable.test', password: 'persist1' })).status).toBe(200);
    } finally {
      await app.close();
      await db2.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
