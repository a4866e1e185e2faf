import { Badge, HStack, Link } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AgreementsTable_adminAgreements$data, AgreementsTable_adminAgreements$key } from '../../../__generated__/AgreementsTable_adminAgreements.graphql';
import { NewSignLinkButton } from '../../../components/agreements/NewSignLinkButton';
import { signLinkTexts } from '../../../components/agreements/texts';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { formatDate, orNotAvailable } from '../../../components/table/format';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { paths } from '../../../routing/paths';
import { adminTexts } from '../texts';

const text = adminTexts.agreements;
type Agreement = AgreementsTable_adminAgreements$data['edges'][number]['node'];

/**
 * §2 agreements table: signed Yes/No, type, signed date, lead id and name, and the signing link.
 * The api keeps only a hash of a link (it is the customer's credential), so the last column issues
 * a new one for an unsigned agreement and shows it once (super admins send agreements too).
 */
export const agreementColumns: ReadonlyArray<Column<Agreement>> = [
  {
    key: 'signed', header: text.columns.signed,
    cell: (a) => <Badge colorPalette={a.signed ? 'green' : 'gray'} variant="subtle">{a.signed ? text.yes : text.no}</Badge>,
  },
  {
    key: 'type', header: text.columns.type, nowrap: true,
    cell: (a) => (
      <HStack gap="2">
        {a.agreementTypeLabel}
        {a.superseded && <Badge colorPalette="orange" variant="outline" size="sm">{text.superseded}</Badge>}
      </HStack>
    ),
  },
  { key: 'signedDate', header: text.columns.signedDate, nowrap: true, cell: (a) => formatDate(a.signedDatetime) },
  { key: 'leadId', header: text.columns.leadId, nowrap: true, cell: (a) => a.lead.databaseId },
  {
    key: 'leadName', header: text.columns.leadName,
    cell: (a) => (
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={paths.lead(a.lead.databaseId)}>{orNotAvailable(a.leadName ?? a.lead.name)}</RouterLink>
      </Link>
    ),
  },
  {
    key: 'signUrl', header: text.columns.signUrl, nowrap: true,
    cell: (a) => (a.signed || a.superseded ? signLinkTexts.notAvailable : <NewSignLinkButton agreementId={a.id} databaseId={a.databaseId} />),
  },
];

export function AgreementsTable({ agreements, busy, onPageChange, onPageSizeChange }: {
  agreements: AgreementsTable_adminAgreements$key;
  busy: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AgreementsTable_adminAgreements on AgreementConnection {
        totalCount
        pageInfo { page pageSize }
        edges {
          node {
            id
            databaseId
            signed
            superseded
            agreementTypeLabel
            signedDatetime
            leadName
            lead { databaseId name }
          }
        }
      }
    `,
    agreements,
  );
  return (
    <DataTable
      label={text.table}
      columns={agreementColumns}
      rows={data.edges.map((e) => e.node)}
      rowKey={(a) => a.id}
      busy={busy}
      empty={<TableEmpty title={text.emptyTitle} description={text.emptyText} />}
      paging={{ page: data.pageInfo.page, pageSize: data.pageInfo.pageSize, totalCount: data.totalCount, onPageChange, onPageSizeChange }}
    />
  );
}
