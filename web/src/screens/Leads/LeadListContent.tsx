import { Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { KanbanSquare, Map as MapIcon, Table as TableIcon } from 'lucide-react';
import { memo, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LeadListScreenQuery } from '../../__generated__/LeadListScreenQuery.graphql';
import { LazyLeadsMap } from '../../components/map/LazyLeadsMap';
import { NoLeadsYet } from './EmptyStates';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { LeadFilters } from './LeadFilters';
import { SavedViews } from './tools/SavedViews';
import { LeadPreviewDrawer } from './preview/LeadPreviewDrawer';
import type { ListNavigation } from './useListNavigation';
import { LeadSummary } from './LeadSummary';
import { LeadTable } from './LeadTable';
import { filtersOf, hasFilters, NO_FILTERS, nextSort, TABS, type ListState, type SortField, type Tab } from './listParams';
import { NoResults } from './EmptyStates';
import { LeadPipeline } from './pipeline/LeadPipeline';
import { listTexts as text } from './texts';

/**
 * The screen's one query: the summary always; the table's page only on the table tab and the stage
 * columns only on the pipeline tab (@include), so each tab asks for what it shows. The map fetches
 * its own points (LeadsMap).
 */
export const leadListQuery = graphql`
  query LeadListScreenQuery(
    $search: String
    $order: LeadOrder
    $proposalTypes: [ProposalType!]
    $stages: [LeadStage!]
    $updatedFrom: Date
    $updatedTo: Date
    $state: LeadState
    $closeMonth: String
    $page: Int!
    $pageSize: Int!
    $showOrganization: Boolean!
    $withTable: Boolean!
    $withPipeline: Boolean!
    $pipelineFirst: Int!
  ) @preloadable {
    summary: leadsSummary(
      search: $search
      proposalTypes: $proposalTypes
      stages: $stages
      updatedFrom: $updatedFrom
      updatedTo: $updatedTo
      state: $state
      closeMonth: $closeMonth
    ) @required(action: THROW) {
      totalLeads
      ...LeadSummary_summary
    }
    leads(
      page: $page
      pageSize: $pageSize
      search: $search
      order: $order
      proposalTypes: $proposalTypes
      stages: $stages
      updatedFrom: $updatedFrom
      updatedTo: $updatedTo
      state: $state
      closeMonth: $closeMonth
    ) @include(if: $withTable) @required(action: THROW) {
      ...LeadTable_leads @arguments(showOrganization: $showOrganization)
    }
    ...LeadPipeline_query
      @alias(as: "pipeline")
      @include(if: $withPipeline)
      @arguments(first: $pipelineFirst, search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth)
  }
`;

/** Closed, the drawer renders nothing new per navigation. */
const MemoPreviewDrawer = memo(LeadPreviewDrawer);

const tabIcons = { 'leads-table': TableIcon, 'leads-map': MapIcon, 'leads-pipeline': KanbanSquare } as const;

export function LeadListContent({ queryRef, state, tab, busy, showOrganization, nav, onReload }: {
  queryRef: PreloadedQuery<LeadListScreenQuery>;
  state: ListState;
  tab: Tab;
  busy: boolean;
  showOrganization: boolean;
  nav: ListNavigation;
  onReload: () => void;
}) {
  const data = usePreloadedQuery<LeadListScreenQuery>(leadListQuery, queryRef);
  // Issue 15: a row's or card's Preview and the map card's Quick view open the lead's quick preview.
  const [preview, setPreview] = useState<number | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  const navigate = useNavigate();
  const filtered = hasFilters(state);
  // One object per filter change: the map and the pipeline's extra chunks key their queries on it.
  const filters = useMemo(() => filtersOf(state), [state]);
  const clearFilters = useCallback(() => nav.update(NO_FILTERS), [nav]);
  // Stable, so the table's header and pagination skip rendering when a new page arrives.
  const onSort = useCallback((field: SortField) => nav.update((current) => ({ sort: nextSort(current.sort, field) })), [nav]);
  const onPage = useCallback((page: number) => nav.update({ page }), [nav]);
  const onPageSize = useCallback((pageSize: number) => nav.update({ pageSize }), [nav]);
  // The saved views read the state when saving, so the memoised filters and menu skip each navigation.
  const stateRef = useRef(state);
  useLayoutEffect(() => { stateRef.current = state; }, [state]);
  const savedViews = useMemo(() => <SavedViews readState={() => stateRef.current} onOpen={nav.open} />, [nav]);

  // No lead at all (nothing filters the count): the only useful thing is to add one.
  if (data.summary.totalLeads === 0 && !filtered) return <NoLeadsYet />;

  // The pipeline shows one column per chosen stage (state.statuses) instead of filtering by stage.
  const { stages: _stages, ...pipelineFilters } = filters;
  return (
    <Stack gap="5">
      <LeadFilters state={state} onChange={nav.update}>
        {savedViews}
      </LeadFilters>
      <LeadSummary summary={data.summary} />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => nav.setTab(details.value as Tab)}
        lazyMount
        unmountOnExit
        colorPalette="brand"
        variant="line"
      >
        <Tabs.List aria-label={text.tabsLabel} overflowX="auto">
          {TABS.map((value) => {
            const Icon = tabIcons[value];
            return (
              <Tabs.Trigger key={value} value={value}>
                <Icon aria-hidden size={16} />
                {text.tabs[value]}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="leads-table">
          {data.leads && (
            <LeadTable
              leads={data.leads}
              state={state}
              sort={state.sort}
              showOrganization={showOrganization}
              busy={busy}
              onSort={onSort}
              onPage={onPage}
              onPageSize={onPageSize}
              onClearFilters={clearFilters}
              onChanged={onReload}
              onPreview={setPreview}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="leads-map">
          <Suspense fallback={<Skeleton h={{ base: '24rem', md: '32rem' }} rounded="l2" />}>
            <LazyLeadsMap filters={filters} onOpenLead={(id) => navigate(paths.lead(id))} onPreviewLead={setPreview} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="leads-pipeline">
          {data.summary.totalLeads === 0 ? (
            <NoResults onClearFilters={clearFilters} />
          ) : data.pipeline ? (
            <LeadPipeline query={data.pipeline} statuses={state.statuses} filters={pipelineFilters} busy={busy} />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
      <MemoPreviewDrawer databaseId={preview} onClose={closePreview} />
    </Stack>
  );
}

