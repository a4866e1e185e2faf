import { Badge, Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { MembersCardQuery, MembersCardQuery$data } from '../../../__generated__/MembersCardQuery.graphql';
import type { MembershipType, OrganizationsUpdateMemberMutation } from '../../../__generated__/OrganizationsUpdateMemberMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { DataTable, DataTableSkeleton, type Column } from '../../../components/table/DataTable';
import { formatDateTime } from '../../../components/table/format';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { usePagedQuery } from '../../../components/table/usePagedQuery';
import { runMutation, toastFailure, toastOutcome } from '../../Profile/runMutation';
import { updateOrganizationMemberMutation } from './mutations';
import { Section } from './Section';
import { organizationTexts as text } from './texts';

/** Members shown at once; an organization has a handful (the api pages them, 500 at most a page). */
const MEMBERS_SHOWN = 200;

const query = graphql`
  query MembersCardQuery($databaseId: Int!, $pageSize: Int!) {
    managedOrganization(databaseId: $databaseId) {
      members(page: 1, pageSize: $pageSize) {
        totalCount
        edges { node { id userId databaseId firstName lastName email userType membershipType active lastActiveAt } }
      }
    }
  }
`;

type Member = NonNullable<MembersCardQuery$data['managedOrganization']>['members']['edges'][number]['node'];
const nameOf = (m: Member) => `${m.firstName} ${m.lastName}`.trim() || m.email;

/** The organization's members with their roles: change a role, deactivate or reactivate a member. */
export function MembersCard({ organizationId, databaseId, onChanged }: { organizationId: string; organizationName: string; databaseId: number; onChanged: () => void }) {
  const variables = useMemo(() => ({ databaseId, pageSize: MEMBERS_SHOWN }), [databaseId]);
  const { queryRef, busy, reload } = usePagedQuery<MembersCardQuery>(query, variables);
  const skeleton = <DataTableSkeleton label={text.membersTable} columns={[{ key: 'a', header: text.memberColumns.name, cell: () => null }, { key: 'b', header: text.memberColumns.role, cell: () => null }]} />;
  return (
    <Section title={text.membersHeading} id="organization-members-heading">
      <ErrorBoundary resetKeys={[queryRef]} onRetry={reload}>
        <Suspense fallback={skeleton}>
          {queryRef ? <Members queryRef={queryRef} busy={busy} organizationId={organizationId} onChanged={() => { reload(); onChanged(); }} /> : skeleton}
        </Suspense>
      </ErrorBoundary>
    </Section>
  );
}

function Members({ queryRef, busy, organizationId, onChanged }: { queryRef: PreloadedQuery<MembersCardQuery>; busy: boolean; organizationId: string; onChanged: () => void }) {
  const data = usePreloadedQuery<MembersCardQuery>(query, queryRef);
  const environment = useRelayEnvironment();
  const [working, setWorking] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Member | null>(null);
  const members = data.managedOrganization?.members.edges.map((e) => e.node) ?? [];

  const change = (member: Member, input: { membershipType?: MembershipType; active?: boolean }) => {
    setWorking(member.id);
    return runMutation<OrganizationsUpdateMemberMutation>(environment, {
      mutation: updateOrganizationMemberMutation,
      variables: { input: { organizationId, userId: member.userId, ...input } },
    }).then(
      ({ updateOrganizationMember: answer }) => { if (toastOutcome(answer.userErrors, answer.message ?? text.saved)) onChanged(); },
      (error) => toastFailure(error),
    ).finally(() => { setWorking(null); setConfirming(null); });
  };

  const columns: ReadonlyArray<Column<Member>> = [
    {
      key: 'name', header: text.memberColumns.name,
      cell: (m) => (
        <Stack gap="0">
          <Text fontWeight="medium">{nameOf(m)}</Text>
          <Text textStyle="xs" color="fg.muted" wordBreak="break-all">{m.email}</Text>
        </Stack>
      ),
    },
    {
      key: 'role', header: text.memberColumns.role, nowrap: true,
      cell: (m) => (
        <NativeSelect.Root size="sm" w="36" disabled={working === m.id}>
          <NativeSelect.Field aria-label={text.roleOf(nameOf(m))} value={m.membershipType} onChange={(e) => void change(m, { membershipType: e.target.value as MembershipType })}>
            <option value="MEMBER">{text.roles.MEMBER}</option>
            <option value="ADMIN">{text.roles.ADMIN}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ),
    },
    {
      key: 'status', header: text.memberColumns.status, nowrap: true,
      cell: (m) => (
        <Stack gap="1" align="start">
          <Badge colorPalette={m.active ? 'green' : 'red'} variant="subtle">{m.active ? text.memberActive : text.memberDeactivated}</Badge>
          {m.userType === 'SUPER_ADMIN' && <Badge colorPalette="purple" variant="outline">{text.superAdmin}</Badge>}
        </Stack>
      ),
    },
    { key: 'lastActive', header: text.memberColumns.lastActive, nowrap: true, cell: (m) => (m.lastActiveAt ? formatDateTime(m.lastActiveAt) : text.never) },
    {
      key: 'actions', header: text.memberColumns.actions, nowrap: true, pinned: true, align: 'end',
      cell: (m) => (m.userType === 'SUPER_ADMIN' ? null : m.active ? (
        <Button size="sm" variant="outline" colorPalette="red" aria-label={text.deactivateMemberOf(nameOf(m))} loading={working === m.id} onClick={() => setConfirming(m)}>
          {text.deactivateMember}
        </Button>
      ) : (
        <Button size="sm" variant="outline" aria-label={text.reactivateMemberOf(nameOf(m))} loading={working === m.id} onClick={() => void change(m, { active: true })}>
          {text.reactivateMember}
        </Button>
      )),
    },
  ];

  return (
    <>
      <DataTable
        label={text.membersTable}
        columns={columns}
        rows={members}
        rowKey={(m) => m.id}
        busy={busy}
        empty={<TableEmpty title={text.membersEmptyTitle} description={text.membersEmptyText} />}
      />
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        title={confirming ? text.deactivateMemberTitle(nameOf(confirming)) : ''}
        confirmLabel={text.deactivateMember}
        cancelLabel={text.cancel}
        busy={confirming !== null && working === confirming.id}
        onConfirm={() => { if (confirming) void change(confirming, { active: false }); }}
      >
        <Text>{text.deactivateMemberText}</Text>
      </ConfirmDialog>
    </>
  );
}
