import { Box, Button, Stack, Table, Text, useMediaQuery, useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { LeadTable_leads$key } from '../../__generated__/LeadTable_leads.graphql';
import { CancelLeadDialog } from '../../components/cancelLead/CancelLeadDialog';
import { restoreLead } from '../../components/cancelLead/useLeadLifecycle';
import { friendlyError } from '../../components/friendlyError';
import { notifyError, notifySuccess } from '../../components/ui/toaster';
import { success } from '../../messages';
import { firstUserError } from '../../mutations/userErrors';
import { LeadCardList } from './LeadCardList';
import { useFirstRowsFirst } from './firstRowsFirst';
import { MOBILE_MAX_WIDTH } from '../../constants';
import { TablePagination } from '../../components/table/TablePagination';
import { LeadRow, ROW_CLASSES, type LeadRef, type RowActions } from './LeadRow';
import { NoResults } from './EmptyStates';
import { PAGE_SIZES, type ListState, type Sort, type SortField } from './listParams';
import { useViewer } from '../../auth/ViewerProvider';
import { useHiddenColumns, type ColumnKey, type HiddenColumns } from './tools/columns';
import { ListToolbar } from './tools/ListToolbar';
import { bulkTexts } from './tools/texts';
import { SortHeader } from './SortHeader';
import { listTexts as text } from './texts';
import { PINNED_END, PINNED_END_HEADER, WRAP_FROM_TABLET } from '../../components/table/wrap';
import { STAGE_PALETTES } from '../../components/stage/StageChip';

// bench:web times a reload's rendering from the later of the data and this code being there.
performance.mark('leads:code');

const columns = text.columns;
/** What fills a first screen, drawn before the rest of the page's rows (useFirstRowsFirst): a phone shows ~5 cards, a desktop ~15 rows. */
const FIRST_CARDS = 8;
const FIRST_ROWS = 20;

/**
 * The rows' styles, one class on the table body: what Table.Row / Table.Cell (size sm, line), a
 * Link (underline, brand) and an IconButton (ghost, sm, red) would give LeadRow's plain elements.
 */
/**
 * A super admin's table has the organization column too: below 1536 px its coordinates column
 * gives way (the map tab and the lead page show the place), so that Assigned user, which a super
 * admin works by, stays in view at 1366 px without scrolling sideways (issue 15).
 */
const LOCATION_WITH_ORGANIZATION = { display: { base: 'none', '2xl': 'table-cell' } } as const;

function useRowStyles(showOrganization: boolean): SystemStyleObject {
  const table = useSlotRecipe({ key: 'table' });
  const link = useRecipe({ key: 'link' });
  const button = useRecipe({ key: 'button' });
  return useMemo(() => {
    const slots = table({ size: 'sm' });
    const c = ROW_CLASSES;
    return {
      '& > tr': slots.row,
      '& > tr > td': slots.cell,
      // Narrow enough that a super admin's eleven columns, Assigned user included, fit 1366 px (issue 15).
      [`& .${c.name}`]: { fontWeight: 'medium', minW: '7rem' },
      [`& .${c.link}`]: { ...link({ variant: 'underline' }), color: 'brand.fg' },
      [`& .${c.nowrap}`]: { whiteSpace: 'nowrap' },
      [`& .${c.address}`]: { minW: '7rem' },
      [`& .${c.end}`]: { textAlign: 'end' },
      [`& .${c.organization}`]: { minW: '6rem' },
      [`& .${c.user}`]: { minW: '6.5rem' },
      // The stage as a colour-coded chip (StageChip's palette), in plain elements for speed.
      [`& .${c.stage}`]: { display: 'inline-block', px: '1.5', py: '0.5', rounded: 'l1', textStyle: 'xs', fontWeight: 'medium', lineHeight: 'short' },
      ...Object.fromEntries(Object.entries(STAGE_PALETTES).map(([stage, palette]) => [
        `& .${c.stage}[data-stage="${stage}"]`, { bg: `${palette}.subtle`, color: `${palette}.fg` },
      ])),
      [`& .${c.actions}`]: { textAlign: 'end', ...PINNED_END },
      [`& .${c.location}`]: showOrganization ? LOCATION_WITH_ORGANIZATION : {},
      [`& .${c.delete}`]: { ...button({ variant: 'ghost', size: 'sm' }), colorPalette: 'red', px: '0', py: '0', _icon: { fontSize: '1.2em' } },
      // Narrow: the checkbox column must not push Assigned user out of a super admin's 1366 px.
      [`& .${c.select}`]: { w: '5', px: '1' },
      [`& .${c.preview}`]: { ...button({ variant: 'ghost', size: 'sm' }), colorPalette: 'brand', px: '0', py: '0', _icon: { fontSize: '1.2em' } },
      [`& .${c.restore}`]: { ...button({ variant: 'ghost', size: 'sm' }), colorPalette: 'brand', px: '0', py: '0', _icon: { fontSize: '1.2em' } },
      [`& .${c.cancelled}`]: { display: 'inline-block', px: '1.5', py: '0.5', rounded: 'l1', textStyle: 'xs', fontWeight: 'medium', lineHeight: 'short', bg: 'red.subtle', color: 'red.fg' },
    } as SystemStyleObject;
  }, [table, link, button, showOrganization]);
}

/** The table tab (§2 columns): sortable headers, numbered pages, page size, and cancelling or restoring a row's lead. */
export function LeadTable({ leads, state, sort, showOrganization, busy, onSort, onPage, onPageSize, onClearFilters, onChanged, onPreview }: {
  leads: LeadTable_leads$key;
  /** The list's filters and sort (what Export CSV exports). */
  state: ListState;
  sort: Sort;
  showOrganization: boolean;
  busy: boolean;
  onSort: (field: SortField) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onClearFilters: () => void;
  /** A lead was cancelled or restored: the list reloads with its current variables (§4). */
  onChanged: () => void;
  /** Opens the lead's quick preview. */
  onPreview: (databaseId: number) => void;
}) {
  const data = useFragment(
    graphql`
      fragment LeadTable_leads on LeadConnection @argumentDefinitions(showOrganization: { type: "Boolean!" }) {
        totalCount
        pageInfo {
          page
          pageSize
        }
        edges {
          node {
            id
            name
            ...LeadRow_lead @arguments(showOrganization: $showOrganization)
            ...LeadCardList_lead
          }
        }
      }
    `,
    leads,
  );
  // bench:web reads this: when a page of rows has been committed (once per new answer).
  useLayoutEffect(() => { performance.mark('leads:rows'); }, [data]);
  const [toCancel, setToCancel] = useState<LeadRef | null>(null);
  const closeCancel = useCallback(() => setToCancel(null), []);
  const environment = useRelayEnvironment();
  // Stable, so the memoised rows do not render again for it.
  const actions = useMemo<RowActions>(() => ({
    onCancel: setToCancel,
    onPreview,
    onRestore: (lead) => {
      restoreLead(environment, lead.id).then((payload) => {
        const refused = firstUserError(payload.userErrors);
        if (refused) notifyError(refused, undefined, { action: `restore-lead:${lead.id}` });
        else {
          notifySuccess(payload.message || success.leadRestored, { action: `restore-lead:${lead.id}` });
          onChanged();
        }
      }, (error: Error) => notifyError(friendlyError(error)));
    },
  }), [environment, onChanged, onPreview]);
  const rowStyles = useRowStyles(showOrganization);
  const { viewer } = useViewer();
  const [hidden, setHidden] = useHiddenColumns(viewer?.databaseId);
  // Bulk selection (issue 15): the rows of this page; a new page or filter starts afresh.
  const [selected, setSelected] = useState<ReadonlyMap<string, LeadRef>>(new Map());
  // Only when something is selected: a new page must not cost the table a second render.
  useEffect(() => { setSelected((current) => (current.size ? new Map() : current)); }, [data]);
  const onSelect = useCallback((lead: LeadRef, on: boolean) => setSelected((current) => {
    const next = new Map(current);
    if (on) next.set(lead.id, lead);
    else next.delete(lead.id);
    return next;
  }), []);
  const clearSelection = useCallback(() => setSelected(new Map()), []);
  // One array per selection and a stable reader of the state: the memoised toolbar skips a new page.
  const selection = useMemo(() => [...selected.values()], [selected]);
  const stateRef = useRef(state);
  useLayoutEffect(() => { stateRef.current = state; }, [state]);
  const readState = useCallback(() => stateRef.current, []);
  // Phones get cards (issue 15); ssr: false reads the real width on the first render.
  const [isPhone] = useMediaQuery([`(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`], { ssr: false });
  const rows = data.edges.filter((edge) => edge?.node != null);
  const { page, pageSize } = data.pageInfo;
  // About a screenful first (cards on a phone, rows on a desktop), the rest right after (issue 28).
  const drawn = rows.slice(0, useFirstRowsFirst(rows.length, isPhone ? FIRST_CARDS : FIRST_ROWS));

  if (data.totalCount === 0) return <NoResults onClearFilters={onClearFilters} />;
  const pageRefs = rows.map((edge) => ({ id: edge.node.id, name: edge.node.name }));
  const allSelected = pageRefs.length > 0 && pageRefs.every((lead) => selected.has(lead.id));
  const selectPage = (on: boolean) => setSelected(on ? new Map(pageRefs.map((lead) => [lead.id, lead])) : new Map());

  return (
    <Stack gap="4">
      <ListToolbar
        readState={readState}
        selection={selection}
        hidden={hidden}
        showOrganization={showOrganization}
        onHidden={setHidden}
        onClear={clearSelection}
        onChanged={onChanged}
      />
      {/* Focusable and named: on phones the table scrolls sideways inside this region (keyboard too).
          Positioned, so the visually hidden header text (absolute) is clipped here too instead of
          widening the whole page. */}
      {isPhone ? <LeadCardList leads={drawn.map((edge) => edge.node)} busy={busy} actions={actions} /> : (
      <Table.ScrollArea position="relative" borderWidth="1px" rounded="l2" tabIndex={0} role="region" aria-label={text.tableLabel} bg="bg.panel">
        <Table.Root size="sm" aria-busy={busy} opacity={busy ? 0.6 : 1} transition="opacity 0.15s" whiteSpace={WRAP_FROM_TABLET}>
          <LeadTableHeader sort={sort} showOrganization={showOrganization} onSort={onSort} hidden={hidden} allSelected={allSelected} onSelectPage={selectPage} />
          <Table.Body css={rowStyles}>
            {drawn.map((edge) => (
              <LeadRow
                key={edge.node.id}
                lead={edge.node}
                showOrganization={showOrganization}
                actions={actions}
                hidden={hidden}
                selected={selected.has(edge.node.id)}
                onSelect={onSelect}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      )}
      {rows.length === 0 && (
        <Stack align="center" gap="2" py="4">
          <Text color="fg.muted">{text.pageEmpty}</Text>
          <Button size="sm" variant="outline" onClick={() => onPage(1)}>{text.firstPage}</Button>
        </Stack>
      )}
      <LeadTablePagination page={page} pageSize={pageSize} totalCount={data.totalCount} onPage={onPage} onPageSize={onPageSize} />
      <MemoCancelLeadDialog lead={toCancel} onClose={closeCancel} onCancelled={onChanged} onRestored={onChanged} />
    </Stack>
  );
}

/*
 * A new page of rows re-renders LeadTable; the header, the pagination and the closed dialog are
 * ~40 Chakra components whose styles Chakra resolves on every render (most of a page's rendering
 * CPU in bench:web's profile), so they render again only when their own props change.
 */

/** The sortable column headers (§2 columns). */
const LeadTableHeader = memo(function LeadTableHeader({ sort, showOrganization, onSort, hidden, allSelected, onSelectPage }: {
  sort: Sort;
  showOrganization: boolean;
  onSort: (field: SortField) => void;
  hidden: HiddenColumns;
  allSelected: boolean;
  onSelectPage: (selected: boolean) => void;
}) {
  const show = (column: ColumnKey) => !hidden.has(column);
  const sortable = (label: string, field: SortField, numeric?: boolean) => (
    <SortHeader label={label} field={field} sort={sort} onSort={onSort} numeric={numeric} />
  );
  return (
    <Table.Header>
      <Table.Row bg="bg.subtle">
        <Table.ColumnHeader w="5" px="1">
          <input type="checkbox" checked={allSelected} aria-label={bulkTexts.selectPage} onChange={(e) => onSelectPage(e.currentTarget.checked)} />
        </Table.ColumnHeader>
        {sortable(columns.name, 'NAME')}
        {show('updated') && sortable(columns.updated, 'UPDATED')}
        {show('leadStatus') && sortable(columns.leadStatus, 'LEAD_STATUS')}
        {show('address') && sortable(columns.address, 'ADDRESS')}
        {show('proposalType') && sortable(columns.proposalType, 'PROPOSAL_TYPE')}
        {show('systemSize') && sortable(columns.systemSize, 'SYSTEM_SIZE', true)}
        {show('created') && sortable(columns.created, 'CREATED')}
        {show('location') && <Table.ColumnHeader {...(showOrganization ? LOCATION_WITH_ORGANIZATION : {})}>{columns.location}</Table.ColumnHeader>}
        {showOrganization && show('organization') && sortable(columns.organization, 'ORGANIZATION')}
        {show('assignedUser') && sortable(columns.assignedUser, 'ASSOCIATED_USER')}
        {show('expectedClose') && sortable(columns.expectedClose, 'EXPECTED_CLOSE_DATE')}
        {show('dealValue') && <Table.ColumnHeader textAlign="end">{columns.dealValue}</Table.ColumnHeader>}
        <Table.ColumnHeader textAlign="end" {...PINNED_END_HEADER}><Box srOnly>{columns.actions}</Box></Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
});

const PAGINATION_TEXTS = { range: text.range, total: text.totalCount };

const LeadTablePagination = memo(function LeadTablePagination({ page, pageSize, totalCount, onPage, onPageSize }: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  return (
    <TablePagination
      page={page}
      pageSize={pageSize}
      totalCount={totalCount}
      pageSizeOptions={PAGE_SIZES}
      texts={PAGINATION_TEXTS}
      onPageChange={onPage}
      onPageSizeChange={onPageSize}
    />
  );
});

const MemoCancelLeadDialog = memo(CancelLeadDialog);
