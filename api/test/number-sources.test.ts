import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utilitiesForZip } from '../../shared/economics/utilities.js';
import { PRODUCTION_MODEL } from '../../shared/economics/production.js';
import { numberSourceLines, rateSourceText, SOURCES_TEXTS, type NumberSources } from '../../shared/pricing/sources.js';
import { downloadMedia, pdfText } from './documents-fixtures.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/** Issue 25, "say where each number comes from": the customer's web proposal page and the proposal PDF. */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
});
afterAll(async () => app?.cleanup());

const api = () => client(app, world.userA.token);
const flat = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
  .replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');
/** The page's sources section, as text. */
const sourcesOf = (html: string) => flat(html.slice(html.indexOf('id="sources-title"'), html.indexOf('</section>', html.indexOf('id="sources-title"'))));

async function akronProposal() {
  const res = await api().post('/api/lead/', { name: 'Akron warehouse', property: { site_address: '1 Cascade Plz, Akron, OH 44308', building_size: 40000 } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await app.ctx.jobs.drain();
  const made = await api().post('/api/proposal/', { lead: res.body.id, proposal_type: 0, need_customization: false });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await app.ctx.jobs.drain();
  const proposal = (await api().get(`/api/proposal/${made.body.id}/`)).body;
  const link = await api().post(`/api/proposal/${proposal.id}/link/`, {});
  expect(link.status).toBe(201);
  const open = async () => (await app.inject({ method: 'GET', url: link.body.link.url.replace(/^https?:\/\/[^/]+/, '') })).body as string;
  return { lead: res.body.id as number, proposal, open };
}

describe('where the numbers come from', () => {
  it("an Ohio proposal's web page and PDF name the utility and its rate with source and year, the production model and its resource, the escalators, degradation and incentives", async () => {
    const { proposal, open } = await akronProposal();
    const ohioEdison = utilitiesForZip('44308')[0];
    expect(ohioEdison.name).toBe('Ohio Edison Co');
    const rate = `$${ohioEdison.commercial_rate!.toFixed(4)}/kWh`;
    const sources = proposal.proposal_data.sources as NumberSources;
    expect(sources).toMatchObject({ state: 'OH', state_name: 'Ohio', utility: 'Ohio Edison Co', rate: { value: ohioEdison.commercial_rate, rate_source: 'utility_table' } });
    expect(sources.production).toMatchObject({ model: 'pvwatts_method', orientation_source: 'default', tilt: 10, azimuth: 180 });
    expect(sources.production!.stations.length).toBeGreaterThan(0);

    const page = sourcesOf(await open());
    expect(page).toContain(`${SOURCES_TEXTS.heading}`);
    expect(page).toContain('Utility Ohio (OH), Ohio Edison Co');
    expect(page).toContain(`Utility rate ${rate} in year 1. The utility's average commercial rate: `);
    expect(page).toMatch(new RegExp(`EIA Form 861[^.]*, ${ohioEdison.commercial_rate_year}`));
    expect(page).toContain('Utility rate escalator 3 % per year (assumed)');
    expect(page).toContain(PRODUCTION_MODEL);
    expect(page).toContain(sources.production!.stations[0]);
    expect(page).toContain('a flat commercial roof');
    expect(page).toContain('Degradation 0.5 % per year');
    expect(page).toContain('PPA escalator 2 % per year');
    expect(page).toContain('Incentives None deducted');
    expect(page).not.toContain(SOURCES_TEXTS.notRecorded);
    expect(page).not.toContain(SOURCES_TEXTS.enteredForDocument);

    const { text } = await pdfText((await downloadMedia(app, world.userA.token, proposal.pdf_file)).body);
    const pdf = text.replace(/\s+/g, ' ');
    expect(pdf).toContain('Site: Ohio (OH), Ohio Edison Co');
    expect(pdf).toMatch(/Utility rate source: EIA Form 861.*2019/);
    expect(pdf).toContain(SOURCES_TEXTS.heading);
    expect(pdf).toContain(`Production: ${Math.round(proposal.proposal_data.assumptions.estimated_year_production / proposal.proposal_data.assumptions.system_size).toLocaleString('en-US')} kWh per kW DC`);
    expect(pdf).toContain('PVWatts');
    expect(pdf).toContain('Degradation: 0.5 % per year');
    expect(pdf).toContain('Incentives: None deducted');
  });

  it('the page prints the sources recorded when the proposal was generated, not the lead of today', async () => {
    const { lead, proposal, open } = await akronProposal();
    const before = sourcesOf(await open());
    // The lead moves to Fresno: its economics today are PG&E's, the proposal's page stays as generated.
    await app.ctx.db.query(`UPDATE leads SET property = property || '{"site_address": "2450 S Cherry Ave, Fresno, CA 93725", "latitude": 36.7, "longitude": -119.77}'::jsonb WHERE id = $1`, [lead]);
    expect((await api().get(`/api/lead/${lead}/economics/`)).body.site).toMatchObject({ state: 'CA' });
    expect(sourcesOf(await open())).toBe(before);
    // A proposal generated before sources were recorded says so; its figures stay.
    await app.ctx.db.query("UPDATE proposals SET proposal_data = proposal_data - 'sources' WHERE id = $1", [proposal.id]);
    const old = sourcesOf(await open());
    expect(old).toContain(SOURCES_TEXTS.notRecorded);
    expect(old).toContain(`$${proposal.proposal_data.assumptions.utility_rate.toFixed(4)}/kWh in year 1`);
    expect(old).not.toContain('Ohio Edison');
  });
});

describe('the sources wording', () => {
  const a = { utility_rate: 0.12, utility_escalator: 3, ppa_escalator: 2, degradation: 0.5, discount_rate: 7, term_years: 25, system_size: 100, estimated_year_production: 120_000 };
  const s: NumberSources = {
    state: 'OH', state_name: 'Ohio', utility: 'X Power',
    rate: { value: 0.12, rate_source: 'bill', source: 'Imported utility bills (X Power): energy charges ÷ kWh over 12 bills', year: 2024 },
    production: { kwh_per_kw: 1200, model: 'pvwatts_method', source: 'Model M', stations: ['A (OH, 10 km)'], tilt: 10, azimuth: 180, losses: 14.08, array_type: 'fixed_roof_mount', orientation_source: 'default' },
  };
  const text = (lines: ReturnType<typeof numberSourceLines>, key: string) => lines.find((l) => l.key === key)?.text;

  it("a rate the document uses as recorded names its source and year; another is 'Entered for this document'", () => {
    expect(rateSourceText({ value: 0.12, source: 'T', year: 2019 }, 0.12)).toBe('T, 2019');
    expect(rateSourceText({ value: 0.12, source: 'T', year: null }, 0.12)).toBe('T');
    expect(rateSourceText({ value: 0.12, source: 'T', year: 2019 }, 0.13)).toBe(SOURCES_TEXTS.enteredForDocument);
    expect(rateSourceText(null, 0.13)).toBe(SOURCES_TEXTS.enteredForDocument);
    expect(text(numberSourceLines(a, s), 'utilityRate')).toBe('$0.1200/kWh in year 1. From your utility bills: Imported utility bills (X Power): energy charges ÷ kWh over 12 bills, 2024');
    expect(text(numberSourceLines({ ...a, utility_rate: 0.15 }, s), 'utilityRate')).toBe(`$0.1500/kWh in year 1. ${SOURCES_TEXTS.enteredForDocument}`);
  });

  it("production is the model's when the document's kWh per kW is (within 0.5 %), else entered, with what the model gives", () => {
    expect(text(numberSourceLines(a, s), 'production')).toBe('1,200 kWh per kW DC in year 1 (120,000 kWh). Model M; stations A (OH, 10 km); array tilt 10°, azimuth 180°, losses 14.08 %, fixed roof mount (a flat commercial roof)');
    expect(text(numberSourceLines({ ...a, estimated_year_production: 140_000 }, s), 'production')).toMatch(/^1,400 kWh per kW DC in year 1 \(140,000 kWh\)\. Entered for this lead or document .*; the model gives 1,200 kWh per kW DC here: Model M/);
    expect(numberSourceLines(a, null).map((l) => l.key)).toEqual(['utilityRate', 'utilityEscalator', 'production', 'degradation', 'ppaEscalator', 'incentives']);
  });
});
