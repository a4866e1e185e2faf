import { Button, CloseButton, Dialog, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { friendlyError } from '../friendlyError';
import { notifyError } from '../ui/toaster';
import { Field } from '../ui/field';
import { firstUserError } from '../../mutations/userErrors';
import { CANCEL_DETAILS_MAX, cancelLeadTexts as text, reasonText } from './texts';
import { notifyCancelledWithUndo } from './undoToast';
import { invalidateLeadLists, useCancelLeadMutation } from './useLeadLifecycle';

export interface LeadToCancel { id: string; name: string }

interface ReasonProps {
  open: boolean;
  /** The dialog's introduction (which lead, or how many). */
  intro: string;
  busy: boolean;
  /** The server's refusal, shown under the reason. */
  refusal: string | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * Issue 15: cancelling asks why (a short list, "Other" needs details). The safe button has the
 * initial focus, as in every destructive confirmation; the server's refusal shows under the
 * reason and the dialog keeps what was typed. Used for one lead and for a bulk cancel.
 */
export function CancelReasonDialog({ open, intro, busy, refusal, onClose, onSubmit }: ReasonProps) {
  const [choice, setChoice] = useState('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; details?: string }>({});
  const [wasOpen, setWasOpen] = useState(open);
  // A fresh form each time the dialog opens.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) { setChoice(''); setDetails(''); setProblem({}); }
  }
  const reasonProblem = problem.reason ?? refusal ?? undefined;

  const submit = () => {
    const needsDetails = choice === 'Other' && !details.trim();
    if (!choice || needsDetails) {
      setProblem({ reason: choice ? undefined : text.reasonRequired, details: needsDetails ? text.detailsRequired : undefined });
      return;
    }
    setProblem({});
    onSubmit(reasonText(choice, details));
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => { if (!e.open && !busy) onClose(); }} placement="center">
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
                <Text color="fg.muted" textStyle="sm">{intro}</Text>
                <Field label={text.reason} required invalid={!!reasonProblem} errorText={reasonProblem}>
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

interface Props {
  /** The lead to cancel; null keeps the dialog closed. */
  lead: LeadToCancel | null;
  onClose: () => void;
  /** After the api cancelled it (lists reload; the lead page shows its banner). */
  onCancelled?: () => void;
  /** After Undo restored it. */
  onRestored?: () => void;
}

/** Cancels one lead (keeping it, closed-lost), then 'Lead cancelled.' with Undo. */
export function CancelLeadDialog({ lead, onClose, onCancelled, onRestored }: Props) {
  const [commit, busy] = useCancelLeadMutation();
  const environment = useRelayEnvironment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => { setRefusal(null); onClose(); };
  const submit = (reason: string) => {
    if (!lead) return;
    setRefusal(null);
    commit({
      variables: { id: lead.id, reason },
      updater: invalidateLeadLists,
      onCompleted: ({ cancelLead }) => {
        const refused = firstUserError(cancelLead.userErrors);
        if (refused) {
          setRefusal(refused);
          return;
        }
        close();
        notifyCancelledWithUndo(environment, lead, cancelLead.message, onRestored);
        onCancelled?.();
      },
      onError: (error) => { notifyError(friendlyError(error)); },
    });
  };
  return <CancelReasonDialog open={!!lead} intro={lead ? text.intro(lead.name) : ''} busy={busy} refusal={refusal} onClose={close} onSubmit={submit} />;
}
