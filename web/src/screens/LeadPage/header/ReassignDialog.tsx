import { Button, CloseButton, Dialog, NativeSelect, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { UserCog } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ReassignDialog_lead$data, ReassignDialog_lead$key } from '../../../__generated__/ReassignDialog_lead.graphql';
import type { ReassignDialogQuery } from '../../../__generated__/ReassignDialogQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { Field } from '../../../components/ui/field';
import { success } from '../../../messages';
import { onMutationError, toastPayload } from '../mutations/feedback';
import { useAssignLead } from '../mutations/useAssignLead';
import { leadPageTexts } from '../texts';

const text = leadPageTexts.reassign;

interface Props {
  lead: ReassignDialog_lead$key;
}

/**
 * §6: super admins (any organization) and org admins (their own) change the lead's organization
 * and assigned user. The user list follows the chosen organization; changing the organization
 * clears a user who is not a member there.
 */
export function ReassignDialog({ lead }: Props) {
  const data = useFragment(
    graphql`
      fragment ReassignDialog_lead on Lead {
        id
        organization {
          id
          name
        }
        associatedUser {
          userId
        }
      }
    `,
    lead,
  );
  const [open, setOpen] = useState(false);
  const [organizationId, setOrganizationId] = useState(data.organization.id);
  const [userId, setUserId] = useState(data.associatedUser?.userId ?? '');
  const [commit, inFlight] = useAssignLead();

  const openDialog = (next: boolean) => {
    if (next) {
      // Start from the lead as it is now (it may have changed since the last opening).
      setOrganizationId(data.organization.id);
      setUserId(data.associatedUser?.userId ?? '');
    }
    setOpen(next);
  };
  const save = () =>
    commit({
      variables: { id: data.id, organizationId, userId: userId || null },
      onCompleted: ({ assignLead }) => {
        if (toastPayload(assignLead, success.leadUpdated)) setOpen(false);
      },
      onError: onMutationError,
    });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => openDialog(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="brand" size="sm">
          <UserCog aria-hidden />
          {text.open}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">{text.intro}</Text>
                {/* The organizations and their users are asked for when the dialog opens, not with the page (issue 28). */}
                <ErrorBoundary>
                  <Suspense fallback={<Skeleton h="36" />}>
                    {open && (
                      <AssignmentFields lead={data} organizationId={organizationId} userId={userId}
                        onOrganization={setOrganizationId} onUser={setUserId} />
                    )}
                  </Suspense>
                </ErrorBoundary>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{text.cancel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={inFlight} onClick={save}>{text.save}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text.cancel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface FieldsProps {
  lead: ReassignDialog_lead$data;
  organizationId: string;
  userId: string;
  onOrganization: (id: string) => void;
  onUser: (id: string) => void;
}

/** The organization and user selects, over the organizations the admin may assign to (asked afresh at each opening). */
function AssignmentFields({ lead, organizationId, userId, onOrganization, onUser }: FieldsProps) {
  const { viewer } = useLazyLoadQuery<ReassignDialogQuery>(
    graphql`
      query ReassignDialogQuery {
        viewer {
          assignableOrganizations {
            id
            name
            users {
              userId
              firstName
              lastName
              email
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const assignable = viewer?.assignableOrganizations ?? [];
  // The lead's current organization is always offered, even if the list leaves it out.
  const organizations = assignable.some((o) => o.id === lead.organization.id)
    ? assignable
    : [{ id: lead.organization.id, name: lead.organization.name, users: [] }, ...assignable];
  const users = organizations.find((o) => o.id === organizationId)?.users ?? [];
  const chooseOrganization = (id: string) => {
    onOrganization(id);
    const members = organizations.find((o) => o.id === id)?.users ?? [];
    if (!members.some((u) => u.userId === userId)) onUser('');
  };
  return (
    <>
      <Field label={text.organization}>
        <NativeSelect.Root>
          <NativeSelect.Field value={organizationId} onChange={(e) => chooseOrganization(e.currentTarget.value)}>
            {organizations.map((o) => (
              <option key={o.id} value={o.id}>{o.name}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field>
      <Field label={text.user}>
        <NativeSelect.Root>
          <NativeSelect.Field value={userId} onChange={(e) => onUser(e.currentTarget.value)}>
            <option value="">{text.noUser}</option>
            {users.map((u) => (
              <option key={u.userId} value={u.userId}>
                {`${u.firstName} ${u.lastName}`.trim() || u.email} ({u.email})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field>
    </>
  );
}
