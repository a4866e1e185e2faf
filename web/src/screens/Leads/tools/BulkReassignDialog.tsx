import { Button, CloseButton, Dialog, NativeSelect, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BulkReassignDialogQuery } from '../../../__generated__/BulkReassignDialogQuery.graphql';
import { Field } from '../../../components/ui/field';
import { bulkTexts as text } from './texts';

/** Who the selected leads can be assigned to: the members of the organizations the admin manages. */
function UserSelect({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const data = useLazyLoadQuery<BulkReassignDialogQuery>(graphql`
    query BulkReassignDialogQuery {
      viewer {
        assignableOrganizations {
          id
          name
          users { userId firstName lastName email }
        }
      }
    }
  `, {});
  const organizations = data.viewer?.assignableOrganizations ?? [];
  return (
    <Field label={text.reassignUser}>
      <NativeSelect.Root>
        <NativeSelect.Field name="user" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{text.noOne}</option>
          {organizations.map((o) => (
            <optgroup key={o.id} label={o.name}>
              {o.users.map((u) => (
                <option key={u.userId} value={u.userId}>{`${u.firstName} ${u.lastName}`.trim() || u.email} ({u.email})</option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}

/** Bulk reassign (issue 15, org admins and super admins): one user, or no one, for every selected lead. */
export function BulkReassignDialog({ count, open, busy, onClose, onSave }: {
  count: number;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (userId: string | null) => void;
}) {
  const [userId, setUserId] = useState('');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open && !busy) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header><Dialog.Title>{text.reassignTitle(count)}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">{text.reassignIntro}</Text>
                <Suspense fallback={<Skeleton h="10" />}>
                  {open && <UserSelect value={userId} onChange={setUserId} />}
                </Suspense>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>{text.close}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={busy} onClick={() => onSave(userId || null)}>{text.reassignSave}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={text.close} disabled={busy} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
