import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Ban, Copy, EllipsisVertical, PenLine, Send } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'react-relay';
import type { resendAgreementMutation as ResendAgreementMutation } from '../../__generated__/resendAgreementMutation.graphql';
import type { voidAgreementMutation as VoidAgreementMutation } from '../../__generated__/voidAgreementMutation.graphql';
import { errors } from '../../messages';
import { firstUserError } from '../../mutations/userErrors';
import { ConfirmDialog } from '../ConfirmDialog';
import { CountersignDialog } from './CountersignDialog';
import { MessageField, messageToSend } from './MessageField';
import { notifyError, notifyInfo, notifySuccess } from '../ui/toaster';
import { resendAgreementMutation } from './resendAgreement';
import { rememberSignLink, forgetSignLink, useSignLink } from './signLinkStore';
import { SignLinkDialog } from './SignLinkDialog';
import { agreementMessageTexts, agreementRowTexts as r, countersignTexts, signLinkTexts as t } from './texts';
import { voidAgreementMutation } from './voidAgreement';

/** The §8 text of a failure (e.g. '403 You don't have permission…'), ours otherwise. */
function failureText(error: unknown): string {
  const source = (error as { source?: { errors?: { message?: string }[] } } | null)?.source;
  const message = source?.errors?.[0]?.message ?? (error as Error | null)?.message;
  return message && /^\d{3} /.test(message) ? message : errors.generic;
}

export interface AgreementRowActionsProps {
  agreement: {
    id: string; databaseId: number; agreementTypeLabel: string; status: string; superseded: boolean; signed: boolean;
    /** Issue 26: the organization's countersignature is due (the customer signed). */
    countersignDue?: boolean; signerName?: string | null; sendMessage?: string | null; leadCancelled?: boolean;
  };
}

/**
 * The row action menu of an agreement, for those who send agreements (org admins and super admins;
 * the api checks again): Resend (a fresh link, mailed again and shown once with Copy link), Copy
 * link (only a link issued in this tab: the api keeps a hash, so it cannot be shown again) and Void
 * (after a confirmation; final). A signed or voided agreement offers nothing to do, a superseded one
 * only Void.
 */
export function AgreementRowActions({ agreement: a }: AgreementRowActionsProps) {
  const [confirming, setConfirming] = useState<'resend' | 'void' | 'countersign' | null>(null);
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const issued = useSignLink(a.id);
  const [resend, resending] = useMutation<ResendAgreementMutation>(resendAgreementMutation);
  const [voidIt, voiding] = useMutation<VoidAgreementMutation>(voidAgreementMutation);
  // Issue 26: signed by the customer, the organization countersigns or declines (voids); fully executed is final.
  const awaitingCustomer = a.status === 'SENT' || a.status === 'VIEWED';
  const open = awaitingCustomer || a.status === 'SIGNED';
  const canResend = awaitingCustomer && !a.superseded;
  const canCountersign = a.status === 'SIGNED' && !!a.countersignDue && !a.leadCancelled;

  const onResend = () =>
    resend({
      variables: { id: a.id, message: messageToSend(message) },
      onCompleted: ({ resendAgreement }) => {
        setConfirming(null);
        const refusal = firstUserError(resendAgreement.userErrors);
        if (refusal) {
          notifyError(refusal);
          return;
        }
        if (resendAgreement.message) notifySuccess(resendAgreement.message);
        const url = resendAgreement.agreement?.signUrl ?? null;
        rememberSignLink(a.id, url);
        setShown(url);
      },
      onError: (error) => {
        setConfirming(null);
        notifyError(failureText(error));
      },
    });

  const onVoid = () =>
    voidIt({
      variables: { id: a.id },
      onCompleted: ({ voidAgreement }) => {
        setConfirming(null);
        const refusal = firstUserError(voidAgreement.userErrors);
        if (refusal) {
          notifyError(refusal);
          return;
        }
        forgetSignLink(a.id);
        notifySuccess(voidAgreement.message ?? r.voided);
      },
      onError: (error) => {
        setConfirming(null);
        notifyError(failureText(error));
      },
    });

  const copy = async () => {
    if (!issued) {
      notifyInfo(r.copyHelp);
      return;
    }
    try {
      await navigator.clipboard.writeText(issued);
      notifySuccess(t.copied);
    } catch {
      // The clipboard refused (no permission): show the link to copy by hand.
      setShown(issued);
    }
  };

  if (!open) return <>{t.notAvailable}</>;
  return (
    <>
      <Menu.Root
        onSelect={({ value }) => {
          if (value === 'resend') {
            setMessage(a.sendMessage ?? agreementMessageTexts.prefill(a.agreementTypeLabel, null));
            setConfirming('resend');
          } else if (value === 'countersign') setConfirming('countersign');
          else if (value === 'void') setConfirming('void');
          else if (value === 'copy') void copy();
        }}
      >
        <Menu.Trigger asChild>
          <Button size="xs" variant="ghost" aria-label={r.actionsFor(a.databaseId)} disabled={resending || voiding}>
            <EllipsisVertical aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {a.status === 'SIGNED' ? (
                <Menu.Item value="countersign" disabled={!canCountersign} title={a.leadCancelled ? countersignTexts.closedLead : undefined}>
                  <PenLine aria-hidden />
                  {countersignTexts.action}
                </Menu.Item>
              ) : (
                <Menu.Item value="resend" disabled={!canResend}>
                  <Send aria-hidden />
                  {r.resend}
                </Menu.Item>
              )}
              {canResend && (
                <Menu.Item value="copy" title={issued ? undefined : r.copyHelp}>
                  <Copy aria-hidden />
                  {issued ? r.copy : r.copyUnavailable}
                </Menu.Item>
              )}
              <Menu.Item value="void" color="fg.error">
                <Ban aria-hidden />
                {r.voidAction}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming === 'resend'}
        onCancel={() => setConfirming(null)}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        cancelLabel={t.keep}
        busy={resending}
        onConfirm={() => { if (message.length <= agreementMessageTexts.max) onResend(); }}
      >
        <Stack gap="3">
          <Text>{t.confirmText}</Text>
          <MessageField value={message} onChange={setMessage} disabled={resending} />
        </Stack>
      </ConfirmDialog>
      {confirming === 'countersign' && <CountersignDialog agreement={a} onClose={() => setConfirming(null)} />}
      <ConfirmDialog
        open={confirming === 'void'}
        onCancel={() => setConfirming(null)}
        title={r.voidTitle}
        confirmLabel={r.voidConfirm}
        cancelLabel={r.voidKeep}
        busy={voiding}
        onConfirm={onVoid}
      >
        {r.voidText(a.agreementTypeLabel, a.databaseId)}
      </ConfirmDialog>
      <SignLinkDialog url={shown} onClose={() => setShown(null)} />
    </>
  );
}
