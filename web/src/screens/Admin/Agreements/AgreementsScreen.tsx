import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AdminAgreementsScreenQuery } from '../../../__generated__/AdminAgreementsScreenQuery.graphql';
import { DataTableSkeleton } from '../../../components/table/DataTable';
import { usePagedQuery } from '../../../components/table/usePagedQuery';
import { usePageParams } from '../../../components/table/usePageParams';
import { AdminScreen } from '../shared/AdminScreen';
import { adminTexts } from '../texts';
import { AgreementsTable, agreementColumns } from './AgreementsTable';

const text = adminTexts.agreements;

const query = graphql`
  query AdminAgreementsScreenQuery($page: Int!, $pageSize: Int!) {
    agreements(page: $page, pageSize: $pageSize) @required(action: THROW) {
      ...AgreementsTable_adminAgreements
    }
  }
`;

/** /manage/agreements (§2, super admins): every agreement, 10 a page. */
export function AgreementsScreen() {
  const paging = usePageParams();
  const variables = useMemo(() => ({ page: paging.page, pageSize: paging.pageSize }), [paging.page, paging.pageSize]);
  const { queryRef, busy, reload } = usePagedQuery<AdminAgreementsScreenQuery>(query, variables);
  const skeleton = <DataTableSkeleton label={text.table} columns={agreementColumns} />;
  return (
    <AdminScreen title={text.title} intro={text.intro} busy={busy} fallback={skeleton} retry={{ queryRef, reload }}>
      {queryRef ? <Content queryRef={queryRef} busy={busy} paging={paging} /> : skeleton}
    </AdminScreen>
  );
}

function Content({ queryRef, busy, paging }: {
  queryRef: PreloadedQuery<AdminAgreementsScreenQuery>;
  busy: boolean;
  paging: ReturnType<typeof usePageParams>;
}) {
  const data = usePreloadedQuery<AdminAgreementsScreenQuery>(query, queryRef);
  return <AgreementsTable agreements={data.agreements} busy={busy} onPageChange={paging.setPage} onPageSizeChange={paging.setPageSize} />;
}
