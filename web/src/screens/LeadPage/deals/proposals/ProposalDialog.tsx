import { Checkbox, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { SelectField, TextField } from '../shared/FormFields';
import { PricePreview } from '../shared/PricePreview';
import { PricingFields } from '../shared/PricingFields';
import { pricingFormOf, pricingProblems } from '../shared/pricingForm';
import { dealTexts } from '../texts';
import type { ProposalItem } from './ProposalCard';
import { emptyProposalForm, PROPOSAL_TYPES, type ProposalForm } from './proposalForm';

const t = dealTexts.proposals;

type Submit = (form: ProposalForm, initial: ProposalForm) => void;
/** The running action (its §4 loading message and progress), shown inside the dialog while it is open. */
type Running = { submitting: boolean; progress: { message: string | null; value: number } };

/** New proposal: type, need customization, survey date, installation name, pricing model and values. */
export function CreateProposalDialog({ onClose, onSubmit, running }: { onClose: () => void; onSubmit: Submit; running: Running }) {
  return <ProposalFormDialog initial={emptyProposalForm()} onClose={onClose} onSubmit={onSubmit} running={running} />;
}

/** Edit a proposal: starts from its stored values; the type and the customization flag stay as they are. */
export function EditProposalDialog({ proposal, onClose, onSubmit, running }: { proposal: ProposalItem; onClose: () => void; onSubmit: Submit; running: Running }) {
  const p = proposal;
  const initial: ProposalForm = {
    proposalType: p.proposalType as ProposalForm['proposalType'],
    needCustomization: p.needCustomization,
    installationName: p.installationName ?? '',
    pricingModelType: p.pricingModelType ?? '',
    surveyScheduledDate: p.surveyScheduledDate ?? '',
    estSolarPisDate: p.estSolarPisDate ?? '',
    estAssessmentFilingDate: p.estAssessmentFilingDate ?? '',
    pricing: pricingFormOf(p.pricingValues),
  };
  return <ProposalFormDialog initial={initial} editId={p.databaseId} onClose={onClose} onSubmit={onSubmit} running={running} />;
}

function ProposalFormDialog({ initial, editId, onClose, onSubmit, running }: { initial: ProposalForm; editId?: number; onClose: () => void; onSubmit: Submit; running: Running }) {
  const [form, setForm] = useState(initial);
  const [snapshot] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // Once shown, the inline errors follow the values as they are corrected.
  const set = <K extends keyof ProposalForm>(key: K) => (value: ProposalForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (Object.keys(errors).length) setErrors(pricingProblems(next.pricing));
  };
  const submit = () => {
    const problems = pricingProblems(form.pricing);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSubmit(form, snapshot);
  };
  const editing = editId !== undefined;
  return (
    <FormDialog open onClose={onClose} title={editing ? t.editTitle(editId) : t.createTitle} submitLabel={editing ? t.submitEdit : t.submitCreate} onSubmit={submit} submitting={running.submitting} progress={running.progress}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {!editing && <SelectField label={t.type} value={form.proposalType} onChange={(v) => set('proposalType')(v as ProposalForm['proposalType'])} options={PROPOSAL_TYPES} required />}
        <TextField label={t.installationName} value={form.installationName} onChange={set('installationName')} helperText={editing ? undefined : dealTexts.fromLeadHint} />
        <TextField label={t.pricingModelType} value={form.pricingModelType} onChange={set('pricingModelType')} />
        <TextField label={t.surveyScheduledDate} type="date" value={form.surveyScheduledDate} onChange={set('surveyScheduledDate')} />
        {editing && <TextField label={t.estSolarPisDate} type="date" value={form.estSolarPisDate} onChange={set('estSolarPisDate')} />}
        {editing && <TextField label={t.estAssessmentFilingDate} type="date" value={form.estAssessmentFilingDate} onChange={set('estAssessmentFilingDate')} />}
      </SimpleGrid>
      {!editing && (
        <Checkbox.Root checked={form.needCustomization} onCheckedChange={(e) => set('needCustomization')(e.checked === true)} colorPalette="brand" alignItems="start">
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            {t.needCustomization}
            <Text as="span" display="block" fontWeight="normal" color="fg.muted">{t.needCustomizationHint}</Text>
          </Checkbox.Label>
        </Checkbox.Root>
      )}
      <PricingFields value={form.pricing} onChange={set('pricing')} errors={errors} />
      <PricePreview pricing={form.pricing} />
    </FormDialog>
  );
}
