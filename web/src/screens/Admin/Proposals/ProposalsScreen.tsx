import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AdminProposalsScreenQuery } from '../../../__generated__/AdminProposalsScreenQuery.graphql';
import { DataTableSkeleton } from '../../../components/table/DataTable';
import { usePagedQuery } from '../../../components/table/usePagedQuery';
import { usePageParams } from '../../../components/table/usePageParams';
import { AdminScreen } from '../shared/AdminScreen';
import { adminTexts } from '../texts';
import { ProposalsTable, proposalColumns } from './ProposalsTable';

const text = adminTexts.proposals;

const query = graphql`
  query AdminProposalsScreenQuery($page: Int!, $pageSize: Int!) {
    proposals(page: $page, pageSize: $pageSize) @required(action: THROW) {
      ...ProposalsTable_adminProposals
    }
  }
`;

/** /manage/proposals (§2, super admins): every proposal, 10 a page. */
export function ProposalsScreen() {
  const paging = usePageParams();
  const variables = useMemo(() => ({ page: paging.page, pageSize: paging.pageSize }), [paging.page, paging.pageSize]);
  const { queryRef, busy, reload } = usePagedQuery<AdminProposalsScreenQuery>(query, variables);
  const skeleton = <DataTableSkeleton label={text.table} columns={proposalColumns} />;
  return (
    <AdminScreen title={text.title} intro={text.intro} busy={busy} fallback={skeleton} retry={{ queryRef, reload }}>
      {queryRef ? <Content queryRef={queryRef} busy={busy} paging={paging} /> : skeleton}
    </AdminScreen>
  );
}

function Content({ queryRef, busy, paging }: {
  queryRef: PreloadedQuery<AdminProposalsScreenQuery>;
  busy: boolean;
  paging: ReturnType<typeof usePageParams>;
}) {
  const data = usePreloadedQuery<AdminProposalsScreenQuery>(query, queryRef);
  return <ProposalsTable proposals={data.proposals} busy={busy} onPageChange={paging.setPage} onPageSizeChange={paging.setPageSize} />;
}
