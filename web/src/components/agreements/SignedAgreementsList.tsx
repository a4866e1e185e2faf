import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
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
        // A list, not a table: each agreement wraps on a phone instead of scrolling sideways.
        <Stack as="ul" gap="0" borderWidth="1px" rounded="md" aria-label={t.documentsCaption} listStyleType="none" m="0" p="0">
          {signed.map((a) => (
            <Flex as="li" key={a.id} data-agreement={a.databaseId} gap="2" px="3" py="2" wrap="wrap" align="center"
              css={{ '&:not(:last-of-type)': { borderBottomWidth: '1px' } }}>
              <SignedAgreementLink agreement={a} />
              <Text textStyle="sm" whiteSpace="nowrap">{a.agreementTypeLabel} #{a.databaseId}</Text>
              <AgreementStatusBadge status={a.status} />
              <Text textStyle="sm" color="fg.muted">{a.signedDatetime ? t.signedOn(formatDate(a.signedDatetime)) : ''}{a.signerName ? ` · ${a.signerName}` : ''}</Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
