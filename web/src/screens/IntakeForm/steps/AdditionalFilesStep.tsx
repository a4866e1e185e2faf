import { Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import type { LeadFileType } from '../../../__generated__/intakeUploadLeadFileMutation.graphql';
import type { LeadFileList_lead$key } from '../../../__generated__/LeadFileList_lead.graphql';
import { Field } from '../../../components/ui/field';
import { API_LIMITS, textLimits } from '../../../validation/limits';
import { LeadFileList } from '../files/LeadFileList';
import { LeadFileUploader } from '../files/LeadFileUploader';
import { fileKindOptions } from '../options';
import { filesText as text, wizardText } from '../texts';
import type { StepErrors } from '../validation';
import { SelectField } from './SelectField';

interface Props {
  leadId: string;
  lead: LeadFileList_lead$key;
  fileKind: string;
  notes: string;
  errors: StepErrors;
  onFileKindChange: (kind: string) => void;
  onNotesChange: (notes: string) => void;
  onBusyChange: (running: number) => void;
}

/** Step 5: additional files, each uploaded with the §3 file kind chosen above the drop zone, and notes. */
export function AdditionalFilesStep({ leadId, lead, fileKind, notes, errors, onFileKindChange, onNotesChange, onBusyChange }: Props) {
  const headingId = useId();
  return (
    <Stack gap="5">
      <Stack gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          {text.additionalHeading}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {text.additionalHelp}
        </Text>
        <SelectField name="fileKind" label={text.fileKind} value={fileKind} options={fileKindOptions} onChange={onFileKindChange} />
        <LeadFileUploader leadId={leadId} kind="ADDITIONAL" fileType={fileKind as LeadFileType} label={text.additionalHeading} onBusyChange={onBusyChange} />
        <LeadFileList lead={lead} kind="ADDITIONAL" labelledBy={headingId} />
      </Stack>
      <Field label={text.notes} invalid={!!errors.notes} errorText={errors.notes} helperText={wizardText.counter(notes.length, API_LIMITS.lead.notes.maxLength)}>
        <Textarea name="notes" {...textLimits(API_LIMITS.lead.notes)} value={notes} rows={4} onChange={(e) => onNotesChange(e.target.value)} />
      </Field>
    </Stack>
  );
}
