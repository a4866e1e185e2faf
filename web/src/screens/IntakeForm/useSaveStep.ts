import { useIntakeCreateLeadMutation, linkCreatedLead } from './mutations/useIntakeCreateLeadMutation';
import { useIntakeUpdateLeadMutation } from './mutations/useIntakeUpdateLeadMutation';
import { notifyError } from '../../components/ui/toaster';
import { errors } from '../../messages';
import type { UserErrors } from '../../mutations/userErrors';
import type { WizardDraft } from './draft';
import { createLeadInput, stepUpdateInput } from './payload';
import { placeWizardErrors, type ServerErrors } from './serverErrors';

export type SaveResult = { ok: true; created?: { id: string; databaseId: number } } | { ok: false; errors?: ServerErrors };

/**
 * Saving a step: step 2 without a lead creates it (§4); once the lead exists every step updates
 * it. A refusal comes back placed on the fields (and steps) that own it, for the wizard to show
 * there; a failure with no reason (network, server) shows §8's lead-submit message. Either way the
 * draft stays as it was, so nothing typed is lost.
 */
export function useSaveStep() {
  const [commitCreate, creating] = useIntakeCreateLeadMutation();
  const [commitUpdate, updating] = useIntakeUpdateLeadMutation();

  const fail = (): SaveResult => {
    notifyError(errors.leadSubmit);
    return { ok: false };
  };
  const refused = (userErrors: UserErrors, draft: WizardDraft): SaveResult =>
    (userErrors.some((e) => e.messages.length) ? { ok: false, errors: placeWizardErrors(userErrors, draft) } : fail());

  const save = (draft: WizardDraft, step: number): Promise<SaveResult> =>
    new Promise((resolve) => {
      if (!draft.lead) {
        // Step 1 alone has nothing to send yet: the lead is created with the property (step 2).
        if (step !== 1) return resolve({ ok: true });
        commitCreate({
          variables: { input: createLeadInput(draft) },
          updater: linkCreatedLead,
          onCompleted: ({ createLead }) => {
            const lead = createLead.lead;
            if (!lead || createLead.userErrors.length) return resolve(refused(createLead.userErrors, draft));
            resolve({ ok: true, created: { id: lead.id, databaseId: lead.databaseId } });
          },
          onError: () => resolve(fail()),
        });
        return undefined;
      }
      const input = stepUpdateInput(draft, step);
      if (!input) return resolve({ ok: true });
      commitUpdate({
        variables: { id: draft.lead.id, input },
        onCompleted: ({ updateLead }) => resolve(updateLead.userErrors.length ? refused(updateLead.userErrors, draft) : { ok: true }),
        onError: () => resolve(fail()),
      });
      return undefined;
    });

  return { save, saving: creating || updating };
}
