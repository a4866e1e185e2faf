/**
 * The utility and its rate by ZIP (issue 25): shared/economics/utilities.ts over the committed
 * shared/economics/data/utility-rates.json, and the script that derives it.
 *
 * Expected values below were read by hand from the source rows (NREL non_iou_zipcodes_2020.csv and
 * the iou_zipcodes_2024.csv column extract), not computed by the code under test.
 */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  normalizeZip, utilitiesForZip, utilityRatesTables, zipOf,
  UTILITY_RATES_CITATION, UTILITY_RATES_SOURCE, UTILITY_RATES_YEARS,
} from '../../shared/economics/utilities.js';
import { deriveUtilityRates, fillFromEia861, parseRate, serialize, splitCsvLine } from '../../scripts/data/utility-rates.js';
import { eia861Rates, normalizeUtilityName, unzip } from '../../scripts/data/eia861.js';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';

// [state, zip, eia id, name as in the table, ownership, commercial rate $/kWh] — non_iou_zipcodes_2020.csv.
const NON_IOU_ROWS: [string, string, number, string, string, number][] = [
  ['AL', '35769', 16629, 'Sand Mountain Electric Coop', 'Cooperative', 0.122469397],
  ['AK', '99672', 3522, 'Chugach Electric Assn Inc', 'Cooperative', 0.169302383],
  ['AZ', '85007', 16572, 'Salt River Project', 'Political Subdivision', 0.090166561],
  ['AR', '72072', 6342, 'First Electric Coop Corp', 'Cooperative', 0.099608559],
  ['CA', '90052', 11208, 'Los Angeles Department of Water & Power', 'Municipal', 0.188032807],
  ['CO', '80926', 13058, 'Mountain View Elec Assn, Inc', 'Cooperative', 0.122383611],
  ['CT', '06355', 7716, 'Groton Dept of Utilities - (CT)', 'Municipal', 0.146005229],
  ['FL', '34146', 10857, 'Lee County Electric Coop, Inc', 'Cooperative', 0.089595541],
  ['GA', '30434', 9689, 'Jefferson Electric Member Corp', 'Cooperative', 0.120006109],
  ['ID', '83455', 11273, 'Lower Valley Energy Inc', 'Cooperative', 0.072492067],
  ['IL', '62702', 12395, 'Menard Electric Coop', 'Cooperative', 0.142413642],
  ['IN', '46755', 13647, 'Noble County R E M C', 'Cooperative', 0.119646582],
  ['IA', '52405', 11053, 'Linn County REC', 'Cooperative', 0.122103426],
  ['KS', '67730', 13799, 'Prairie Land Electric Coop Inc', 'Cooperative', 0.123286906],
  ['KY', '41080', 14251, 'Owen Electric Coop Inc', 'Cooperative', 0.083959587],
  ['LA', '70605', 9682, 'Jefferson Davis Elec Coop, Inc', 'Cooperative', 0.121370345],
  ['MA', '01906', 14605, 'City of Peabody - (MA)', 'Municipal', 0.138231347],
  ['MN', '55777', 10697, 'Lake Country Power', 'Cooperative', 0.133099376],
  ['MS', '38685', 18447, 'Tallahatchie Valley E P A', 'Cooperative', 0.127917387],
  ['MO', '65590', 10603, 'Laclede Electric Coop, Inc', 'Cooperative', 0.103755316],
  ['NE', '68066', 13337, 'Nebraska Public Power District', 'Political Subdivision', 0.08295205],
  ['NC', '27876', 16101, 'Roanoke Electric Member Corp', 'Cooperative', 0.14358287],
  ['ND', '58277', 13196, 'Northern Plains Electric Coop', 'Cooperative', 0.103940496],
  ['OH', '44273', 11200, 'Lorain-Medina R E C, Inc', 'Cooperative', 0.12518472],
  ['OK', '73738', 10012, 'Kay Electric Coop', 'Cooperative', 0.113502018],
  ['OR', '97114', 12187, 'City of McMinnville - (OR)', 'Municipal', 0.068759231],
  ['RI', '02814', 14537, 'Pascoag Utility District', 'Municipal', 0.171127563],
  ['SD', '57365', 16286, 'Rosebud Electric Coop Inc', 'Cooperative', 0.087111779],
  ['TN', '38585', 16930, 'Sequachee Valley Electric Coop', 'Cooperative', 0.108585789],
  ['TX', '77354', 12452, 'Mid-South Electric Coop Assn', 'Cooperative', 0.113840878],
  ['VT', '05488', 19791, 'Vermont Electric Cooperative, Inc', 'Cooperative', 0.157773416],
  ['WA', '99012', 10454, 'Kootenai Electric Cooperative', 'Cooperative', 0.077862595],
  ['WI', '53910', 13936, 'Oakdale Electric Coop', 'Cooperative', 0.122935261],
];

describe('utilitiesForZip: rates against the source table', () => {
  it.each(NON_IOU_ROWS)('%s %s → %s (EIA %s)', (state, zip, eia, name, ownership, comm) => {
    const found = utilitiesForZip(zip).find((u) => u.eia_id === eia && u.state === state);
    expect(found, `${name} serves ${zip}`).toBeDefined();
    expect(found!.name).toBe(name);
    expect(found!.ownership).toBe(ownership);
    expect(found!.commercial_rate).toBeCloseTo(comm, 6);
    expect(found!.table).toBe('non_iou');
    expect(found!.year).toBe(2020);
  });

  it('covers ZIPs of at least 20 states above', () => {
    expect(new Set(NON_IOU_ROWS.map((r) => r[0])).size).toBeGreaterThanOrEqual(20);
  });

  it('investor-owned utilities from the 2024 extract: name and residential rate; EIA id, service type, commercial rate from EIA-861 2019', () => {
    // iou_zipcodes_2024.csv extract rows: 44308,OH,Ohio Edison Co,Investor Owned,0.16175292292149326 and
    // …,0.07304504407830682 (its bundled and delivery-only entries; the extract lost the service type).
    const akron = utilitiesForZip('44308');
    expect(akron.map((u) => [u.name, u.service_type])).toEqual([['Ohio Edison Co', 'Bundled'], ['Ohio Edison Co', 'Delivery']]);
    expect(akron[0].residential_rate).toBeCloseTo(0.161753, 6);
    expect(akron[1].residential_rate).toBeCloseTo(0.073045, 6);
    expect(akron[0]).toMatchObject({ ownership: 'Investor Owned', state: 'OH', table: 'iou', year: 2024, eia_id: 13998, commercial_rate_year: 2019 });
    // 80015,CO,Public Service Co of Colorado,Investor Owned,0.15046238050476424
    expect(utilitiesForZip('80015')[0]).toMatchObject({ name: 'Public Service Co of Colorado', state: 'CO', eia_id: 15466 });
    expect(utilitiesForZip('80015')[0].residential_rate).toBeCloseTo(0.150462, 6);
  });

  it('a name the extract split on its comma is whole again, its state from the ZIP, its remaining rate the industrial one', () => {
    // extract row: 28206, LLC","Duke Energy Carolinas,Bundled,0.07800263205037385
    // (its industrial rate, 0.078003 in the 2024 extract, is replaced by EIA-861 2019's with the commercial one)
    const [duke] = utilitiesForZip('28206');
    expect(duke).toMatchObject({ name: 'Duke Energy Carolinas, LLC', state: 'NC', service_type: 'Bundled', ownership: 'Investor Owned', residential_rate: null, eia_id: 5416 });
    expect(duke.industrial_rate).toBeCloseTo(713292 / 12275806, 6);
  });
});

// EIA-861 2019 Sales_Ult_Cust_2019.xlsx, sheet States (revenue thousand $, sales MWh, read from the
// workbook by hand): [state, zip, eia id, name in the IOU table, service type, commercial revenue,
// commercial sales, industrial revenue, industrial sales]. Average rate = revenue / sales ($/kWh).
const IOU_ROWS: [string, string, number, string, 'Bundled' | 'Delivery', number, number, number, number][] = [
  ['OH', '44308', 13998, 'Ohio Edison Co', 'Bundled', 91727.6, 778202, 17006.5, 206019],
  ['OH', '44308', 13998, 'Ohio Edison Co', 'Delivery', 302433.9, 5706431, 121838.5, 7492579],
  ['CA', '94612', 14328, 'Pacific Gas & Electric Co.', 'Bundled', 2547380, 11116444, 2113471, 10916065],
  ['CA', '95113', 14328, 'Pacific Gas & Electric Co.', 'Delivery', 2399280, 19637939, 604189, 8887759],
  ['NC', '28202', 5416, 'Duke Energy Carolinas, LLC', 'Bundled', 1872453.3, 24211041, 713292, 12275806],
  ['CO', '80202', 15466, 'Public Service Co of Colorado', 'Bundled', 1266217.1, 13178829, 409079.8, 6417592],
  ['MN', '55401', 13781, 'Northern States Power Co - Minnesota', 'Bundled', 1348642.5, 12967627, 611528.3, 7621916],
  ['IL', '60601', 4110, 'Commonwealth Edison Co', 'Bundled', 838165.3, 8415392, 54100.8, 822782],
  ['IL', '60601', 4110, 'Commonwealth Edison Co', 'Delivery', 662901, 23169835, 485970.4, 26834839],
  ['NY', '10001', 4226, 'Consolidated Edison Co-NY Inc', 'Bundled', 1855439, 9921902, 9310, 63333],
  ['NY', '10001', 4226, 'Consolidated Edison Co-NY Inc', 'Delivery', 2403235, 28496511, 34806, 445688],
  ['FL', '33131', 6452, 'Florida Power & Light Co', 'Bundled', 4234633, 48539728, 191179, 2994760],
  ['GA', '30303', 7140, 'Georgia Power Co', 'Bundled', 3200990.5, 33172027, 1363312.8, 23162795],
  ['TX', '79901', 5701, 'El Paso Electric Co', 'Bundled', 273949, 3097663, 44103, 954933],
  ['VA', '23219', 19876, 'Virginia Electric & Power Co', 'Bundled', 3548045.5, 44681860, 384823.4, 5962659],
  ['VA', '23219', 19876, 'Virginia Electric & Power Co', 'Delivery', 2645.5, 448116, 2311, 597266],
  ['RI', '02903', 13214, 'The Narragansett Electric Co', 'Bundled', 202892.6, 1186226, 24103.3, 124817],
  ['RI', '02903', 13214, 'The Narragansett Electric Co', 'Delivery', 182941.5, 2440218, 38104.5, 552400],
];

describe('investor-owned utilities: EIA id and commercial rate from EIA-861 2019', () => {
  it.each(IOU_ROWS)('%s %s → EIA %s %s (%s)', (state, zip, eia, name, service, comRev, comMwh, indRev, indMwh) => {
    const found = utilitiesForZip(zip).find((u) => u.eia_id === eia && u.service_type === service);
    expect(found, `${name} ${service} serves ${zip}`).toBeDefined();
    expect(found).toMatchObject({ name, state, ownership: 'Investor Owned', table: 'iou', year: 2024, commercial_rate_year: 2019 });
    expect(found!.commercial_rate).toBeCloseTo(comRev / comMwh, 6);
    expect(found!.industrial_rate).toBeCloseTo(indRev / indMwh, 6);
  });

  it('covers at least 10 states, and the bundled entry comes first', () => {
    expect(new Set(IOU_ROWS.map((r) => r[0])).size).toBeGreaterThanOrEqual(10);
    for (const zip of ['44308', '60601', '10001', '23219', '02903']) expect(utilitiesForZip(zip)[0].service_type).toBe('Bundled');
  });

  it('tells two entries of one utility apart by their residential rates (the higher is the bundled one)', () => {
    // extract: 10001,NY,Consolidated Edison Co-NY Inc,Investor Owned,0.3566… and 0.2461…
    const [bundled, delivery] = utilitiesForZip('10001');
    expect(bundled.residential_rate).toBeCloseTo(0.356616, 6);
    expect(delivery).toMatchObject({ service_type: 'Delivery' });
    expect(delivery.residential_rate).toBeCloseTo(0.246105, 6);
  });

  it('a renamed utility is found under its 2019 name: AES Indiana = Indianapolis Power & Light Co (EIA 9273)', () => {
    const aes = utilitiesForZip('46204').find((u) => u.name === 'AES Indiana');
    expect(aes).toMatchObject({ eia_id: 9273, commercial_rate_year: 2019 });
  });

  it('leaves the non-IOU entries as their table has them (2020 rates, their own year)', () => {
    expect(utilitiesForZip('35769').find((u) => u.eia_id === 16629)).toMatchObject({ commercial_rate_year: 2020, year: 2020 });
  });

  it('Texas: the ERCOT wires companies (Oncor, CenterPoint) are in neither table, so Dallas and Houston have no entry', () => {
    expect(utilitiesForZip('75201')).toEqual([]);
    expect(utilitiesForZip('77002')).toEqual([]);
  });
});

describe('utilitiesForZip: several utilities, order, bad input', () => {
  it('answers every utility of a shared ZIP, in the documented order', () => {
    // non_iou_zipcodes_2020.csv rows for 39730 (Aberdeen, MS): City of Aberdeen (Municipal, 2 ZIPs),
    // City of Amory (Municipal, 3), 4-County Electric Power Assn (Cooperative, 38), City of Okolona
    // (Municipal, 12; industrial 0), Tennessee Valley Authority (Federal, 250 in MS; residential 0),
    // Monroe County Elec Power Assn (Cooperative, 15; industrial 0). All bundled, none investor-owned:
    // the local ones by ZIP count, then the federal one.
    const list = utilitiesForZip('39730');
    expect(list.map((u) => [u.name, u.eia_id])).toEqual([
      ['4-County Electric Power Assn', 6641],
      ['Monroe County Elec Power Assn', 40303],
      ['City of Okolona', 14078],
      ['City of Amory', 571],
      ['City of Aberdeen - (MS)', 55],
      ['Tennessee Valley Authority', 18642],
    ]);
    expect(list[0].commercial_rate).toBeCloseTo(0.131902694, 6);
    expect(list[0].zip_count).toBe(38);
    const okolona = list.find((u) => u.eia_id === 14078)!;
    expect(okolona.industrial_rate).toBeNull(); // 0 in the table: no rate, not a free one
    expect(list.find((u) => u.eia_id === 18642)!.residential_rate).toBeNull();
  });

  it('puts an investor-owned utility before a co-op sharing its ZIP', () => {
    // 80015 (Aurora, CO): Public Service Co of Colorado (IOU) and Intermountain Rural Elec Assn (EIA 9336).
    expect(utilitiesForZip('80015').map((u) => u.name)).toEqual(['Public Service Co of Colorado', 'Intermountain Rural Elec Assn']);
    expect(utilitiesForZip('80015')[1].commercial_rate).toBeCloseTo(0.110624606, 6);
  });

  it('keeps leading zeros: 02903 is Providence, RI', () => {
    // extract rows: 02903,RI,The Narragansett Electric Co,Investor Owned,0.2826255432859049 / 0.1518611217548923
    const list = utilitiesForZip('02903');
    expect(list.map((u) => [u.name, u.state])).toEqual([['The Narragansett Electric Co', 'RI'], ['The Narragansett Electric Co', 'RI']]);
    expect(list[0].residential_rate).toBeCloseTo(0.282626, 6);
  });

  it('answers [] for an unknown ZIP and for malformed input', () => {
    expect(utilitiesForZip('00000')).toEqual([]);
    expect(utilitiesForZip('99999')).toEqual([]);
    for (const bad of ['2903', '123456', '4430', 'abcde', '', '  ', '44308-12', '44 308', 'constructor', '__proto__']) {
      expect(utilitiesForZip(bad), JSON.stringify(bad)).toEqual([]);
    }
    expect(utilitiesForZip(44308 as unknown as string)).toEqual([]);
  });

  it('reads a ZIP+4 and surrounding blanks', () => {
    expect(utilitiesForZip('44308-1234')).toEqual(utilitiesForZip('44308'));
    expect(utilitiesForZip(' 02903 ')).toEqual(utilitiesForZip('02903'));
    expect(normalizeZip('02903-4321')).toBe('02903');
    expect(normalizeZip('2903')).toBeNull();
  });

  it('hands out frozen entries and a fresh list', () => {
    const a = utilitiesForZip('39730');
    a.pop();
    expect(utilitiesForZip('39730')).toHaveLength(6);
    expect(Object.isFrozen(a[0])).toBe(true);
  });

  it('looks up in microseconds once loaded', () => {
    utilitiesForZip('44308');
    const zips = ['44308', '02903', '39730', '80015', '99999', '90052'];
    const n = 20_000;
    const t = performance.now();
    for (let i = 0; i < n; i += 1) utilitiesForZip(zips[i % zips.length]);
    const perLookupUs = ((performance.now() - t) * 1000) / n;
    expect(perLookupUs).toBeLessThan(50);
  });
});

describe('zipOf', () => {
  it('finds the ZIP of an address', () => {
    expect(zipOf('100 N Main St, Akron, OH 44308')).toBe('44308');
    expect(zipOf('1 Exchange St, Providence, RI 02903-1234, USA')).toBe('02903');
    expect(zipOf('Providence RI 02903')).toBe('02903');
    expect(zipOf('44308')).toBe('44308');
  });
  it('does not take a street number for a ZIP', () => {
    expect(zipOf('12345 Main St, Akron, OH')).toBeNull();
    expect(zipOf('Akron, OH')).toBeNull();
    expect(zipOf('12345 Main St, Akron, OH 44308')).toBe('44308');
  });
});

describe('the data file', () => {
  it('names its source and years, as the constants say', () => {
    const tables = utilityRatesTables();
    expect(tables.map((t) => [t.table, t.year])).toEqual([['iou', UTILITY_RATES_YEARS.iou], ['non_iou', UTILITY_RATES_YEARS.non_iou]]);
    expect(tables.find((t) => t.table === 'iou')).toMatchObject({ rows: 49004, kept: 49004, skipped: 0 });
    expect(tables.find((t) => t.table === 'non_iou')).toMatchObject({ rows: 28027, kept: 28027, skipped: 0 });
    expect(UTILITY_RATES_SOURCE).toMatch(/NREL.*EIA Form 861/);
    expect(UTILITY_RATES_CITATION).toContain('2024');
    expect(UTILITY_RATES_CITATION).toContain('EIA Form 861');
  });

  it('fills all but 3 of the 49,004 IOU ZIP rows with a commercial rate', () => {
    const file = JSON.parse(readFileSync(new URL('../../shared/economics/data/utility-rates.json', import.meta.url), 'utf8')) as { eia861?: { year: number; iou_zip_rows: number; iou_zip_rows_with_comm_rate: number } };
    expect(file.eia861).toMatchObject({ year: 2019, iou_zip_rows: 49004, iou_zip_rows_with_comm_rate: 49001 });
  });

  it('is small', () => {
    const bytes = statSync(new URL('../../shared/economics/data/utility-rates.json', import.meta.url)).size;
    expect(bytes).toBeLessThan(1_100_000);
  });

  it('covers every state and DC', () => {
    const states = new Set<string>();
    for (let z = 0; z < 100_000; z += 7) for (const u of utilitiesForZip(String(z).padStart(5, '0'))) if (u.state) states.add(u.state);
    for (const s of ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
      'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
      'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY']) expect(states.has(s), s).toBe(true);
  });
});

describe('the derive script on a small table', () => {
  const IOU = [
    'zip,eiaid,utility_name,state,service_type,ownership,comm_rate,ind_rate,res_rate',
    '44308,13998,Ohio Edison Co,OH,Bundled,Investor Owned,0.1123456789,0.0712,0.1511',
    '44309,13998,Ohio Edison Co,OH,Bundled,Investor Owned,0.1123456789,0.0712,0.1511',
    '44308,13998,Ohio Edison Co,OH,Delivery,Investor Owned,0.041,0.02,0.06',
    '2903,13433,"The Narragansett Electric Co, Inc",RI,Bundled,Investor Owned,0.19,0,no rate',
    'x,1,Nobody,OH,Bundled,Investor Owned,0.1,0.1,0.1',
    '',
  ].join('\n');
  const NON_IOU = [
    'zip,eiaid,utility_name,state,service_type,ownership,comm_rate,ind_rate,res_rate',
    '44308,11200,"Lorain-Medina R E C, Inc",OH,Bundled,Cooperative,0.125,0.0,0.13',
  ].join('\r\n');
  // A column extract (zip,state,utility_name,ownership,res_rate) whose tool split a quoted name.
  const EXTRACT = [
    'zip,state,utility_name,ownership,res_rate',
    '28206,NC,Duke Energy Progress,Investor Owned,0.12',
    '28207, LLC","Duke Energy Carolinas,Bundled,0.078',
  ].join('\n');

  it('stores a utility once, maps each ZIP to its entries, and keeps no zero rate', () => {
    const file = deriveUtilityRates([
      { table: 'iou', text: IOU, year: 2023 },
      { table: 'non_iou', text: NON_IOU, year: 2023 },
    ]);
    expect(file.tables).toEqual([
      { table: 'iou', year: 2023, rows: 5, kept: 4, skipped: 1, repaired: 0 },
      { table: 'non_iou', year: 2023, rows: 1, kept: 1, skipped: 0, repaired: 0 },
    ]);
    expect(file.utilities).toEqual([
      [13998, 'Ohio Edison Co', 'OH', 'Bundled', 'Investor Owned', 0.112346, 0.0712, 0.1511, 0],
      [13998, 'Ohio Edison Co', 'OH', 'Delivery', 'Investor Owned', 0.041, 0.02, 0.06, 0],
      [13433, 'The Narragansett Electric Co, Inc', 'RI', 'Bundled', 'Investor Owned', 0.19, null, null, 0],
      [11200, 'Lorain-Medina R E C, Inc', 'OH', 'Bundled', 'Cooperative', 0.125, null, 0.13, 1],
    ]);
    expect(file.zips).toEqual({ '02903': [2], '44308': [0, 1, 3], '44309': [0] });
    expect(JSON.parse(serialize(file))).toEqual(file);
  });

  it('repairs a name a column extract split, taking the state from the ZIP', () => {
    const file = deriveUtilityRates([{ table: 'iou', text: EXTRACT, year: 2024 }], (zip) => (zip.startsWith('28') ? 'NC' : null));
    expect(file.tables[0]).toMatchObject({ rows: 2, kept: 2, repaired: 1 });
    expect(file.utilities).toEqual([
      [null, 'Duke Energy Progress', 'NC', null, 'Investor Owned', null, null, 0.12, 0],
      [null, 'Duke Energy Carolinas, LLC', 'NC', 'Bundled', 'Investor Owned', null, 0.078, null, 0],
    ]);
  });

  it('reads rates and CSV lines as the tables write them', () => {
    expect(parseRate('0')).toBeNull();
    expect(parseRate('no rate')).toBeNull();
    expect(parseRate('')).toBeNull();
    expect(parseRate('-0.1')).toBeNull();
    expect(parseRate('0.12279033734770055')).toBe(0.12279);
    expect(splitCsvLine('1,"A, B",C').fields).toEqual(['1', 'A, B', 'C']);
    expect(splitCsvLine('1,"A ""x""",C,').fields).toEqual(['1', 'A "x"', 'C', '']);
    expect(splitCsvLine('1, LLC","Duke,B').unbalanced).toBe(true);
  });

  it('fills IOU entries from EIA-861 rows: by name and state, the service type told by the residential rate', () => {
    const sheet = [
      ['Utility Characteristics', '', '', '', '', '', '', '', 'RESIDENTIAL'],
      ['Data Year', 'Utility Number', 'Utility Name', 'Part', 'Service Type', 'State', 'Ownership', 'BA Code',
        'Residential Revenue Thousand Dollars', 'Residential Sales Megawatthours', 'Commercial Revenue Thousand Dollars',
        'Commericial Sales Megawatthours', 'Industrial Revenue Thousand Dollars', 'Industrial Sales Megawatthours'],
      ['2019', '13998', 'Ohio Edison Co', 'A', 'Bundled', 'OH', 'Investor Owned', 'PJM', '1200', '10000', '500', '4000', '80', '1000'],
      ['2019', '13998', 'Ohio Edison Co', 'A', 'Bundled', 'OH', 'Investor Owned', 'MISO', '0', '0', '100', '1000', '.', '.'],
      ['2019', '13998', 'Ohio Edison Co', 'C', 'Delivery', 'OH', 'Investor Owned', 'PJM', '600', '10000', '200', '4000', '0', '0'],
      ['2019', '99999', 'Adjustment 2019', 'B', 'Energy', 'OH', '', 'PJM', '1', '1', '1', '1', '1', '1'],
    ];
    const { year, rates: eia } = eia861Rates(sheet);
    expect(year).toBe(2019);
    expect(eia).toEqual([
      { utility_number: 13998, name: 'Ohio Edison Co', state: 'OH', ownership: 'Investor Owned', service_type: 'Bundled', res: 0.12, comm: 0.12, ind: 0.08 },
      { utility_number: 13998, name: 'Ohio Edison Co', state: 'OH', ownership: 'Investor Owned', service_type: 'Delivery', res: 0.06, comm: 0.05, ind: null },
    ]);
    const file = deriveUtilityRates([{ table: 'iou', text: 'zip,state,utility_name,ownership,res_rate\n44308,OH,Ohio Edison,Investor Owned,0.16\n44308,OH,Ohio Edison,Investor Owned,0.07\n44309,OH,Nobody Co,Investor Owned,0.1', year: 2024 }]);
    const { info, unmatched } = fillFromEia861(file, eia, 2019);
    expect(file.utilities.slice(0, 2)).toEqual([
      [13998, 'Ohio Edison', 'OH', 'Bundled', 'Investor Owned', 0.12, 0.08, 0.16, 0, 2019],
      [13998, 'Ohio Edison', 'OH', 'Delivery', 'Investor Owned', 0.05, null, 0.07, 0, 2019],
    ]);
    expect(info).toMatchObject({ year: 2019, entries_matched: 2, entries_unmatched: 1, iou_zip_rows: 3, iou_zip_rows_with_comm_rate: 2 });
    expect(unmatched).toEqual([{ name: 'Nobody Co', state: 'OH', zips: 1 }]);
    expect(JSON.parse(serialize(file))).toEqual(file);
  });

  it('normalises utility names and reads a deflated zip entry', () => {
    expect(normalizeUtilityName('The Narragansett Electric Co')).toBe(normalizeUtilityName('Narragansett Electric Company, Inc.'));
    expect(normalizeUtilityName('Black Hills Power, Inc. d/b/a Black Hills Energy')).toBe('black hills power');
    expect(normalizeUtilityName('Pacific Gas & Electric Co.')).toBe('pacific gas and electric');
    const data = Buffer.from('<x>hello</x>');
    const comp = deflateRawSync(data);
    const name = Buffer.from('a.xml');
    const local = Buffer.alloc(30); local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46); central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(comp.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(name.length, 28);
    const cdOffset = local.length + name.length + comp.length;
    const eocd = Buffer.alloc(22); eocd.writeUInt32LE(0x06054b50, 0); eocd.writeUInt16LE(1, 10); eocd.writeUInt32LE(cdOffset, 16);
    const zip = Buffer.concat([local, name, comp, central, name, eocd]);
    expect(unzip(zip, () => true).get('a.xml')?.toString()).toBe('<x>hello</x>');
  });

  it('rejects a file that is not a zipcode table', () => {
    expect(() => deriveUtilityRates([{ table: 'iou', text: 'a,b\n1,2', year: null }])).toThrow(/not a zipcode table/);
  });
});
