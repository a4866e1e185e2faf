import { Button, CloseButton, Dialog, HStack, IconButton, Input, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Bookmark, Trash2 } from 'lucide-react';
import { memo, Suspense, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { SavedViewsDeleteMutation } from '../../../__generated__/SavedViewsDeleteMutation.graphql';
import type { SavedViewsQuery } from '../../../__generated__/SavedViewsQuery.graphql';
import type { SavedViewsSaveMutation } from '../../../__generated__/SavedViewsSaveMutation.graphql';
import { useViewer } from '../../../auth/ViewerProvider';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { friendlyError } from '../../../components/friendlyError';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { Field } from '../../../components/ui/field';
import { firstUserError } from '../../../mutations/userErrors';
import { toSearchParams, type ListState } from '../listParams';
import { parseHidden, readHidden, saveHiddenColumns } from './columns';
import { viewTexts as text } from './viewTexts';

const viewsQuery = graphql`
  query SavedViewsQuery {
    viewer {
      leadViews { id name query hiddenColumns }
    }
  }
`;

/** The longest view name the api keeps. */
const VIEW_NAME_MAX = 80;

/** The saved views in the menu: asked for when the menu first opens, then kept fresh by the mutations. */
function ViewItems({ onApply }: { onApply: (view: { query: string; hiddenColumns: readonly string[] }) => void }) {
  const data = useLazyLoadQuery<SavedViewsQuery>(viewsQuery, {}, { fetchPolicy: 'store-or-network' });
  // A view deleted a moment ago is gone from the store (@deleteRecord): its entry reads as null.
  const views = (data.viewer?.leadViews ?? []).filter(Boolean);
  if (!views.length) return <Text px="2" py="1.5" textStyle="sm" color="fg.muted">{text.none}</Text>;
  return (
    <>
      {views.map((view) => (
        <Menu.Item key={view.id} value={view.id} onClick={() => onApply(view)}>{view.name}</Menu.Item>
      ))}
    </>
  );
}

/**
 * Saved views (issue 15): a name for the list's filters, sort, page size and hidden columns, kept by
 * the api for this user. Choosing one opens the list as it was saved (its URL) with its columns.
 */
export const SavedViews = memo(function SavedViews({ readState, onOpen }: {
  /** The list's state when a view is saved (read then: the menu does not render again per navigation). */
  readState: () => ListState;
  /** Opens the list at a saved view's query string (`?…` or ''), on the current tab. */
  onOpen: (search: string) => void;
}) {
  const { viewer } = useViewer();
  const userId = viewer?.databaseId;
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);

  const apply = (view: { query: string; hiddenColumns: readonly string[] }) => {
    saveHiddenColumns(userId, parseHidden(view.hiddenColumns));
    onOpen(view.query ? `?${view.query}` : '');
  };

  return (
    <>
      {/* lazyMount: the views are asked for when the menu first opens, not with every list. */}
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline"><Bookmark aria-hidden />{text.views}</Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="14rem">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{text.yourViews}</Menu.ItemGroupLabel>
                <Suspense fallback={<HStack px="2" py="1.5"><Spinner size="xs" /><Text textStyle="sm">{text.loading}</Text></HStack>}>
                  <ViewItems onApply={apply} />
                </Suspense>
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="save" onClick={() => setDialog('save')}>{text.saveCurrent}</Menu.Item>
              <Menu.Item value="manage" onClick={() => setDialog('manage')}>{text.manage}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {/* Mounted when asked for, as the manage dialog: a closed dialog's machine cost every list load. */}
      {dialog === 'save' && <SaveViewDialog open readState={readState} userId={userId} onClose={() => setDialog(null)} />}
      {dialog === 'manage' && <ManageViewsDialog onClose={() => setDialog(null)} />}
    </>
  );
});

function SaveViewDialog({ open, readState, userId, onClose }: { open: boolean; readState: () => ListState; userId: number | null | undefined; onClose: () => void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [commit, saving] = useMutation<SavedViewsSaveMutation>(graphql`
    mutation SavedViewsSaveMutation($input: SaveLeadViewInput!) {
      saveLeadView(input: $input) {
        message
        view { id name }
        viewer { leadViews { id name query hiddenColumns } }
        userErrors { field messages }
      }
    }
  `);
  const save = () => {
    if (!name.trim()) { setProblem(text.nameRequired); return; }
    // The page is not part of a view: a view opens on its first page.
    const query = toSearchParams({ ...readState(), page: 1 }).toString();
    commit({
      variables: { input: { name: name.trim(), query, hiddenColumns: [...readHidden(userId)] } },
      onCompleted: ({ saveLeadView }) => {
        const refused = firstUserError(saveLeadView.userErrors);
        if (refused) { setProblem(refused); return; }
        notifySuccess(saveLeadView.message ?? text.saved, { action: 'save-view' });
        setName('');
        setProblem(null);
        onClose();
      },
      onError: (error) => { notifyError(friendlyError(error)); },
    });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open && !saving) onClose(); }} placement="center" initialFocusEl={() => nameInput.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={(e) => { e.preventDefault(); save(); }} noValidate>
              <Dialog.Header><Dialog.Title>{text.saveTitle}</Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text textStyle="sm" color="fg.muted">{text.saveIntro}</Text>
                  <Field label={text.name} required invalid={!!problem} errorText={problem ?? undefined} helperText={text.nameHelp}>
                    <Input ref={nameInput} value={name} maxLength={VIEW_NAME_MAX} onChange={(e) => { setName(e.currentTarget.value); setProblem(null); }} />
                  </Field>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild><Button variant="outline" disabled={saving}>{text.close}</Button></Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={saving}>{text.save}</Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={text.close} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ManageViewsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(e) => { if (!e.open) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{text.manageTitle}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Suspense fallback={<Spinner />}><ViewList /></Suspense>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild><Button variant="outline">{text.close}</Button></Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={text.close} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ViewList() {
  const data = useLazyLoadQuery<SavedViewsQuery>(viewsQuery, {}, { fetchPolicy: 'store-or-network' });
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const [commit, deleting] = useMutation<SavedViewsDeleteMutation>(graphql`
    mutation SavedViewsDeleteMutation($id: ID!) {
      deleteLeadView(id: $id) {
        deletedViewId @deleteRecord
        message
        userErrors { field messages }
      }
    }
  `);
  const views = (data.viewer?.leadViews ?? []).filter(Boolean);
  const remove = () => {
    if (!toDelete) return;
    commit({
      variables: { id: toDelete.id },
      onCompleted: ({ deleteLeadView }) => {
        setToDelete(null);
        const refused = firstUserError(deleteLeadView.userErrors);
        if (refused) notifyError(refused);
        else notifySuccess(deleteLeadView.message ?? text.deleted, { action: 'delete-view' });
      },
      onError: (error) => { setToDelete(null); notifyError(friendlyError(error)); },
    });
  };
  if (!views.length) return <Text color="fg.muted">{text.none}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {views.map((view) => (
        <HStack as="li" key={view.id} justify="space-between" gap="2">
          <Text wordBreak="break-word">{view.name}</Text>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={text.deleteView(view.name)} onClick={() => setToDelete(view)}>
            <Trash2 aria-hidden />
          </IconButton>
        </HStack>
      ))}
      <ConfirmDialog
        open={!!toDelete}
        onCancel={() => setToDelete(null)}
        title={text.deleteTitle}
        confirmLabel={text.deleteConfirm}
        cancelLabel={text.keep}
        busy={deleting}
        onConfirm={remove}
      >
        {toDelete ? text.deleteText(toDelete.name) : null}
      </ConfirmDialog>
    </Stack>
  );
}
