import { IconButton, Link, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { FileTable_files$key } from '../../../__generated__/FileTable_files.graphql';
import type { LeadFileKind, leadFilesDeleteMutation } from '../../../__generated__/leadFilesDeleteMutation.graphql';
import { errors, success } from '../../../messages';
import { previewHref } from '../../DocumentPreview/link';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailsCard } from '../details/DetailsRead';
import { formatDateTime } from '../details/format';
import { notifyError } from '../../../components/ui/toaster';
import { toastPayload } from '../mutations/feedback';
import { deleteLeadFileMutation } from '../mutations/leadFiles';
import { leadPageTexts } from '../texts';
import { useLeadWritable } from '../leadWritable';

const t = leadPageTexts.documents;

/** The lead's list holding each kind of file: the preview reads the file from it (lead files are not nodes). */
const LIST_OF_KIND: Record<LeadFileKind, 'utilityBills' | 'additionalFiles'> = {
  UTILITY_BILL: 'utilityBills',
  ADDITIONAL: 'additionalFiles',
  '%future added value': 'additionalFiles',
};

interface Props {
  title: string;
  kind: LeadFileKind;
  leadId: string;
  files: FileTable_files$key;
  empty: string;
}

/** One list of a lead's files: name (opens the preview), §3 kind label, uploaded date, delete. */
export function FileTable({ title, kind, leadId, files, empty }: Props) {
  const writable = useLeadWritable();
  const rows = useFragment(
    graphql`
      fragment FileTable_files on LeadFile @relay(plural: true) {
        id
        name
        fileTypeLabel
        created
      }
    `,
    files,
  );
  const location = useLocation();
  const back = `${location.pathname}#documents`;
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const [commit, deleting] = useMutation<leadFilesDeleteMutation>(deleteLeadFileMutation);
  const confirmDelete = () => {
    if (!toDelete) return;
    commit({
      variables: { leadId, fileId: toDelete.id, kind },
      onCompleted: ({ deleteLeadFile }) => {
        setToDelete(null);
        toastPayload(deleteLeadFile, success.fileDeleted);
      },
      onError: () => {
        setToDelete(null);
        notifyError(errors.tryAgain);
      },
    });
  };

  return (
    <DetailsCard title={title}>
      {rows.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">{empty}</Text>
      ) : (
        // position: relative keeps the visually hidden header text inside the scroll area; otherwise
        // it is placed against the page and widens it on phones.
        <Table.ScrollArea position="relative" tabIndex={0} role="region" aria-label={title} focusRing="outside">
          <Table.Root size="sm" minW="md" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.kind}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.uploaded}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <VisuallyHidden>{t.actions}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((file) => (
                <Table.Row key={file.id}>
                  <Table.Cell maxW="xs">
                    <Link asChild colorPalette="brand" variant="underline" wordBreak="break-all">
                      <RouterLink to={previewHref({ node: leadId, file: LIST_OF_KIND[kind], item: file.id }, file.name, back)} aria-label={t.open(file.name)}>{file.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{file.fileTypeLabel}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(file.created)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {writable && (
                      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t.delete(file.name)} onClick={() => setToDelete({ id: file.id, name: file.name })}>
                        <Trash2 />
                      </IconButton>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.keep}
        busy={deleting}
        onConfirm={confirmDelete}
      >
        {toDelete ? t.deleteText(toDelete.name) : null}
      </ConfirmDialog>
    </DetailsCard>
  );
}
