import { Box, Button, HStack, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { ManagedOrganizationOrder, OrganizationsScreenQuery, OrganizationStatus } from '../../../__generated__/OrganizationsScreenQuery.graphql';
import { DataTableSkeleton } from '../../../components/table/DataTable';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { usePagedQuery } from '../../../components/table/usePagedQuery';
import { usePageParams } from '../../../components/table/usePageParams';
import { AdminScreen } from '../shared/AdminScreen';
import { OrganizationsTable, organizationColumns } from './OrganizationsTable';
import { organizationTexts as text } from './texts';

const query = graphql`
  query OrganizationsScreenQuery($search: String, $status: OrganizationStatus, $orderBy: ManagedOrganizationOrder, $page: Int!, $pageSize: Int!) {
    managedOrganizations(search: $search, status: $status, orderBy: $orderBy, page: $page, pageSize: $pageSize) @required(action: THROW) {
      totalCount
      ...OrganizationsTable_organizations
    }
  }
`;

const STATUSES = ['ALL', 'ACTIVE', 'DEACTIVATED'] as const;
const ORDERS = Object.keys(text.sortOptions) as ManagedOrganizationOrder[];
const SEARCH_MAX = 200;
const DEBOUNCE_MS = 300;

/** The list's search, status and order, kept in the URL (?q=…&status=…&sort=…) like its page. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.slice(0, SEARCH_MAX) ?? '';
  const rawStatus = params.get('status');
  const status = rawStatus === 'ACTIVE' || rawStatus === 'DEACTIVATED' ? rawStatus : null;
  const rawSort = params.get('sort') as ManagedOrganizationOrder | null;
  const orderBy: ManagedOrganizationOrder = rawSort && ORDERS.includes(rawSort) ? rawSort : 'NAME';
  const set = (key: string, value: string | null) => setParams((current) => {
    const copy = new URLSearchParams(current);
    if (value) copy.set(key, value); else copy.delete(key);
    copy.delete('page'); // a new search or order starts again at page 1
    return copy;
  }, { replace: key === 'q', preventScrollReset: true });
  const clear = () => setParams((current) => {
    const copy = new URLSearchParams(current);
    for (const key of ['q', 'status', 'page']) copy.delete(key);
    return copy;
  });
  return { q, status, orderBy, set, clear };
}

/** /manage/organizations (issue 26, super admins): every organization, searchable, 10 a page. */
export function OrganizationsScreen() {
  const paging = usePageParams();
  const filters = useFilters();
  const [typed, setTyped] = useState(filters.q);
  // The search follows typing after a short pause (and the URL when it changes, e.g. Back).
  useEffect(() => { setTyped(filters.q); }, [filters.q]);
  useEffect(() => {
    if (typed.trim() === filters.q.trim()) return undefined;
    const timer = setTimeout(() => filters.set('q', typed.trim() || null), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]); // eslint-disable-line react-hooks/exhaustive-deps

  const variables = useMemo(() => ({
    search: filters.q.trim() || null, status: filters.status as OrganizationStatus | null, orderBy: filters.orderBy, page: paging.page, pageSize: paging.pageSize,
  }), [filters.q, filters.status, filters.orderBy, paging.page, paging.pageSize]);
  const { queryRef, busy, reload } = usePagedQuery<OrganizationsScreenQuery>(query, variables);
  const skeleton = <DataTableSkeleton label={text.table} columns={organizationColumns} />;
  const filtered = Boolean(filters.q || filters.status);

  const above = (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }} role="search" aria-label={text.searchLabel}>
      <Box flex="1" minW="0">
        <InputGroup startElement={<Search size={16} aria-hidden />} w="full">
          <Input
            type="search"
            value={typed}
            maxLength={SEARCH_MAX}
            placeholder={text.searchPlaceholder}
            aria-label={text.searchLabel}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') filters.set('q', typed.trim() || null); }}
          />
        </InputGroup>
      </Box>
      <HStack gap="3" align="end">
        <NativeSelect.Root size="md" w={{ base: 'full', md: '44' }}>
          <NativeSelect.Field aria-label={text.statusLabel} value={filters.status ?? 'ALL'} onChange={(e) => filters.set('status', e.target.value === 'ALL' ? null : e.target.value)}>
            {STATUSES.map((s) => <option key={s} value={s}>{text.statusOptions[s]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="md" w={{ base: 'full', md: '44' }}>
          <NativeSelect.Field aria-label={text.sortLabel} value={filters.orderBy} onChange={(e) => filters.set('sort', e.target.value === 'NAME' ? null : e.target.value)}>
            {ORDERS.map((o) => <option key={o} value={o}>{text.sortOptions[o as keyof typeof text.sortOptions]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Stack>
  );

  return (
    <AdminScreen title={text.title} intro={text.intro} above={above} busy={busy} fallback={skeleton} retry={{ queryRef, reload }}>
      {queryRef ? (
        <Content
          queryRef={queryRef}
          busy={busy}
          paging={paging}
          empty={filtered
            ? <TableEmpty title={text.noMatchTitle} description={text.noMatchText}><Button size="sm" variant="outline" onClick={() => { setTyped(''); filters.clear(); }}>{text.clearFilters}</Button></TableEmpty>
            : <TableEmpty title={text.emptyTitle} description={text.emptyText} />}
        />
      ) : skeleton}
    </AdminScreen>
  );
}

function Content({ queryRef, busy, paging, empty }: {
  queryRef: PreloadedQuery<OrganizationsScreenQuery>;
  busy: boolean;
  paging: ReturnType<typeof usePageParams>;
  empty: React.ReactNode;
}) {
  const data = usePreloadedQuery<OrganizationsScreenQuery>(query, queryRef);
  return <OrganizationsTable organizations={data.managedOrganizations} busy={busy} empty={empty} onPageChange={paging.setPage} onPageSizeChange={paging.setPageSize} />;
}
