import { Badge, HStack, IconButton, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { formatCount, formatDate, NOT_AVAILABLE } from '../../../components/table/format';
import type { Paging } from '../../../components/table/TablePagination';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errors, success } from '../../../messages';
import { firstUserError, type UserErrors } from '../../../mutations/userErrors';
import { adminTexts } from '../texts';
import { isInProgress, previewLink, uploadDetailsLink, type EnrichmentKind, type EnrichmentRow } from './enrichment';
import { deleteBulkMutation, deleteProspectMutation } from './mutations';

const text = adminTexts.enrichment;
const STATUS_COLOR = { PENDING: 'gray', PROCESSING: 'blue', COMPLETED: 'green', FAILED: 'red' } as const;

function StatusCell({ row }: { row: EnrichmentRow }) {
  const status = row.status === '%future added value' ? 'PENDING' : row.status;
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={STATUS_COLOR[status]} variant="subtle" gap="1.5">
        {isInProgress(status) && <Spinner size="xs" aria-hidden />}
        {text.status[status]}
      </Badge>
      {status === 'FAILED' && row.error && <Text textStyle="xs" color="fg.error" maxW="16rem">{text.failedReason(row.error)}</Text>}
    </Stack>
  );
}

/** §2 bulk enrichment columns; the prospect variant adds the enriched projects count and the details link. */
export function enrichmentColumns(kind: EnrichmentKind, back: string, onDelete?: (row: EnrichmentRow) => void): Column<EnrichmentRow>[] {
  const columns: Column<EnrichmentRow>[] = [
    { key: 'name', header: text.columns.name, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'file', header: text.columns.file, nowrap: true,
      cell: (r) => (
        <Link asChild color="brand.fg">
          <RouterLink to={previewLink(r, back)} aria-label={text.openFile(r.name)}>
            <FileText aria-hidden size="16" />{text.preview}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'status', header: text.columns.status, cell: (r) => <StatusCell row={r} /> },
    {
      key: 'requestedBy', header: text.columns.requestedBy, nowrap: true,
      cell: (r) => (r.requestedBy ? `${r.requestedBy.firstName} ${r.requestedBy.lastName}`.trim() || NOT_AVAILABLE : NOT_AVAILABLE),
    },
    { key: 'uploaded', header: text.columns.uploaded, nowrap: true, cell: (r) => formatDate(r.submissionDate) },
  ];
  if (kind === 'prospect') {
    columns.push(
      { key: 'count', header: text.columns.count, align: 'end', nowrap: true, cell: (r) => formatCount(r.propertiesCount) },
      {
        key: 'details', header: text.columns.details, nowrap: true,
        cell: (r) => (
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={uploadDetailsLink(r.databaseId)} aria-label={text.viewDetailsOf(r.name)}>{text.viewDetails}</RouterLink>
          </Link>
        ),
      },
    );
  }
  columns.push({
    key: 'actions', header: text.columns.actions, hideHeader: true, align: 'end', pinned: true,
    cell: (r) => (
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={text.deleteOf(r.name)} onClick={() => onDelete?.(r)} disabled={!onDelete}>
        <Trash2 />
      </IconButton>
    ),
  });
  return columns;
}

type DeleteResponse = {
  readonly deleteBulkEnrichment?: { readonly userErrors: UserErrors };
  readonly deleteProspectBulkEnrichment?: { readonly userErrors: UserErrors };
};
type DeleteMutation = { variables: { id: string }; response: DeleteResponse };

export function EnrichmentTable({ kind, rows, paging, busy, onChanged }: {
  kind: EnrichmentKind;
  rows: ReadonlyArray<EnrichmentRow>;
  paging: Paging;
  busy: boolean;
  /** After a deletion: reload with the current page and size (§4). */
  onChanged: () => void;
}) {
  const location = useLocation();
  const [toDelete, setToDelete] = useState<EnrichmentRow | null>(null);
  const [commitDelete, deleting] = useMutation<DeleteMutation>(kind === 'bulk' ? deleteBulkMutation : deleteProspectMutation);
  const back = `${location.pathname}${location.search}`;

  const confirm = () => {
    if (!toDelete) return;
    commitDelete({
      variables: { id: toDelete.id },
      onCompleted: (response) => {
        setToDelete(null);
        const payload = response.deleteBulkEnrichment ?? response.deleteProspectBulkEnrichment;
        const problem = firstUserError(payload?.userErrors);
        if (problem) notifyError(problem, errors.tryAgain);
        else notifySuccess(success.fileDeleted);
        onChanged();
      },
      onError: () => {
        setToDelete(null);
        notifyError(errors.tryAgain);
      },
    });
  };

  return (
    <>
      <DataTable
        label={text.table}
        columns={enrichmentColumns(kind, back, setToDelete)}
        rows={rows}
        rowKey={(r) => r.id}
        busy={busy}
        empty={<TableEmpty title={text.emptyTitle} description={text.emptyText} />}
        paging={paging}
      />
      <ConfirmDialog
        open={!!toDelete}
        title={text.deleteTitle}
        confirmLabel={text.delete}
        cancelLabel={text.cancel}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={confirm}
      >
        {toDelete ? text.deleteText(toDelete.name) : null}
      </ConfirmDialog>
    </>
  );
}

export const EnrichmentStatusHint = () => (
  <HStack gap="2" color="fg.muted" textStyle="xs"><Spinner size="xs" aria-hidden />{text.processingNote}</HStack>
);
