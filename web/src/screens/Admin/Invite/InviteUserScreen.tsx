import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AdminInviteUserScreenQuery } from '../../../__generated__/AdminInviteUserScreenQuery.graphql';
import { useViewer } from '../../../auth/ViewerProvider';
import { DataTableSkeleton } from '../../../components/table/DataTable';
import { usePagedQuery } from '../../../components/table/usePagedQuery';
import { usePageParams } from '../../../components/table/usePageParams';
import { AdminScreen } from '../shared/AdminScreen';
import { adminTexts } from '../texts';
import { InviteForm } from './InviteForm';
import { InvitesTable, inviteColumns } from './InvitesTable';

const text = adminTexts.invite;

const query = graphql`
  query AdminInviteUserScreenQuery($page: Int!, $pageSize: Int!, $withOrganizations: Boolean!) {
    viewer {
      ...InviteForm_viewer @arguments(withOrganizations: $withOrganizations)
    }
    invites(page: $page, pageSize: $pageSize) @required(action: THROW) {
      ...InvitesTable_invites
    }
  }
`;

/** /user/invite-user (§2; org admins and super admins): the invite form and the invites sent. */
export function InviteUserScreen() {
  const { viewer } = useViewer();
  const paging = usePageParams();
  // Only super admins choose the organization a user joins, so only they load the list of them.
  const withOrganizations = !!viewer?.isSuperAdmin;
  const variables = useMemo(
    () => ({ page: paging.page, pageSize: paging.pageSize, withOrganizations }),
    [paging.page, paging.pageSize, withOrganizations],
  );
  const { queryRef, busy, reload } = usePagedQuery<AdminInviteUserScreenQuery>(query, variables);
  const skeleton = (
    <Stack gap="6">
      <Skeleton height="56" rounded="l2" />
      <DataTableSkeleton label={text.table} columns={inviteColumns} />
    </Stack>
  );
  return (
    <AdminScreen title={text.title} intro={text.intro} busy={busy} fallback={skeleton} retry={{ queryRef, reload }}>
      {queryRef ? <Content queryRef={queryRef} busy={busy} paging={paging} onSent={reload} /> : skeleton}
    </AdminScreen>
  );
}

function Content({ queryRef, busy, paging, onSent }: {
  queryRef: PreloadedQuery<AdminInviteUserScreenQuery>;
  busy: boolean;
  paging: ReturnType<typeof usePageParams>;
  onSent: () => void;
}) {
  const data = usePreloadedQuery<AdminInviteUserScreenQuery>(query, queryRef);
  return (
    <Stack gap="6">
      {data.viewer && <InviteForm viewer={data.viewer} onSent={onSent} />}
      <Stack gap="3" as="section" aria-labelledby="invites-heading">
        <Heading as="h2" size="md" id="invites-heading">{text.sentHeading}</Heading>
        <InvitesTable invites={data.invites} busy={busy} onPageChange={paging.setPage} onPageSizeChange={paging.setPageSize} />
      </Stack>
    </Stack>
  );
}
