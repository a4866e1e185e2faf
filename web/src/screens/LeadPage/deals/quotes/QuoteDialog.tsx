import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { NumberField, SelectField } from '../shared/FormFields';
import { PricePreview } from '../shared/PricePreview';
import { PricingFields } from '../shared/PricingFields';
import { dealTexts } from '../texts';
import { NO_PACE_PROGRAM, quoteProgramsFor } from '../../../../../../shared/pricing/pace-programs';
import { BOND_DISCOUNT_MODES, emptyQuoteForm, quoteProblems, type PaceForm, type QuoteForm, type QuoteKind, type QuoteProblems } from './quoteForm';

const t = dealTexts.quotes;

interface Props {
  kind: QuoteKind;
  onClose: () => void;
  onSubmit: (form: QuoteForm) => void;
  submitting: boolean;
  progress: { message: string | null; value: number };
  /** The api's pre-validation messages of the last attempt, per form field, and those of no field. */
  serverErrors: { fields: QuoteProblems; form: string[] };
  /** The site's two-letter state: PACE offers only the programs that serve it (null: all; the api decides). */
  siteState?: string | null;
}

/** New quote or PACE quote: the pricing values, and for PACE the program, bond discount mode, term, rate and roof cost. */
export function QuoteDialog({ kind, onClose, onSubmit, submitting, serverErrors, progress, siteState = null }: Props) {
  const [form, setForm] = useState<QuoteForm>(emptyQuoteForm);
  const [errors, setErrors] = useState<QuoteProblems>({});
  const shown = { ...serverErrors.fields, ...errors };
  // Once shown, the inline errors follow the values as they are corrected.
  const change = (next: QuoteForm) => {
    setForm(next);
    if (Object.keys(errors).length) setErrors(quoteProblems(kind, next));
  };
  const setPace = (key: keyof PaceForm) => (value: string) => change({ ...form, pace: { ...form.pace, [key]: value } });
  const submit = () => {
    const problems = quoteProblems(kind, form);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSubmit(form);
  };
  const pace = kind === 'PACE';
  const programs = quoteProgramsFor(siteState).map((p) => [p.id, p.id] as const);
  // Said before the rep fills the form, not after: no program on file serves this site's state.
  const noProgram = pace && siteState && programs.length === 0 ? NO_PACE_PROGRAM.noQuoteProgram(siteState.toUpperCase()) : undefined;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={pace ? t.createPaceTitle : t.createTitle}
      submitLabel={pace ? t.submitPace : t.submit}
      onSubmit={submit}
      submitting={submitting}
      formErrors={serverErrors.form}
      progress={progress}
    >
      {pace && (
        <Fieldset.Root>
          <Fieldset.Legend>{t.pace}</Fieldset.Legend>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <SelectField label={t.program} value={form.pace.program} onChange={setPace('program')} options={programs} placeholder=" " required disabled={!!noProgram} helperText={noProgram} error={shown.program} />
              <SelectField label={t.bondDiscountMode} value={form.pace.bondDiscountMode} onChange={setPace('bondDiscountMode')} options={BOND_DISCOUNT_MODES} placeholder={dealTexts.fromLead} error={shown.bondDiscountMode} />
              <NumberField label={t.termYears} value={form.pace.termYears} onChange={setPace('termYears')} integer placeholder="20" error={shown.termYears} />
              <NumberField label={t.interestRate} value={form.pace.interestRate} onChange={setPace('interestRate')} placeholder="6.5" error={shown.interestRate} />
              <NumberField label={t.roofCost} value={form.pace.roofCost} onChange={setPace('roofCost')} error={shown.roofCost} />
            </SimpleGrid>
          </Fieldset.Content>
        </Fieldset.Root>
      )}
      <PricingFields value={form.pricing} onChange={(pricing) => change({ ...form, pricing })} errors={shown} />
      <PricePreview pricing={form.pricing} pace={pace ? form.pace : undefined} />
    </FormDialog>
  );
}
