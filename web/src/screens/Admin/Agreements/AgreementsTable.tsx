import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AgreementsTable_adminAgreements$data, AgreementsTable_adminAgreements$key } from '../../../__generated__/AgreementsTable_adminAgreements.graphql';
import { RecipientCell } from '../../../components/agreements/AgreementCells';
import { AgreementRowActions } from '../../../components/agreements/AgreementRowActions';
import { AgreementStatusBadge } from '../../../components/agreements/AgreementStatusBadge';
import { SignedAgreementLink } from '../../../components/agreements/SignedAgreementLink';
import { agreementRowTexts, signedDocumentTexts } from '../../../components/agreements/texts';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { formatDate, orNotAvailable } from '../../../components/table/format';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { paths } from '../../../routing/paths';
import { adminTexts } from '../texts';

const text = adminTexts.agreements;
type Agreement = AgreementsTable_adminAgreements$data['edges'][number]['node'];

/**
 * §2 agreements table with the customer's side (issue 15): status (Sent / Viewed / Signed / Voided),
 * type, sent date, recipient, signed date, lead id and name, and a row menu (Resend, Copy link, Void)
 * instead of a signing link: the api keeps only a link's hash (it is the customer's credential), so
 * a link can be copied only right after it was issued. This page is for super admins, who send too.
 */
export const agreementColumns: ReadonlyArray<Column<Agreement>> = [
  {
    key: 'status', header: text.columns.status,
    cell: (a) => (
      <Stack gap="0.5" align="start">
        <AgreementStatusBadge status={a.status} />
        {a.status === 'VIEWED' && a.viewedAt && <Text textStyle="xs" color="fg.muted">{agreementRowTexts.viewedOn(formatDate(a.viewedAt))}</Text>}
        {a.status === 'VOIDED' && a.voidedAt && <Text textStyle="xs" color="fg.muted">{agreementRowTexts.voidedOn(formatDate(a.voidedAt), a.voidedByName ?? null)}</Text>}
        {a.countersignDue && <Text textStyle="xs" color="orange.fg" fontWeight="medium">{agreementRowTexts.countersignDue}</Text>}
        {a.status === 'EXECUTED' && a.countersignedAt && <Text textStyle="xs" color="fg.muted">{agreementRowTexts.countersignedOn(formatDate(a.countersignedAt), a.countersignerName ?? null)}</Text>}
      </Stack>
    ),
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
  { key: 'sent', header: text.columns.sent, nowrap: true, cell: (a) => formatDate(a.sentAt) },
  { key: 'recipient', header: text.columns.recipient, cell: (a) => <RecipientCell recipient={a.recipient} /> },
  { key: 'signedDate', header: text.columns.signedDate, nowrap: true, cell: (a) => formatDate(a.signedDatetime) },
  { key: 'signedPdf', header: signedDocumentTexts.column, nowrap: true, cell: (a) => <SignedAgreementLink agreement={a} /> },
  { key: 'leadId', header: text.columns.leadId, nowrap: true, cell: (a) => a.lead.databaseId },
  {
    key: 'leadName', header: text.columns.leadName,
    cell: (a) => (
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={paths.lead(a.lead.databaseId)}>{orNotAvailable(a.leadName ?? a.lead.name)}</RouterLink>
      </Link>
    ),
  },
  { key: 'actions', header: text.columns.actions, nowrap: true, cell: (a) => <AgreementRowActions agreement={a} /> },
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
            status
            sentAt
            viewedAt
            voidedAt
            voidedByName
            recipient { name email }
            signerName
            countersignDue
            countersignedAt
            countersignerName
            sendMessage
            leadCancelled
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
