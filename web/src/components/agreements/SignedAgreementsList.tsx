import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SignedAgreementsList_lead$key } from '../../__generated__/SignedAgreementsList_lead.graphql';
import { formatDate } from '../../format/dates';
import { AgreementStatusBadge } from './AgreementStatusBadge';
import { SignedAgreementLink } from './SignedAgreementLink';
import { signedDocumentTexts as t } from './texts';

/**
 * The lead's signed agreements in its Documents tab (issue 26 item 1): each opens its signed PDF
 * (fully executed once countersigned) with the audit certificate, for everyone who sees the lead.
 */
export function SignedAgreementsList({ lead }: { lead: SignedAgreementsList_lead$key }) {
  const data = useFragment(
    graphql`
      fragment SignedAgreementsList_lead on Lead {
        agreements {
          id
          databaseId
          agreementTypeLabel
          status
          signed
          signerName
          signedDatetime
        }
      }
    `,
    lead,
  );
  const signed = data.agreements.filter((a) => a.signed);
  return (
    <Stack gap="2" as="section" aria-labelledby="signed-agreements-title" data-testid="signed-agreements">
      <Heading as="h3" size="sm" id="signed-agreements-title">{t.documentsTitle}</Heading>
      {signed.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">{t.documentsEmpty}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t.documentsCaption}</Table.Caption>
            <Table.Body>
              {signed.map((a) => (
                <Table.Row key={a.id} data-agreement={a.databaseId}>
                  <Table.Cell><SignedAgreementLink agreement={a} /></Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{a.agreementTypeLabel} #{a.databaseId}</Table.Cell>
                  <Table.Cell><AgreementStatusBadge status={a.status} /></Table.Cell>
                  <Table.Cell whiteSpace="nowrap" color="fg.muted">{a.signedDatetime ? t.signedOn(formatDate(a.signedDatetime)) : ''}{a.signerName ? ` · ${a.signerName}` : ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
