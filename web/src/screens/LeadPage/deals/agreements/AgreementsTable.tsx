import { Badge, Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { AgreementsTable_agreements$key } from '../../../../__generated__/AgreementsTable_agreements.graphql';
import { NewSignLinkButton } from '../../../../components/agreements/NewSignLinkButton';
import { signLinkTexts } from '../../../../components/agreements/texts';
import { formatDate } from '../shared/format';
import { dealTexts } from '../texts';

const t = dealTexts.agreements;

/**
 * §2 agreements of a lead: type, signed (Yes/No) and signed date (MM-DD-YYYY). The signing link is
 * the customer's credential: it is shown once to its sender, and those who send agreements (org
 * admins and super admins, `canSend`) may issue a new one for an unsigned agreement here.
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
            <Table.ColumnHeader>{t.signed}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.signedDate}</Table.ColumnHeader>
            {canSend && <Table.ColumnHeader>{signLinkTexts.column}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((a) => (
            <Table.Row key={a.id}>
              <Table.Cell>
                {a.agreementTypeLabel}
                {a.superseded && <Badge ms="2" colorPalette="gray">{t.superseded}</Badge>}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={a.signed ? 'green' : 'gray'}>{a.signed ? dealTexts.yes : dealTexts.no}</Badge>
              </Table.Cell>
              <Table.Cell>{formatDate(a.signedDatetime)}</Table.Cell>
              {canSend && (
                <Table.Cell>
                  {a.signed || a.superseded ? signLinkTexts.notAvailable : <NewSignLinkButton agreementId={a.id} databaseId={a.databaseId} />}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
