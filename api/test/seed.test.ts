import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedIfEmpty } from '../src/seed/index.js';
import { client, createTestApi } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => { app = await createTestApi(); });
afterAll(async () => app?.cleanup());

describe('demo seed', () => {
  it('seeds an empty database once, through the real routes, with a lead at every stage', async () => {
    expect(await seedIfEmpty(app)).toBe(true);
    expect(await seedIfEmpty(app)).toBe(false);
    const login = async (email: string) => (await client(app).post('/api/login/', { email_or_phone: email, password: DEMO_PASSWORD })).body.token as string;
    const superToken = await login('superadmin@demo.test');
    const leads = await client(app, superToken).get('/api/leads/?limit=100');
    expect(leads.body.count).toBeGreaterThanOrEqual(25);
    expect(new Set(leads.body.results.map((l: any) => l.lead_status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const states = new Set(leads.body.results.map((l: any) => /, ([A-Z]{2}) \d{5}/.exec(l.address)?.[1]));
    // Issue 25: across the country, at least ten states, each lead with its own utility and rate.
    expect(states).toEqual(new Set(['CA', 'CT', 'CO', 'RI', 'OH', 'TX', 'AZ', 'WA', 'GA', 'IL', 'NY', 'FL', 'MN', 'TN', 'NC', 'MA']));
    const byName = async (name: string) => {
      const id = leads.body.results.find((l: any) => l.name === name).id;
      return (await client(app, superToken).get(`/api/lead/${id}/economics/`)).body;
    };
    const akron = await byName('Akron Rubber Works');
    expect(akron.utility.name).toBe('Ohio Edison Co');
    expect(akron.rate).toMatchObject({ rate_source: 'utility_table', state: 'OH' });
    expect((await byName('Ship Channel Warehousing')).rate).toMatchObject({ rate_source: 'state_average', state: 'TX' });
    expect((await byName('Sonoran Cold Chain')).utilities.map((u: any) => u.name)).toEqual(['Arizona Public Service Co', 'Salt River Project']);
    const rates = new Set<number>();
    for (const name of ['Akron Rubber Works', 'SoDo Distribution Co', 'Fulton Market Foods', 'Seaport Seafood Exchange', 'Valley Cold Storage']) rates.add((await byName(name)).rate.commercial_rate);
    expect(rates.size).toBe(5);
    const signed = (await client(app, superToken).get('/api/agreement_for_sign/?limit=100')).body.results.filter((a: any) => a.signed);
    expect(signed.length).toBeGreaterThan(0);
    const prospects = (await client(app, superToken).get('/api/prospect_now_bulk_enrichment/')).body.results;
    expect(prospects.every((p: any) => p.status === 'Completed')).toBe(true);
    expect((await client(app, superToken).get('/api/portal_resource/')).body.count).toBeGreaterThan(0);
    // Each demo user signs in and sees only their organization's leads.
    const epc = await client(app, await login('epc@demo.test')).get('/api/leads/?limit=100');
    const user = await client(app, await login('user@demo.test')).get('/api/leads/?limit=100');
    expect(epc.body.count + user.body.count).toBe(leads.body.count);
    expect(new Set(epc.body.results.map((l: any) => l.organization_name))).toEqual(new Set(['Keystone EPC Builders']));
    // The seed's own sessions were revoked.
    const { rows } = await app.ctx.db.query('SELECT count(*)::int AS n FROM auth_tokens');
    expect(rows[0].n).toBe(3);
  });
});
