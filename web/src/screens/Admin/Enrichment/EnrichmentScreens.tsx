import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { AdminBulkEnrichmentScreenQuery } from '../../../__generated__/AdminBulkEnrichmentScreenQuery.graphql';
import type { AdminProspectUploadScreenQuery } from '../../../__generated__/AdminProspectUploadScreenQuery.graphql';
import type { EnrichmentScreens_bulkFiles$key } from '../../../__generated__/EnrichmentScreens_bulkFiles.graphql';
import type { EnrichmentScreens_prospectFiles$key } from '../../../__generated__/EnrichmentScreens_prospectFiles.graphql';
import { DataTableSkeleton } from '../../../components/table/DataTable';
import { usePagedQuery } from '../../../components/table/usePagedQuery';
import { usePageParams } from '../../../components/table/usePageParams';
import { AdminScreen } from '../shared/AdminScreen';
import { usePollWhile } from '../shared/usePollWhile';
import { adminTexts } from '../texts';
import { anyInProgress, type EnrichmentKind, type EnrichmentRow } from './enrichment';
import { EnrichmentStatusHint, EnrichmentTable, enrichmentColumns } from './EnrichmentTable';
import { EnrichmentUploader } from './EnrichmentUploader';

const text = adminTexts.enrichment;

const bulkQuery = graphql`
  query AdminBulkEnrichmentScreenQuery($page: Int!, $pageSize: Int!) {
    bulkEnrichments(page: $page, pageSize: $pageSize) @required(action: THROW) {
      ...EnrichmentScreens_bulkFiles
    }
  }
`;

const prospectQuery = graphql`
  query AdminProspectUploadScreenQuery($page: Int!, $pageSize: Int!) {
    prospectBulkEnrichments(page: $page, pageSize: $pageSize) @required(action: THROW) {
      ...EnrichmentScreens_prospectFiles
    }
  }
`;

const bulkFragment = graphql`
  fragment EnrichmentScreens_bulkFiles on BulkEnrichmentConnection {
    totalCount
    pageInfo { page pageSize }
    edges { node { id databaseId name file { name } status error requestedBy { firstName lastName } submissionDate } }
  }
`;

const prospectFragment = graphql`
  fragment EnrichmentScreens_prospectFiles on ProspectBulkEnrichmentConnection {
    totalCount
    pageInfo { page pageSize }
    edges { node { id databaseId name file { name } status error requestedBy { firstName lastName } submissionDate propertiesCount } }
  }
`;

/** /manage/bulk-enrichment (§2, super admins). */
export function BulkEnrichmentScreen() {
  return <EnrichmentScreen kind="bulk" />;
}

/** /manage/prospect-now-bulk-enrichment/upload (§2, super admins). */
export function ProspectUploadScreen() {
  return <EnrichmentScreen kind="prospect" />;
}

type AnyQuery = AdminBulkEnrichmentScreenQuery | AdminProspectUploadScreenQuery;
type Paging = ReturnType<typeof usePageParams>;

/** Upload above, the files below; the list reloads after an upload or deletion with its page and size. */
function EnrichmentScreen({ kind }: { kind: EnrichmentKind }) {
  const paging = usePageParams();
  const variables = useMemo(() => ({ page: paging.page, pageSize: paging.pageSize }), [paging.page, paging.pageSize]);
  const { queryRef, busy, reload } = usePagedQuery<AnyQuery>(kind === 'bulk' ? bulkQuery : prospectQuery, variables);
  const skeleton = <DataTableSkeleton label={text.table} columns={enrichmentColumns(kind, '')} />;
  return (
    <AdminScreen
      title={kind === 'bulk' ? text.bulkTitle : text.prospectTitle}
      intro={kind === 'bulk' ? text.bulkIntro : text.prospectIntro}
      above={<EnrichmentUploader kind={kind} onUploaded={reload} />}
      busy={busy}
      fallback={skeleton}
      retry={{ queryRef, reload }}
    >
      {!queryRef ? skeleton : kind === 'bulk' ? (
        <BulkContent queryRef={queryRef as PreloadedQuery<AdminBulkEnrichmentScreenQuery>} busy={busy} paging={paging} onChanged={reload} />
      ) : (
        <ProspectContent queryRef={queryRef as PreloadedQuery<AdminProspectUploadScreenQuery>} busy={busy} paging={paging} onChanged={reload} />
      )}
    </AdminScreen>
  );
}

interface ContentProps<T extends AnyQuery> { queryRef: PreloadedQuery<T>; busy: boolean; paging: Paging; onChanged: () => void }

function BulkContent({ queryRef, ...rest }: ContentProps<AdminBulkEnrichmentScreenQuery>) {
  const data = useFragment<EnrichmentScreens_bulkFiles$key>(bulkFragment, usePreloadedQuery<AdminBulkEnrichmentScreenQuery>(bulkQuery, queryRef).bulkEnrichments);
  return <Files kind="bulk" query={bulkQuery} variables={queryRef.variables} connection={data} {...rest} />;
}

function ProspectContent({ queryRef, ...rest }: ContentProps<AdminProspectUploadScreenQuery>) {
  const data = useFragment<EnrichmentScreens_prospectFiles$key>(prospectFragment, usePreloadedQuery<AdminProspectUploadScreenQuery>(prospectQuery, queryRef).prospectBulkEnrichments);
  return <Files kind="prospect" query={prospectQuery} variables={queryRef.variables} connection={data} {...rest} />;
}

interface Connection {
  readonly totalCount: number;
  readonly pageInfo: { readonly page: number; readonly pageSize: number };
  readonly edges: ReadonlyArray<{ readonly node: EnrichmentRow }>;
}

/**
 * The table, polled while any file on the page is pending or processing: the poll reads the same
 * query into the store, so statuses (and counts) change on screen without a reload, and it stops
 * once nothing is in progress.
 */
function Files({ kind, query, variables, connection, busy, paging, onChanged }: {
  kind: EnrichmentKind;
  query: typeof bulkQuery;
  variables: { page: number; pageSize: number };
  connection: Connection;
} & Omit<ContentProps<AnyQuery>, 'queryRef'>) {
  const environment = useRelayEnvironment();
  const rows = connection.edges.map((edge) => edge.node);
  const inProgress = anyInProgress(rows);
  usePollWhile(inProgress, () => fetchQuery(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise());
  return (
    <Stack gap="3">
      {inProgress && <EnrichmentStatusHint />}
      <EnrichmentTable
        kind={kind}
        rows={rows}
        busy={busy}
        onChanged={onChanged}
        paging={{
          page: connection.pageInfo.page,
          pageSize: connection.pageInfo.pageSize,
          totalCount: connection.totalCount,
          onPageChange: paging.setPage,
          onPageSizeChange: paging.setPageSize,
        }}
      />
    </Stack>
  );
}
