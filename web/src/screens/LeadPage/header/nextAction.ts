import { LEAD_STAGE_NAMES, stageIndex } from '../../../constants';
import type { ProposalTypeValue } from '../deals/proposals/proposalForm';
import { dealHeaderTexts as t } from './dealTexts';

type ActionKey = keyof typeof t.actions;
type HintKey = keyof typeof t.hints;

/**
 * What the primary button does: generate a proposal of a type (a dialog in the header), schedule
 * the survey (a dialog in the header), or open a tab where the thing is done, with an intent the
 * tab acts on (`#documents/bills` opens the upload on utility bills, `#agreements/send-ppa` the
 * send dialog on a Clean Energy PPA).
 */
export type NextActionDo =
  /**
   * Generate a proposal of the type (issue 26: generated, not only requested): the proposal of
   * that type already requested and not generated (`existingId`) is generated, else one is created
   * from the lead's values and generated at once.
   */
  | { kind: 'generate'; proposalType: ProposalTypeValue; existingId: string | null }
  /** A proposal of the step's type is being generated: the button waits, it cannot start another. */
  | { kind: 'wait' }
  | { kind: 'survey' }
  | { kind: 'tab'; hash: string };

/** The hash that asks the lead page to start its next step on arrival (the list's quick preview links there). */
export const NEXT_STEP_HASH = 'next';

export interface NextAction {
  /** The button; null when there is nothing this user can do next. */
  button: { key: ActionKey; label: string; do: NextActionDo } | null;
  /** Said next to (or instead of) the button. */
  hint: string | null;
}

export interface NextActionLead {
  readonly stage: string;
  readonly isProposalsLocked: boolean;
  /** `proposalType` missing (older callers): counted as the step's type. */
  readonly proposals: ReadonlyArray<{ readonly id?: string; readonly proposalStatus: string; readonly proposalType?: string }>;
  readonly agreements: ReadonlyArray<{ readonly agreementType: string; readonly signed: boolean; readonly superseded: boolean; readonly status?: string }>;
}

const button = (key: ActionKey, action: NextActionDo) => ({ key, label: t.actions[key], do: action });
const hint = (key: HintKey) => t.hints[key];

/**
 * The step that moves the lead to its next §3 stage (api domain/stage.ts says what raises it):
 * created → generate a marketing proposal; marketing → upload a utility bill; utility data →
 * generate a preliminary proposal; preliminary → schedule the survey; survey → generate a
 * detailed proposal; detailed → send the PPA (org admins and super admins only, issue 10: others
 * are told who does); sale completed → view the signed agreement.
 */
export function nextActionOf(lead: NextActionLead, canSendAgreements: boolean): NextAction {
  const stage = LEAD_STAGE_NAMES[stageIndex(lead.stage)];
  const generate = (key: ActionKey, proposalType: ProposalTypeValue): NextAction => {
    if (lead.isProposalsLocked) return { button: button('viewProposals', { kind: 'tab', hash: 'proposals' }), hint: hint('proposalsLocked') };
    const ofType = lead.proposals.filter((p) => (p.proposalType ?? proposalType) === proposalType);
    // Issue 26: while the step's proposal is generated the button says so and waits (a second click
    // made a duplicate); when it is done the stage rises and the next step takes its place.
    if (ofType.some((p) => p.proposalStatus === 'PROCESSING')) {
      return { button: { key, label: t.generating(t.actions[key]), do: { kind: 'wait' } }, hint: hint('generating') };
    }
    const requested = ofType.find((p) => p.proposalStatus === 'REQUESTED' && p.id);
    return { button: button(key, { kind: 'generate', proposalType, existingId: requested?.id ?? null }), hint: null };
  };
  switch (stage) {
    case 'LEAD_CREATED': return generate('generateMarketing', 'MARKETING');
    case 'MARKETING_PROPOSAL': return { button: button('uploadBills', { kind: 'tab', hash: 'documents/bills' }), hint: null };
    case 'UTILITY_DATA': return generate('generatePreliminary', 'PRELIMINARY');
    case 'PRELIMINARY_PROPOSAL': return { button: button('scheduleSurvey', { kind: 'survey' }), hint: null };
    case 'SITE_SURVEY': return generate('generateDetailed', 'DETAILED');
    case 'DETAILED_PROPOSAL': {
      if (!canSendAgreements) return { button: null, hint: hint('askAdminToSend') };
      // A PPA already sent and awaiting its signature: look at it, do not send another.
      const pending = lead.agreements.some((a) => a.agreementType === 'CLEAN_ENERGY_PPA' && !a.signed && !a.superseded && a.status !== 'VOIDED');
      return pending
        ? { button: button('viewAgreement', { kind: 'tab', hash: 'agreements' }), hint: null }
        : { button: button('sendPpa', { kind: 'tab', hash: 'agreements/send-ppa' }), hint: null };
    }
    default: return { button: button('viewAgreement', { kind: 'tab', hash: 'agreements' }), hint: hint('saleCompleted') };
  }
}
