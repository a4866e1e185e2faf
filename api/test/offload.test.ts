import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { loadConfig } from '../src/config.js';
import { createOffload } from '../src/offload/pool.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { downloadMedia, insertLead, pdfText } from './documents-fixtures.js';

// Counts the quotes drawn on this (the api's) thread; a worker thread loads its own, uncounted copy.
const drawnHere = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/pdf/quote.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/pdf/quote.js')>();
  return { ...actual, renderQuotePdf: (...args: Parameters<typeof actual.renderQuotePdf>) => { drawnHere.count++; return actual.renderQuotePdf(...args); } };
});

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let lead: number;
beforeAll(async () => { app = await createTestApi({ workThreads: loadConfig({}).workThreads }); world = await makeWorld(app); lead = await insertLead(app, world.orgA); });
afterAll(async () => app?.cleanup());

const values = { system_size: 100, estimated_year_production: 150_000, epc_price: 250_000, epc_price_unit: '$', pricing_basis: 'Given Profit Per Watt', pricing_value: 0.3, utility_rate: 0.25 };

describe('PDFs and bulk files are worked off the event loop (issue 13)', () => {
  it('generates a quote PDF in a worker thread by default', async () => {
    expect(app.ctx.config.workThreads).toBe(1);
    const created = await client(app, world.userA.token).post('/api/quote/', { lead, quote_type: 'standard', ...values });
    await client(app, world.userA.token).post('/api/generate_quote/', { quote_pk: created.body.id });
    await app.ctx.jobs.drain();
    const quote = await client(app, world.userA.token).get(`/api/quote/${created.body.id}/`);
    expect(quote.body.status).toBe(1);
    expect(drawnHere.count).toBe(0);
    const threaded = await pdfText((await downloadMedia(app, world.userA.token, quote.body.pdf_file)).body);
    expect(threaded.text).toContain('$280,000');

  });

  it('a renderer that fails in the worker rejects with its error, and the pool goes on', async () => {
    const renderer = createOffload(1);
    try {
      await expect(renderer.quote(null as never)).rejects.toThrow();
      const pdf = await renderer.agreement({
        agreement_id: 1, agreement_type: 1, title: 'Power Purchase Agreement', organization_name: 'Org', customer_name: 'Ana', lead_name: 'Lead',
        site_address: null, proposal_id: null, system_size: 100, estimated_year_production: 150000, ppa_rate: 0.1, ppa_escalator: 2, term_years: 25,
        year_25_cumulative_savings: 1000, sent_date: '2026-11-25',
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // A bulk file is read and estimated there too; a file it cannot use comes back as the reason.
      expect(await renderer.bulkEnrich('bulk', 'name\nno address here')).toEqual({ refused: MESSAGES.bulkNoAddressColumn });
      const done = await renderer.bulkEnrich('bulk', 'address\n"2150 S Cherry Ave, Fresno, CA 93721"');
      expect(done).toMatchObject({ count: 1 });
      expect((done as { csv: string }).csv).toContain('Fresno');
    } finally {
      await renderer.close();
    }
  });
});
