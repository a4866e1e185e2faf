import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { AgreementsTable_agreements$key } from '../../../../__generated__/AgreementsTable_agreements.graphql';
import { RecipientCell } from '../../../../components/agreements/AgreementCells';
import { AgreementRowActions } from '../../../../components/agreements/AgreementRowActions';
import { AgreementStatusBadge } from '../../../../components/agreements/AgreementStatusBadge';
import { SignedAgreementLink } from '../../../../components/agreements/SignedAgreementLink';
import { agreementRowTexts, signedDocumentTexts } from '../../../../components/agreements/texts';
import { formatDate } from '../shared/format';
import { dealTexts } from '../texts';

const t = dealTexts.agreements;

/**
 * §2 agreements of a lead, with the customer's side (issue 15): type, status (Sent / Viewed /
 * Signed by customer / Fully executed / Voided), sent date, recipient, signed date, and the signed
 * PDF for everyone who sees the lead (issue 26 item 1). Those who send agreements (org admins and
 * super admins, `canSend`) get a row menu: Resend, Copy link (a link issued in this tab only: the
 * api keeps a hash), Void. No signing link is ever listed.
 */
export function AgreementsTable({ agreements, canSend }: { agreements: AgreementsTable_agreements$key; canSend: boolean }) {
  const rows = useFragment(
    graphql`
      fragment AgreementsTable_agreements on Agreement @relay(plural: true) {
        id
        databaseId
        agreementTypeLabel
        signed
        signedDatetime
        superseded
        status
        sentAt
        lastSentAt
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
      }
    `,
    agreements,
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t.caption} focusRing="outside">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t.caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.type}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.sent}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.recipient}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.signedDate}</Table.ColumnHeader>
            <Table.ColumnHeader>{signedDocumentTexts.column}</Table.ColumnHeader>
            {canSend && <Table.ColumnHeader>{t.actions}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((a) => (
            <Table.Row key={a.id} data-agreement={a.databaseId}>
              <Table.Cell whiteSpace="nowrap">
                {a.agreementTypeLabel} <Text as="span" color="fg.muted">#{a.databaseId}</Text>
                {a.superseded && <Badge ms="2" colorPalette="gray">{t.superseded}</Badge>}
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0.5" align="start">
                  <AgreementStatusBadge status={a.status} />
                  {a.status === 'VIEWED' && a.viewedAt && <Text textStyle="xs" color="fg.muted">{agreementRowTexts.viewedOn(formatDate(a.viewedAt))}</Text>}
                  {a.status === 'VOIDED' && a.voidedAt && <Text textStyle="xs" color="fg.muted">{agreementRowTexts.voidedOn(formatDate(a.voidedAt), a.voidedByName ?? null)}</Text>}
                  {a.countersignDue && <Text textStyle="xs" color="orange.fg" fontWeight="medium">{agreementRowTexts.countersignDue}</Text>}
                  {a.status === 'EXECUTED' && a.countersignedAt && <Text textStyle="xs" color="fg.muted">{agreementRowTexts.countersignedOn(formatDate(a.countersignedAt), a.countersignerName ?? null)}</Text>}
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(a.sentAt)}</Table.Cell>
              <Table.Cell maxW="16rem"><RecipientCell recipient={a.recipient} /></Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(a.signedDatetime)}</Table.Cell>
              <Table.Cell><SignedAgreementLink agreement={a} /></Table.Cell>
              {canSend && (
                <Table.Cell>
                  <AgreementRowActions agreement={a} />
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
