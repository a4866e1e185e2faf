import { Link } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ProposalsTable_adminProposals$data, ProposalsTable_adminProposals$key } from '../../../__generated__/ProposalsTable_adminProposals.graphql';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { formatDate, formatPercent, formatUsd, NOT_AVAILABLE, orNotAvailable } from '../../../components/table/format';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { paths } from '../../../routing/paths';
import { adminTexts } from '../texts';

const text = adminTexts.proposals;
type Proposal = ProposalsTable_adminProposals$data['edges'][number]['node'];

/** A first-year PPA rate in $/kWh (4 decimals at most); N/A when missing or 0. */
export function formatPpaRate(rate: number | null | undefined): string {
  const usd = formatUsd(rate, { cents: true });
  return usd === NOT_AVAILABLE ? usd : text.perKwh(usd);
}

/** §2 proposals table; year 25 cumulative savings in USD, N/A when missing (§9). */
export const proposalColumns: ReadonlyArray<Column<Proposal>> = [
  { key: 'id', header: text.columns.id, nowrap: true, cell: (p) => p.databaseId },
  {
    key: 'lead', header: text.columns.lead,
    cell: (p) => (
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={paths.lead(p.lead.databaseId)}>{orNotAvailable(p.leadName ?? p.lead.name)}</RouterLink>
      </Link>
    ),
  },
  { key: 'installationName', header: text.columns.installationName, cell: (p) => orNotAvailable(p.installationName) },
  { key: 'dateGenerated', header: text.columns.dateGenerated, nowrap: true, cell: (p) => formatDate(p.dateGenerated) },
  { key: 'address', header: text.columns.address, cell: (p) => orNotAvailable(p.address) },
  { key: 'proposalType', header: text.columns.proposalType, nowrap: true, cell: (p) => p.proposalTypeLabel },
  { key: 'ppaRate', header: text.columns.ppaRate, align: 'end', nowrap: true, cell: (p) => formatPpaRate(p.proposalData?.assumptions?.ppaRate) },
  { key: 'ppaEscalator', header: text.columns.ppaEscalator, align: 'end', nowrap: true, cell: (p) => formatPercent(p.proposalData?.assumptions?.ppaEscalator) },
  {
    key: 'savings', header: text.columns.savings, align: 'end', nowrap: true,
    cell: (p) => formatUsd(p.proposalData?.systemSavings?.year25CumulativeSavings),
  },
];

export function ProposalsTable({ proposals, busy, onPageChange, onPageSizeChange }: {
  proposals: ProposalsTable_adminProposals$key;
  busy: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const data = useFragment(
    graphql`
      fragment ProposalsTable_adminProposals on ProposalConnection {
        totalCount
        pageInfo { page pageSize }
        edges {
          node {
            id
            databaseId
            leadName
            lead { databaseId name }
            installationName
            dateGenerated
            address
            proposalTypeLabel
            proposalData {
              assumptions { ppaRate ppaEscalator }
              systemSavings { year25CumulativeSavings }
            }
          }
        }
      }
    `,
    proposals,
  );
  return (
    <DataTable
      label={text.table}
      columns={proposalColumns}
      rows={data.edges.map((e) => e.node)}
      rowKey={(p) => p.id}
      busy={busy}
      empty={<TableEmpty title={text.emptyTitle} description={text.emptyText} />}
      paging={{ page: data.pageInfo.page, pageSize: data.pageInfo.pageSize, totalCount: data.totalCount, onPageChange, onPageSizeChange }}
    />
  );
}
