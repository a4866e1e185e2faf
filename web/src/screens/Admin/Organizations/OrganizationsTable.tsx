import { Badge, HStack, Image, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { OrganizationsTable_organizations$data, OrganizationsTable_organizations$key } from '../../../__generated__/OrganizationsTable_organizations.graphql';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { formatCount, formatDate } from '../../../components/table/format';
import { paths } from '../../../routing/paths';
import { organizationTexts as text } from './texts';

type Organization = OrganizationsTable_organizations$data['edges'][number]['node'];

export function OrganizationStatusBadge({ status }: { status: string }) {
  const deactivated = status === 'DEACTIVATED';
  return (
    <Badge colorPalette={deactivated ? 'red' : 'green'} variant="subtle">
      {deactivated ? text.status.DEACTIVATED : text.status.ACTIVE}
    </Badge>
  );
}

export const businessTypeLabel = (type: string) => text.businessTypes[type as keyof typeof text.businessTypes] ?? type;

/** The Organizations table: name (opens it), business type, status, member and lead counts, creation date. */
export const organizationColumns: ReadonlyArray<Column<Organization>> = [
  {
    key: 'name', header: text.columns.name,
    cell: (o) => (
      <HStack gap="2" minW="0">
        {o.logo?.url && <Image src={o.logo.url} alt="" boxSize="6" objectFit="contain" flexShrink="0" />}
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={paths.organization(o.databaseId)}>{o.name}</RouterLink>
        </Link>
      </HStack>
    ),
  },
  { key: 'businessType', header: text.columns.businessType, nowrap: true, cell: (o) => businessTypeLabel(o.businessType) },
  { key: 'status', header: text.columns.status, nowrap: true, cell: (o) => <OrganizationStatusBadge status={o.status} /> },
  { key: 'members', header: text.columns.members, nowrap: true, align: 'end', cell: (o) => <Text as="span" fontVariantNumeric="tabular-nums">{formatCount(o.membersCount)}</Text> },
  { key: 'leads', header: text.columns.leads, nowrap: true, align: 'end', cell: (o) => <Text as="span" fontVariantNumeric="tabular-nums">{formatCount(o.leadsCount)}</Text> },
  { key: 'created', header: text.columns.created, nowrap: true, cell: (o) => formatDate(o.createdAt) },
];

export function OrganizationsTable({ organizations, busy, empty, onPageChange, onPageSizeChange }: {
  organizations: OrganizationsTable_organizations$key;
  busy: boolean;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const data = useFragment(
    graphql`
      fragment OrganizationsTable_organizations on ManagedOrganizationConnection {
        totalCount
        pageInfo { page pageSize }
        edges {
          node {
            id
            databaseId
            name
            businessType
            status
            membersCount
            leadsCount
            createdAt
            logo { url }
          }
        }
      }
    `,
    organizations,
  );
  return (
    <DataTable
      label={text.table}
      columns={organizationColumns}
      rows={data.edges.map((e) => e.node)}
      rowKey={(o) => o.id}
      busy={busy}
      empty={empty}
      paging={{ page: data.pageInfo.page, pageSize: data.pageInfo.pageSize, totalCount: data.totalCount, onPageChange, onPageSizeChange }}
    />
  );
}
