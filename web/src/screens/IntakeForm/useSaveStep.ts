import { useIntakeCreateLeadMutation, linkCreatedLead } from './mutations/useIntakeCreateLeadMutation';
import { useIntakeUpdateLeadMutation } from './mutations/useIntakeUpdateLeadMutation';
import { notifyError } from '../../components/ui/toaster';
import { errors } from '../../messages';
import { firstUserError } from '../../mutations/userErrors';
import type { WizardDraft } from './draft';
import { createLeadInput, stepUpdateInput } from './payload';

export type SaveResult = { ok: true; created?: { id: string; databaseId: number } } | { ok: false };

/**
 * Saving a step: step 2 without a lead creates it (§4); once the lead exists every step updates
 * it. Failures show §8's lead-submit message (the api's reason, when it gave one, below it) and
 * leave the draft as it was, so nothing typed is lost.
 */
export function useSaveStep() {
  const [commitCreate, creating] = useIntakeCreateLeadMutation();
  const [commitUpdate, updating] = useIntakeUpdateLeadMutation();

  const fail = (reason?: string | null): SaveResult => {
    notifyError(reason ?? errors.leadSubmit, reason ? errors.leadSubmit : undefined);
    return { ok: false };
  };

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
            if (!lead || createLead.userErrors.length) return resolve(fail(firstUserError(createLead.userErrors)));
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
        onCompleted: ({ updateLead }) => resolve(updateLead.userErrors.length ? fail(firstUserError(updateLead.userErrors)) : { ok: true }),
        onError: () => resolve(fail()),
      });
      return undefined;
    });

  return { save, saving: creating || updating };
}
