import { SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { NumericInput } from '../../../components/form/NumericInput';
import { Field } from '../../../components/ui/field';
import { API_LIMITS, textLimits } from '../../../validation/limits';
import type { ProjectDraft, ProposalIntent, ProposalType, YesNoUnknown } from '../draft';
import { intentOptions, proposalTypeOptions, yesNoOptions } from '../options';
import { projectText as text, propertyText, wizardText } from '../texts';
import { INTENT_ESS, INTENT_UPGRADES, type StepErrors } from '../validation';
import { SelectField } from './SelectField';

interface Props {
  value: ProjectDraft;
  errors: StepErrors;
  onChange: (next: ProjectDraft) => void;
}

/** Step 3: what the customer wants. Upgrades and ESS capacity are asked when the intent needs them. */
export function ProjectStep({ value, errors, onChange }: Props) {
  const set = <K extends keyof ProjectDraft>(key: K, next: ProjectDraft[K]) => onChange({ ...value, [key]: next });
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField name="proposalType" label={text.proposalType} required value={value.proposalType} options={proposalTypeOptions}
          error={errors.proposalType} onChange={(v) => set('proposalType', v as ProposalType)} />
        <SelectField name="intent" label={text.intent} required value={value.intent} options={intentOptions}
          error={errors.intent} onChange={(v) => set('intent', v as ProposalIntent | '')} />
      </SimpleGrid>
      {value.intent === INTENT_UPGRADES && (
        <Field label={text.upgrades} required helperText={text.upgradesHelp} invalid={!!errors.upgrades} errorText={errors.upgrades}>
          <Textarea name="upgrades" value={value.upgrades} rows={2} autoresize onChange={(e) => set('upgrades', e.target.value)} />
        </Field>
      )}
      {value.intent === INTENT_ESS && (
        <Field label={text.essCapacity} required invalid={!!errors.essCapacity} errorText={errors.essCapacity}>
          <NumericInput name="essCapacity" value={value.essCapacity} onValueChange={(v) => set('essCapacity', v)} />
        </Field>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <SelectField name="workingWithRoofer" label={text.workingWithRoofer} value={value.workingWithRoofer} options={yesNoOptions}
          placeholder={propertyText.choose} error={errors.workingWithRoofer} onChange={(v) => set('workingWithRoofer', v as YesNoUnknown | '')} />
        <SelectField name="roofWarranty" label={text.roofWarranty} value={value.roofWarranty} options={yesNoOptions}
          placeholder={propertyText.choose} error={errors.roofWarranty} onChange={(v) => set('roofWarranty', v as YesNoUnknown | '')} />
        <Field label={text.warrantyLength} required={value.roofWarranty === 'YES'} invalid={!!errors.warrantyLength} errorText={errors.warrantyLength}>
          <NumericInput name="warrantyLength" value={value.warrantyLength} onValueChange={(v) => set('warrantyLength', v)} />
        </Field>
      </SimpleGrid>
      <Field label={text.notes} invalid={!!errors.notes} errorText={errors.notes} helperText={wizardText.counter(value.notes.length, API_LIMITS.lead.projectNotes.maxLength)}>
        <Textarea name="notes" {...textLimits(API_LIMITS.lead.projectNotes)} value={value.notes} rows={4} onChange={(e) => set('notes', e.target.value)} />
      </Field>
    </Stack>
  );
}
