import { Alert, Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { fetchQuery } from 'relay-runtime';
import type { AdminProspectDetailsScreenQuery, AdminProspectDetailsScreenQuery$data } from '../../../__generated__/AdminProspectDetailsScreenQuery.graphql';
import { DataTable, DataTableSkeleton, type Column } from '../../../components/table/DataTable';
import { formatNumber, formatUsd, orNotAvailable } from '../../../components/table/format';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { usePagedQuery } from '../../../components/table/usePagedQuery';
import { usePageParams } from '../../../components/table/usePageParams';
import { paths } from '../../../routing/paths';
import { AdminScreen } from '../shared/AdminScreen';
import { usePollWhile } from '../shared/usePollWhile';
import { adminTexts } from '../texts';
import { isInProgress, newLeadLink, ownerTypeLabel } from './enrichment';

const text = adminTexts.details;
/** §2/§9: the upload-details table offers 10, 20 and 50 rows a page (default 10). */
export const DETAILS_PAGE_SIZES = [10, 20, 50] as const;

const query = graphql`
  query AdminProspectDetailsScreenQuery($databaseId: Int!, $page: Int!, $pageSize: Int!) {
    prospectBulkEnrichment(databaseId: $databaseId) {
      id
      name
      status
      error
      propertiesCount
      properties(page: $page, pageSize: $pageSize) {
        totalCount
        pageInfo { page pageSize }
        edges { node { address placed ownerType propertyUse buildingSize totalAssessedValue businessName } }
      }
    }
  }
`;

type File = NonNullable<AdminProspectDetailsScreenQuery$data['prospectBulkEnrichment']>;
type Property = File['properties']['edges'][number]['node'];

/** §2 upload-details columns (missing values N/A) and the 'New Lead' action. */
export const propertyColumns: ReadonlyArray<Column<Property>> = [
  {
    key: 'address', header: text.columns.address,
    // An address no geocoder could place has no figures and no lead to make (issue 12): say so.
    cell: (p) => (p.placed ? p.address : <Stack gap="0.5"><Text>{p.address}</Text><Text textStyle="xs" color="fg.error">{text.addressNotFound}</Text></Stack>),
  },
  { key: 'ownerType', header: text.columns.ownerType, cell: (p) => orNotAvailable(ownerTypeLabel(p.ownerType)) },
  { key: 'propertyUse', header: text.columns.propertyUse, cell: (p) => orNotAvailable(p.propertyUse) },
  { key: 'buildingSize', header: text.columns.buildingSize, align: 'end', nowrap: true, cell: (p) => formatNumber(p.buildingSize) },
  { key: 'totalAssessedValue', header: text.columns.totalAssessedValue, align: 'end', nowrap: true, cell: (p) => formatUsd(p.totalAssessedValue) },
  {
    key: 'actions', header: text.columns.actions, hideHeader: true, align: 'end', pinned: true,
    cell: (p) => (!p.placed ? null : (
      <Button asChild size="xs" variant="outline" colorPalette="brand">
        <RouterLink to={newLeadLink(p)} aria-label={text.newLeadFor(p.address)}><Plus aria-hidden />{text.newLead}</RouterLink>
      </Button>
    )),
  },
];

const backLink = (
  <Link asChild color="brand.fg" fontWeight="medium" textStyle="sm" alignSelf="flex-start">
    <RouterLink to={paths.prospectUpload}><ArrowLeft aria-hidden size="16" />{text.back}</RouterLink>
  </Link>
);

/**
 * /manage/prospect-now-bulk-enrichment/upload-details?id=<file id> (§2): the enriched properties
 * of one upload, "handed over from the upload page" through the id, so a reload keeps them.
 */
export function ProspectDetailsScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) {
    return (
      <AdminScreen title={text.title} above={backLink} fallback={null}>
        <TableEmpty title={text.missingId} description={text.missingIdText} />
      </AdminScreen>
    );
  }
  return <Details databaseId={id} />;
}

function Details({ databaseId }: { databaseId: number }) {
  const paging = usePageParams();
  const variables = useMemo(() => ({ databaseId, page: paging.page, pageSize: paging.pageSize }), [databaseId, paging.page, paging.pageSize]);
  const { queryRef, busy, reload } = usePagedQuery<AdminProspectDetailsScreenQuery>(query, variables);
  const skeleton = <DataTableSkeleton label={text.table} columns={propertyColumns} />;
  return (
    <AdminScreen title={text.title} above={backLink} busy={busy} fallback={skeleton} retry={{ queryRef, reload }}>
      {queryRef ? <Content queryRef={queryRef} busy={busy} paging={paging} /> : skeleton}
    </AdminScreen>
  );
}

function Content({ queryRef, busy, paging }: { queryRef: PreloadedQuery<AdminProspectDetailsScreenQuery>; busy: boolean; paging: ReturnType<typeof usePageParams> }) {
  const file = usePreloadedQuery<AdminProspectDetailsScreenQuery>(query, queryRef).prospectBulkEnrichment;
  const environment = useRelayEnvironment();
  // A file still being enriched: read it again until its properties are there.
  usePollWhile(!!file && isInProgress(file.status), () => fetchQuery(environment, query, queryRef.variables, { fetchPolicy: 'network-only' }).toPromise());
  if (!file) return <TableEmpty title={text.notFound} description={text.missingIdText} />;
  const { properties } = file;
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{text.summary(file.name, file.propertiesCount)}</Text>
        <Badge variant="subtle" colorPalette={file.status === 'COMPLETED' ? 'green' : file.status === 'FAILED' ? 'red' : 'blue'}>
          {adminTexts.enrichment.status[file.status === '%future added value' ? 'PENDING' : file.status]}
        </Badge>
      </HStack>
      {isInProgress(file.status) && <Notice status="info" title={text.stillProcessing} />}
      {file.status === 'FAILED' && <Notice status="error" title={text.failed} description={file.error} />}
      <DataTable
        label={text.table}
        columns={propertyColumns}
        rows={properties.edges.map((edge) => edge.node)}
        rowKey={(p, index) => `${index}-${p.address}`}
        busy={busy}
        empty={isInProgress(file.status) ? null : <TableEmpty title={text.emptyTitle} description={text.emptyText} />}
        paging={{
          page: properties.pageInfo.page,
          pageSize: properties.pageInfo.pageSize,
          totalCount: properties.totalCount,
          onPageChange: paging.setPage,
          onPageSizeChange: paging.setPageSize,
          pageSizeOptions: DETAILS_PAGE_SIZES,
          quickJumper: true,
        }}
      />
    </Stack>
  );
}

function Notice({ status, title, description }: { status: 'info' | 'error'; title: string; description?: string | null }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
