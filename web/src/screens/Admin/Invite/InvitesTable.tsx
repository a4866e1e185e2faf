import { Badge, Button, HStack } from '@chakra-ui/react';
import { RotateCcw, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { AdminResendInviteMutation } from '../../../__generated__/AdminResendInviteMutation.graphql';
import type { AdminRevokeInviteMutation } from '../../../__generated__/AdminRevokeInviteMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { friendlyError } from '../../../components/friendlyError';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import type { InvitesTable_invites$data, InvitesTable_invites$key } from '../../../__generated__/InvitesTable_invites.graphql';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { orNotAvailable } from '../../../components/table/format';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { adminTexts } from '../texts';
import { resendInviteMutation, revokeInviteMutation } from './mutation';
import { inviteManageTexts as manage } from './texts';

const text = adminTexts.invite;
type Invite = InvitesTable_invites$data['edges'][number]['node'];

const label = <T extends string>(labels: Record<string, string>, value: T) => labels[value] ?? value;

/** §2 invites table: email, name, type, business type, organization (plus whether it was used). */
export const inviteColumns: ReadonlyArray<Column<Invite>> = [
  { key: 'email', header: text.columns.email, cell: (i) => i.email },
  { key: 'name', header: text.columns.name, cell: (i) => orNotAvailable(i.name) },
  { key: 'type', header: text.columns.type, nowrap: true, cell: (i) => label(text.typeLabels, i.type) },
  { key: 'businessType', header: text.columns.businessType, nowrap: true, cell: (i) => label(text.businessTypes, i.businessType) },
  { key: 'organization', header: text.columns.organization, cell: (i) => orNotAvailable(i.organizationName ?? i.organization?.name) },
  {
    key: 'status', header: text.columns.status, nowrap: true,
    cell: (i) => (i.accepted ? <Badge variant="subtle" colorPalette="green">{text.accepted}</Badge>
      : i.revoked ? <Badge variant="subtle" colorPalette="red">{manage.revoked}</Badge>
        : <Badge variant="subtle" colorPalette="gray">{text.open}</Badge>),
  },
  // Issue 26: revoke an open invite, resend an open or revoked one (an accepted invite has nothing left to do).
  { key: 'actions', header: manage.actions, hideHeader: true, align: 'end', nowrap: true, cell: (i) => (i.accepted ? null : <InviteActions invite={i} />) },
];

function InviteActions({ invite }: { invite: Invite }) {
  const [revoke, revoking] = useMutation<AdminRevokeInviteMutation>(revokeInviteMutation);
  const [resend, resending] = useMutation<AdminResendInviteMutation>(resendInviteMutation);
  const [confirm, setConfirm] = useState(false);
  const done = (payload: { message?: string | null; userErrors: ReadonlyArray<{ messages: ReadonlyArray<string> }> } | null | undefined) => {
    const refused = payload?.userErrors[0]?.messages[0];
    if (refused || !payload) notifyError(refused ?? manage.failed);
    else if (payload.message) notifySuccess(payload.message);
  };
  const onRevoke = () => revoke({
    variables: { id: invite.id },
    onCompleted: ({ revokeInvite }) => { setConfirm(false); done(revokeInvite); },
    onError: (error) => { setConfirm(false); notifyError(friendlyError(error)); },
  });
  const onResend = () => resend({
    variables: { id: invite.id },
    onCompleted: ({ resendInvite }) => done(resendInvite),
    onError: (error) => { notifyError(friendlyError(error)); },
  });
  return (
    <HStack gap="2" justify="flex-end">
      {!invite.revoked && (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirm(true)} aria-label={manage.revokeFor(invite.email)} disabled={resending}>
          <XCircle aria-hidden />{manage.revoke}
        </Button>
      )}
      <Button size="xs" variant="outline" colorPalette="brand" onClick={onResend} loading={resending} aria-label={manage.resendFor(invite.email)} disabled={revoking}>
        {invite.revoked ? <RotateCcw aria-hidden /> : <Send aria-hidden />}{manage.resend}
      </Button>
      <ConfirmDialog open={confirm} onCancel={() => setConfirm(false)} title={manage.revokeTitle} confirmLabel={manage.revoke} cancelLabel={manage.cancel} busy={revoking} onConfirm={onRevoke}>
        {manage.revokeText(invite.email)}
      </ConfirmDialog>
    </HStack>
  );
}

export function InvitesTable({ invites, busy, onPageChange, onPageSizeChange }: {
  invites: InvitesTable_invites$key;
  busy: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const data = useFragment(
    graphql`
      fragment InvitesTable_invites on InviteConnection {
        totalCount
        pageInfo { page pageSize }
        edges { node { id email name type businessType organizationName organization { name } accepted revoked } }
      }
    `,
    invites,
  );
  return (
    <DataTable
      label={text.table}
      columns={inviteColumns}
      rows={data.edges.map((e) => e.node)}
      rowKey={(i) => i.id}
      busy={busy}
      empty={<TableEmpty title={text.emptyTitle} description={text.emptyText} />}
      paging={{ page: data.pageInfo.page, pageSize: data.pageInfo.pageSize, totalCount: data.totalCount, onPageChange, onPageSizeChange }}
    />
  );
}
