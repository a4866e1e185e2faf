import { Button, Card, Heading, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type SyntheticEvent } from 'react';
import type { LeadFileList_lead$key } from '../../../__generated__/LeadFileList_lead.graphql';
import { Field } from '../../../components/ui/field';
import { API_LIMITS, textLimits } from '../../../validation/limits';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errors as errorTexts, leadFlow, validation } from '../../../messages';
import { firstUserError } from '../../../mutations/userErrors';
import { LeadFileList } from '../files/LeadFileList';
import { LeadFileUploader } from '../files/LeadFileUploader';
import { useIntakeImportUtilityDataMutation } from '../mutations/useIntakeImportUtilityDataMutation';
import { filesText as text } from '../texts';

interface Props {
  leadId: string;
  lead: LeadFileList_lead$key;
  onBusyChange: (running: number) => void;
}

/**
 * Step 4 (step index 3): utility bills, uploaded here (§4: they go to utility bills) or imported
 * from the utility data service by referral code (§4: the bills CSV to bills, the rest to
 * additional files).
 */
export function UtilityStep({ leadId, lead, onBusyChange }: Props) {
  const headingId = useId();
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          {text.billsHeading}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {text.billsHelp}
        </Text>
        <LeadFileUploader leadId={leadId} kind="UTILITY_BILL" label={text.billsHeading} onBusyChange={onBusyChange} />
        <LeadFileList lead={lead} kind="UTILITY_BILL" labelledBy={headingId} />
      </Stack>
      <HStack gap="3" aria-hidden>
        <Separator flex="1" />
        <Text textStyle="xs" color="fg.muted" textTransform="uppercase">
          {text.or}
        </Text>
        <Separator flex="1" />
      </HStack>
      <UtilityServiceImport leadId={leadId} lead={lead} />
    </Stack>
  );
}

function UtilityServiceImport({ leadId, lead }: { leadId: string; lead: LeadFileList_lead$key }) {
  const [referral, setReferral] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, importing] = useIntakeImportUtilityDataMutation();
  const headingId = useId();

  // Its own small form inside the step: Enter in the code field imports rather than going Next.
  const onImport = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const code = referral.trim();
    if (!code) return setError(validation.required);
    setError(null);
    commit({
      variables: { leadId, referral: code },
      onCompleted: ({ importUtilityData }) => {
        const { userErrors } = importUtilityData;
        // An unknown code is the referral field's ('Referral code X was not found.'); the service
        // failing is §8's utility data error, in the gateway's words.
        const onField = userErrors.find((e) => e.field === 'referral' && e.messages.length);
        if (onField) return setError(onField.messages.join(' '));
        if (userErrors.length) {
          notifyError(firstUserError(userErrors) ?? errorTexts.tryAgain);
          return;
        }
        notifySuccess(leadFlow.utilityDataLoaded);
        setReferral('');
      },
      onError: () => {
        notifyError(errorTexts.tryAgain);
      },
    });
  };

  return (
    <Card.Root variant="subtle">
      <Card.Body gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          {text.serviceHeading}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {text.serviceHelp}
        </Text>
        <Stack as="div" role="form" aria-labelledby={headingId} direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'end' }}>
          <Field label={text.referral} invalid={!!error} errorText={error}>
            <Input
              name="referral"
              {...textLimits(API_LIMITS.utility.referral)}
              value={referral}
              autoComplete="off"
              onChange={(e) => { setReferral(e.target.value); setError(null); }}
              onKeyDown={(e) => { if (e.key === 'Enter') onImport(e); }}
            />
          </Field>
          <Button colorPalette="brand" variant="outline" loading={importing} loadingText={text.importing} onClick={onImport} mb={error ? '7' : '0'}>
            {text.import}
          </Button>
        </Stack>
        <Text textStyle="sm" fontWeight="medium" mt="2">
          {text.additionalHeading}
        </Text>
        <LeadFileList lead={lead} kind="ADDITIONAL" />
      </Card.Body>
    </Card.Root>
  );
}
