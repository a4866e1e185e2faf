import { leadFlow } from '../../../../messages';
import { emptyPricingForm, pricingInputOf, type PricingForm, type PricingInput } from '../shared/pricingForm';

export const PROPOSAL_TYPES = [['MARKETING', 'Marketing'], ['PRELIMINARY', 'Preliminary'], ['DETAILED', 'Detailed']] as const;
export type ProposalTypeValue = (typeof PROPOSAL_TYPES)[number][0];
export type ProposalStatusValue = 'REQUESTED' | 'GENERATED' | 'PROCESSING';

/** The proposal dialog's state (create and edit share it; edit hides the type and customization). */
export interface ProposalForm {
  proposalType: ProposalTypeValue;
  needCustomization: boolean;
  installationName: string;
  pricingModelType: string;
  surveyScheduledDate: string;
  estSolarPisDate: string;
  estAssessmentFilingDate: string;
  pricing: PricingForm;
}

export const emptyProposalForm = (): ProposalForm => ({
  proposalType: 'MARKETING', needCustomization: false, installationName: '', pricingModelType: '',
  surveyScheduledDate: '', estSolarPisDate: '', estAssessmentFilingDate: '', pricing: emptyPricingForm(),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const orUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** CreateProposalInput of the form (§3: lead, proposal_type, need_customization, survey_scheduled_date plus form values). */
export function createProposalInput(leadId: string, form: ProposalForm) {
  return {
    leadId,
    proposalType: form.proposalType,
    needCustomization: form.needCustomization,
    surveyScheduledDate: orUndefined(form.surveyScheduledDate),
    installationName: orUndefined(form.installationName),
    pricingModelType: orUndefined(form.pricingModelType),
    pricing: pricingInputOf(form.pricing),
  };
}

/** Changed pricing values: a value, or null to clear the proposal's stored one. */
export type PricingChanges = { [K in keyof PricingInput]?: PricingInput[K] | null };

export interface UpdateProposalInput {
  installationName?: string;
  pricingModelType: string | null;
  surveyScheduledDate: string | null;
  estSolarPisDate: string | null;
  estAssessmentFilingDate: string | null;
  pricing?: PricingChanges;
}

/**
 * §5 proposal edit: the diff of changed values, plus pricing_model_type and the dates (always
 * sent); rebate_pay_date and pis_date are never sent. A pricing value that was set and is now
 * emptied is sent as null: updateProposal clears the proposal's stored value, and the lead's value
 * (or the api's default) applies again. Pricing values left as they were are not sent.
 */
export function proposalEditInput(initial: ProposalForm, edited: ProposalForm): UpdateProposalInput {
  const input: UpdateProposalInput = {
    pricingModelType: orNull(edited.pricingModelType),
    surveyScheduledDate: orNull(edited.surveyScheduledDate),
    estSolarPisDate: orNull(edited.estSolarPisDate),
    estAssessmentFilingDate: orNull(edited.estAssessmentFilingDate),
  };
  if (edited.installationName.trim() !== initial.installationName.trim() && edited.installationName.trim() !== '') {
    input.installationName = edited.installationName.trim();
  }
  const before = pricingInputOf(initial.pricing) as Record<string, unknown>;
  const after = pricingInputOf(edited.pricing) as Record<string, unknown>;
  const changed: Record<string, unknown> = Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
  for (const key of Object.keys(before)) if (!(key in after)) changed[key] = null; // emptied: clear it
  if (Object.keys(changed).length) input.pricing = changed as PricingChanges;
  return input;
}

/** §4 create message: status 0 and type 0 → quote requested; status 0 → proposal requested; else generated. */
export function createdProposalMessage(proposal: { databaseId: number; proposalStatus: ProposalStatusValue; proposalType: ProposalTypeValue }) {
  if (proposal.proposalStatus === 'REQUESTED') {
    return proposal.proposalType === 'MARKETING' ? leadFlow.quoteRequested : leadFlow.proposalRequested(proposal.databaseId);
  }
  return leadFlow.proposalGenerated(proposal.databaseId);
}
