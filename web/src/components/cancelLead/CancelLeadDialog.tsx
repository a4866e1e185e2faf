import { Button, CloseButton, Dialog, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { friendlyError } from '../friendlyError';
import { notifyError } from '../ui/toaster';
import { Field } from '../ui/field';
import { firstUserError } from '../../mutations/userErrors';
import { CANCEL_DETAILS_MAX, cancelLeadTexts as text, reasonText } from './texts';
import { notifyCancelledWithUndo } from './undoToast';
import { useCancelLeadMutation } from './useLeadLifecycle';

export interface LeadToCancel { id: string; name: string }

interface Props {
  /** The lead to cancel; null keeps the dialog closed. */
  lead: LeadToCancel | null;
  onClose: () => void;
  /** After the api cancelled it (lists reload; the lead page shows its banner). */
  onCancelled?: () => void;
  /** After Undo restored it. */
  onRestored?: () => void;
}

/**
 * Issue 15: cancelling asks why (a short list, "Other" needs details) and keeps the lead. The
 * safe button has the initial focus, as in every destructive confirmation; the server's refusal
 * shows under the reason, a failure to reach it as a toast, and the dialog keeps what was typed.
 */
export function CancelLeadDialog({ lead, onClose, onCancelled, onRestored }: Props) {
  const [choice, setChoice] = useState('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; details?: string }>({});
  const [commit, busy] = useCancelLeadMutation();
  const environment = useRelayEnvironment();
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A fresh form for each lead the dialog opens on.
  if ((lead?.id ?? null) !== shownFor) {
    setShownFor(lead?.id ?? null);
    setChoice('');
    setDetails('');
    setProblem({});
  }

  const submit = () => {
    if (!lead) return;
    const needsDetails = choice === 'Other' && !details.trim();
    if (!choice || needsDetails) {
      setProblem({ reason: choice ? undefined : text.reasonRequired, details: needsDetails ? text.detailsRequired : undefined });
      return;
    }
    commit({
      variables: { id: lead.id, reason: reasonText(choice, details) },
      onCompleted: ({ cancelLead }) => {
        const refused = firstUserError(cancelLead.userErrors);
        if (refused) {
          setProblem({ reason: refused });
          return;
        }
        onClose();
        notifyCancelledWithUndo(environment, lead, cancelLead.message, onRestored);
        onCancelled?.();
      },
      onError: (error) => { notifyError(friendlyError(error)); },
    });
  };

  return (
    <Dialog.Root role="alertdialog" open={!!lead} onOpenChange={(e) => { if (!e.open && !busy) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
            <Dialog.Header>
              <Dialog.Title>{text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">{lead ? text.intro(lead.name) : null}</Text>
                <Field label={text.reason} required invalid={!!problem.reason} errorText={problem.reason}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="reason"
                      value={choice}
                      onChange={(e) => { setChoice(e.currentTarget.value); setProblem({}); }}
                    >
                      <option value="" disabled>{text.reasonPlaceholder}</option>
                      {text.reasons.map((reason) => <option key={reason} value={reason}>{reason}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field>
                <Field
                  label={text.details}
                  required={choice === 'Other'}
                  invalid={!!problem.details}
                  errorText={problem.details}
                  helperText={choice === 'Other' ? undefined : text.detailsHelp}
                >
                  <Textarea
                    name="details"
                    rows={3}
                    value={details}
                    maxLength={CANCEL_DETAILS_MAX}
                    onChange={(e) => { setDetails(e.currentTarget.value.slice(0, CANCEL_DETAILS_MAX)); setProblem((p) => ({ ...p, details: undefined })); }}
                  />
                </Field>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-autofocus disabled={busy}>{text.keep}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" colorPalette="red" loading={busy}>{text.confirm}</Button>
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text.keep} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
