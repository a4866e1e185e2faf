import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { exportCsvLeadsQuery, exportCsvLeadsQuery$data } from '../../../__generated__/exportCsvLeadsQuery.graphql';
import { leadLabels } from '../../../messages';
import { cancelLeadTexts } from '../../../components/cancelLead/texts';
import { filtersOf, type ListState } from '../listParams';
import { listTexts } from '../texts';
import { forecastListTexts } from '../forecastTexts';
import { OPTIONAL_COLUMNS, type HiddenColumns } from './columns';
import { SPREADSHEET_FORMULA } from '../../../../../shared/csv/formula';

/** The most leads one export carries (50 requests of 200); past it the user narrows the filters. */
export const EXPORT_MAX = 10_000;
const EXPORT_PAGE = 200;

const query = graphql`
  query exportCsvLeadsQuery(
    $first: Int!
    $after: String
    $search: String
    $order: LeadOrder
    $proposalTypes: [ProposalType!]
    $stages: [LeadStage!]
    $updatedFrom: Date
    $updatedTo: Date
    $state: LeadState
    $closeMonth: String
  ) {
    leads(first: $first, after: $after, search: $search, order: $order, proposalTypes: $proposalTypes, stages: $stages, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          databaseId
          name
          updated
          created
          stageLabel
          address
          proposalType
          systemSize
          latitude
          longitude
          organizationName
          associatedUserName
          customerName
          customerEmail
          customerPhone
          expectedCloseDate
          dealValue
          cancellation { reason }
        }
      }
    }
  }
`;

type ExportLead = NonNullable<exportCsvLeadsQuery$data['leads']>['edges'][number]['node'];

/**
 * The CSV's rows (issue 15): the columns the table shows, in its order, with plain values (ISO
 * dates, numbers without grouping) a spreadsheet reads back; the id links a row to the portal.
 */
export function csvTable(leads: readonly ExportLead[], hidden: HiddenColumns, showOrganization: boolean) {
  const c = listTexts.columns;
  // Issue 26: the customer's contact details and the deal value are always exported; the deal value at the end, in plain dollars.
  const columns = OPTIONAL_COLUMNS.filter((key) => !hidden.has(key) && key !== 'dealValue' && (key !== 'organization' || showOrganization));
  const x = forecastListTexts.csv;
  const header = ['ID', c.name, x.customerName, x.customerEmail, x.customerPhone,
    ...columns.flatMap((key) => (key === 'location' ? ['Latitude', 'Longitude'] : [key === 'expectedClose' ? x.expectedClose : c[key]])), x.dealValue, cancelLeadTexts.cancelledChip];
  const cell: Record<Exclude<(typeof columns)[number], 'dealValue'>, (l: ExportLead) => unknown[]> = {
    updated: (l) => [l.updated],
    leadStatus: (l) => [l.stageLabel],
    address: (l) => [l.address ?? ''],
    proposalType: (l) => [l.proposalType ? leadLabels.proposalTypes[l.proposalType as keyof typeof leadLabels.proposalTypes] : ''],
    systemSize: (l) => [l.systemSize ?? ''],
    created: (l) => [l.created],
    location: (l) => [l.latitude ?? '', l.longitude ?? ''],
    organization: (l) => [l.organizationName ?? ''],
    assignedUser: (l) => [l.associatedUserName ?? ''],
    expectedClose: (l) => [l.expectedCloseDate ?? ''],
  };
  const rows = leads.map((l) => [l.databaseId, l.name, l.customerName ?? '', l.customerEmail ?? '', l.customerPhone ?? '',
    ...columns.flatMap((key) => cell[key as Exclude<typeof key, 'dealValue'>](l)), l.dealValue ?? '', l.cancellation ? l.cancellation.reason : '']);
  return [header, ...rows];
}

/**
 * CSV text; a cell a spreadsheet could read as a formula is kept as text (shared/csv/formula.ts).
 * Papaparse loads with the first export, not with the list (issue 28: the list's first screen).
 */
export async function toCsv(table: unknown[][]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(table, { escapeFormulae: SPREADSHEET_FORMULA });
}

/**
 * Every lead of the filtered list (in its order), page by page through the gateway, reporting
 * progress; at most EXPORT_MAX. Answers the leads and the list's full count.
 */
export async function fetchForExport(environment: Environment, state: ListState, onProgress: (done: number, total: number) => void) {
  const leads: ExportLead[] = [];
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const page: exportCsvLeadsQuery$data | undefined = await fetchQuery<exportCsvLeadsQuery>(
      environment, query, { ...filtersOf(state), order: state.sort, first: EXPORT_PAGE, after }, { fetchPolicy: 'network-only' },
    ).toPromise();
    const connection: exportCsvLeadsQuery$data['leads'] | undefined = page?.leads;
    if (!connection) throw new Error('The leads could not be read.');
    total = connection.totalCount;
    leads.push(...connection.edges.map((edge): ExportLead => edge.node));
    onProgress(Math.min(leads.length, total), Math.min(total, EXPORT_MAX));
    if (!connection.pageInfo.hasNextPage || leads.length >= EXPORT_MAX) break;
    after = connection.pageInfo.endCursor ?? null;
  }
  return { leads: leads.slice(0, EXPORT_MAX), total };
}

/** Saves text as a file through a temporary link (the browser's download, no server round trip). */
export function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
