import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { CircleX, Download, UserCog, X } from 'lucide-react';
import { memo, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { canDeleteLeadForGood } from '../../../auth/permissions';
import { useViewer } from '../../../auth/ViewerProvider';
import { CancelReasonDialog } from '../../../components/cancelLead/CancelLeadDialog';
import { invalidateLeadLists } from '../../../components/cancelLead/useLeadLifecycle';
import { friendlyError } from '../../../components/friendlyError';
import { notifyError, notifyInfo, notifySuccess, toaster } from '../../../components/ui/toaster';
import { firstUserError, type UserErrors } from '../../../mutations/userErrors';
import type { ListState } from '../listParams';
import type { LeadRef } from '../LeadRow';
import { ColumnsMenu } from './ColumnsMenu';
import type { HiddenColumns } from './columns';
import { BulkReassignDialog } from './BulkReassignDialog';
import { csvTable, download, EXPORT_MAX, fetchForExport, toCsv } from './exportCsv';
import { bulkTexts as text } from './texts';
import { useBulkAssign, useBulkCancel } from './useBulkLeads';

type BulkAnswer = { message?: string | null; doneLeadIds: readonly string[]; refused: readonly { leadId: string; message: string }[]; userErrors: UserErrors };

/**
 * Above the table (issue 15): with a selection, how many and the bulk actions (Cancel leads for
 * everyone, Reassign for admins); always the column chooser and Export CSV of the filtered list.
 */
export const ListToolbar = memo(function ListToolbar({ readState, selection, hidden, showOrganization, onHidden, onClear, onChanged }: {
  /** The list's state, read when exporting (the toolbar does not render again per navigation). */
  readState: () => ListState;
  selection: readonly LeadRef[];
  hidden: HiddenColumns;
  showOrganization: boolean;
  onHidden: (next: HiddenColumns) => void;
  onClear: () => void;
  onChanged: () => void;
}) {
  const { viewer } = useViewer();
  const environment = useRelayEnvironment();
  const [dialog, setDialog] = useState<'cancel' | 'assign' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [cancel, cancelling] = useBulkCancel();
  const [assign, assigning] = useBulkAssign();
  const ids = selection.map((lead) => lead.id);
  const nameOf = (id: string) => selection.find((lead) => lead.id === id)?.name ?? id;

  /** One toast for the outcome: what was done, and the leads left alone with their reasons. */
  const report = (answer: BulkAnswer) => {
    const refused = firstUserError(answer.userErrors);
    if (refused) { setRefusal(refused); notifyError(refused, undefined, { action: 'bulk-leads' }); return false; }
    setDialog(null);
    setRefusal(null);
    if (answer.refused.length) {
      const lines = answer.refused.slice(0, 3).map((r) => `${nameOf(r.leadId)}: ${r.message}`).join(' ');
      notifyError(lines, `${answer.message ?? ''} ${text.refused(answer.refused.length)}`.trim(), { action: 'bulk-leads' });
    } else notifySuccess(answer.message ?? '', { action: 'bulk-leads' });
    onClear();
    onChanged();
    return true;
  };
  const onCancel = (reason: string) => cancel({
    variables: { ids, reason },
    updater: invalidateLeadLists,
    onCompleted: ({ bulkCancelLeads }) => { report(bulkCancelLeads); },
    onError: (error) => { notifyError(friendlyError(error)); },
  });
  const onAssign = (userId: string | null) => assign({
    variables: { ids, userId },
    updater: invalidateLeadLists,
    onCompleted: ({ bulkAssignLeads }) => { report(bulkAssignLeads); },
    onError: (error) => { notifyError(friendlyError(error)); },
  });

  const onExport = async () => {
    setExporting(true);
    const toastId = 'action:export-leads';
    try {
      const { leads, total } = await fetchForExport(environment, readState(), (done, of) => {
        toaster.create({ id: toastId, type: 'loading', title: text.exporting(done, of), duration: Infinity });
      });
      download(await toCsv(csvTable(leads, hidden, showOrganization)), `leads-${new Date().toISOString().slice(0, 10)}.csv`);
      toaster.dismiss(toastId);
      notifySuccess(text.exported(leads.length), { action: 'export-leads' });
      if (total > EXPORT_MAX) notifyInfo(text.exportTooMany(EXPORT_MAX));
    } catch (error) {
      toaster.dismiss(toastId);
      notifyError(friendlyError(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex as="section" aria-label={text.toolbarLabel} gap="2" wrap="wrap" align="center" justify="space-between" minH="9">
      <HStack gap="2" wrap="wrap">
        {selection.length > 0 && (
          <>
            <Text textStyle="sm" fontWeight="medium" aria-live="polite">{text.selected(selection.length)}</Text>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => { setRefusal(null); setDialog('cancel'); }}>
              <CircleX aria-hidden />{text.cancelSelected}
            </Button>
            {canDeleteLeadForGood(viewer) && (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setDialog('assign')}>
                <UserCog aria-hidden />{text.reassignSelected}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={onClear}><X aria-hidden />{text.clearSelection}</Button>
          </>
        )}
      </HStack>
      <HStack gap="2">
        <ColumnsMenu hidden={hidden} showOrganization={showOrganization} onChange={onHidden} />
        <Button size="sm" variant="outline" loading={exporting} onClick={onExport}>
          <Download aria-hidden />{text.exportCsv}
        </Button>
      </HStack>
      {/* Mounted when asked for: two closed dialogs' machines cost every list load (issue 28). */}
      {dialog === 'cancel' && <CancelReasonDialog open intro={text.cancelIntro(selection.length)} busy={cancelling} refusal={refusal} onClose={() => setDialog(null)} onSubmit={onCancel} />}
      {dialog === 'assign' && <BulkReassignDialog count={selection.length} open busy={assigning} onClose={() => setDialog(null)} onSave={onAssign} />}
    </Flex>
  );
});
