import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvTable, toCsv } from './exportCsv';
import { NO_HIDDEN, parseHidden } from './columns';

const lead = (over: Record<string, unknown> = {}) => ({
  databaseId: 7, name: 'Oak Plaza', updated: '2026-11-20T10:00:00.000Z', created: '2026-01-02T10:00:00.000Z', stageLabel: 'Utility data',
  address: '1 Oak St, Fresno, CA', proposalType: 'DETAILED', systemSize: 120.5, latitude: 36.7, longitude: -119.7,
  organizationName: 'Sun Co', associatedUserName: 'Ann Lee', cancellation: null, ...over,
}) as never;

describe('CSV export of the lead list (issue 15)', () => {
  it('has the shown columns in the table order, plain values, and the cancel reason', () => {
    const table = csvTable([lead(), lead({ databaseId: 8, name: 'Lost', cancellation: { reason: 'No response' }, address: null })], NO_HIDDEN, true);
    expect(table[0]).toEqual(['ID', 'Name', 'Updated', 'Lead status', 'Address', 'Proposal type', 'System size (kW)', 'Created', 'Latitude', 'Longitude', 'Organization', 'Assigned user', 'Cancelled']);
    expect(table[1]).toEqual([7, 'Oak Plaza', '2026-11-20T10:00:00.000Z', 'Utility data', '1 Oak St, Fresno, CA', 'Detailed', 120.5, '2026-01-02T10:00:00.000Z', 36.7, -119.7, 'Sun Co', 'Ann Lee', '']);
    expect(table[2]).toMatchObject({ 0: 8, 4: '', 12: 'No response' });
  });

  it('leaves out hidden columns, and the organization for anyone but a super admin', () => {
    const table = csvTable([lead()], parseHidden(['location', 'created', 'bogus']), false);
    expect(table[0]).toEqual(['ID', 'Name', 'Updated', 'Lead status', 'Address', 'Proposal type', 'System size (kW)', 'Assigned user', 'Cancelled']);
  });

  it('quotes commas and quotes, and never lets a spreadsheet run a cell as a formula', () => {
    const csv = toCsv(csvTable([lead({ name: '=HYPERLINK("http://evil.test")', address: 'Suite 5, "B" wing' })], parseHidden(['updated', 'leadStatus', 'proposalType', 'systemSize', 'created', 'location', 'organization', 'assignedUser']), false));
    const line = csv.split('\r\n')[1];
    expect(line).toBe('7,"\'=HYPERLINK(""http://evil.test"")","Suite 5, ""B"" wing",');
  });

  it('keeps as text a formula behind spaces, tabs, line breaks or full-width signs; numbers stay numbers (issue 24)', () => {
    const names = [' =1+1', '\t=cmd', '\n+SUM(A1)', '\u00a0-2+3', '\ufeff@x', '  @SUM(1)', '\uff1d1+1', '\tplain', '\rplain'];
    const shown = parseHidden(['updated', 'leadStatus', 'address', 'proposalType', 'systemSize', 'created', 'location', 'organization', 'assignedUser']);
    const rows = Papa.parse<string[]>(toCsv(csvTable(names.map((name, i) => lead({ databaseId: -i, name })), shown, false))).data.slice(1);
    expect(rows.map((row) => row[1])).toEqual(names.map((name) => `'${name}`));
    expect(rows.map((row) => row[0])).toEqual(names.map((_, i) => String(-i)));
    const plain = Papa.parse<string[]>(toCsv(csvTable([lead({ name: 'Oak = Plaza - North' })], shown, false))).data[1];
    expect(plain[1]).toBe('Oak = Plaza - North');
  });
});

