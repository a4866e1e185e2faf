import { Badge } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InvitesTable_invites$data, InvitesTable_invites$key } from '../../../__generated__/InvitesTable_invites.graphql';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { orNotAvailable } from '../../../components/table/format';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { adminTexts } from '../texts';

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
    cell: (i) => <Badge variant="subtle" colorPalette={i.accepted ? 'green' : 'gray'}>{i.accepted ? text.accepted : text.open}</Badge>,
  },
];

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
        edges { node { id email name type businessType organizationName organization { name } accepted } }
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
