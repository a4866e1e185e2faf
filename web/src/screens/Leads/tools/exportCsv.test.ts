import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvTable, toCsv } from './exportCsv';
import { NO_HIDDEN, parseHidden } from './columns';

const lead = (over: Record<string, unknown> = {}) => ({
  databaseId: 7, name: 'Oak Plaza', updated: '2026-11-20T10:00:00.000Z', created: '2026-01-02T10:00:00.000Z', stageLabel: 'Utility data',
  address: '1 Oak St, Fresno, CA', proposalType: 'DETAILED', systemSize: 120.5, latitude: 36.7, longitude: -119.7,
  organizationName: 'Sun Co', associatedUserName: 'Ann Lee', cancellation: null,
  customerName: 'Ada Lovelace', customerEmail: 'ada@oak.test', customerPhone: '+19375550142', expectedCloseDate: '2031-05-20', dealValue: 1762179.5, ...over,
}) as never;

describe('CSV export of the lead list (issue 15)', () => {
  it('has the shown columns in the table order, plain values, and the cancel reason', () => {
    const table = csvTable([lead(), lead({ databaseId: 8, name: 'Lost', cancellation: { reason: 'No response' }, address: null })], NO_HIDDEN, true);
    // Issue 26: the customer's contact details after the name and the deal value before the cancel reason, always.
    expect(table[0]).toEqual(['ID', 'Name', 'Customer name', 'Customer e-mail', 'Customer phone', 'Updated', 'Lead status', 'Address', 'Proposal type', 'System size (kW)', 'Created', 'Latitude', 'Longitude', 'Organization', 'Assigned user', 'Expected close date', 'Deal value (USD)', 'Cancelled']);
    expect(table[1]).toEqual([7, 'Oak Plaza', 'Ada Lovelace', 'ada@oak.test', '+19375550142', '2026-11-20T10:00:00.000Z', 'Utility data', '1 Oak St, Fresno, CA', 'Detailed', 120.5, '2026-01-02T10:00:00.000Z', 36.7, -119.7, 'Sun Co', 'Ann Lee', '2031-05-20', 1762179.5, '']);
    expect(table[2]).toMatchObject({ 0: 8, 7: '', 17: 'No response' });
  });

  it('leaves out hidden columns, and the organization for anyone but a super admin', () => {
    const table = csvTable([lead()], parseHidden(['location', 'created', 'bogus', 'expectedClose', 'dealValue']), false);
    expect(table[0]).toEqual(['ID', 'Name', 'Customer name', 'Customer e-mail', 'Customer phone', 'Updated', 'Lead status', 'Address', 'Proposal type', 'System size (kW)', 'Assigned user', 'Deal value (USD)', 'Cancelled']);
  });

  it('quotes commas and quotes, and never lets a spreadsheet run a cell as a formula', async () => {
    const csv = await toCsv(csvTable([lead({ name: '=HYPERLINK("http://evil.test")', address: 'Suite 5, "B" wing', customerName: '@SUM(1)', customerEmail: '=cmd|x', customerPhone: '+19375550142', dealValue: null })],
      parseHidden(['updated', 'leadStatus', 'proposalType', 'systemSize', 'created', 'location', 'organization', 'assignedUser', 'expectedClose']), false));
    const line = csv.split('\r\n')[1];
    // The contact details follow the formula rule too (shared/csv/formula.ts): a phone's "+1…" is kept as text.
    expect(line).toBe('7,"\'=HYPERLINK(""http://evil.test"")","\'@SUM(1)","\'=cmd|x","\'+19375550142","Suite 5, ""B"" wing",,');
  });

  it('keeps as text a formula behind spaces, tabs, line breaks or full-width signs; numbers stay numbers (issue 24)', async () => {
    const names = [' =1+1', '\t=cmd', '\n+SUM(A1)', '\u00a0-2+3', '\ufeff@x', '  @SUM(1)', '\uff1d1+1', '\tplain', '\rplain'];
    const shown = parseHidden(['updated', 'leadStatus', 'address', 'proposalType', 'systemSize', 'created', 'location', 'organization', 'assignedUser']);
    const rows = Papa.parse<string[]>(await toCsv(csvTable(names.map((name, i) => lead({ databaseId: -i, name })), shown, false))).data.slice(1);
    expect(rows.map((row) => row[1])).toEqual(names.map((name) => `'${name}`));
    expect(rows.map((row) => row[0])).toEqual(names.map((_, i) => String(-i)));
    const plain = Papa.parse<string[]>(await toCsv(csvTable([lead({ name: 'Oak = Plaza - North' })], shown, false))).data[1];
    expect(plain[1]).toBe('Oak = Plaza - North');
  });
});

