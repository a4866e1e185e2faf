import { Button } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'react-relay';
import type { resendAgreementMutation as ResendAgreementMutation } from '../../__generated__/resendAgreementMutation.graphql';
import { errors } from '../../messages';
import { firstUserError } from '../../mutations/userErrors';
import { ConfirmDialog } from '../ConfirmDialog';
import { notifyError, notifySuccess } from '../ui/toaster';
import { resendAgreementMutation } from './resendAgreement';
import { SignLinkDialog } from './SignLinkDialog';
import { signLinkTexts as t } from './texts';

/** The §8 text of a failure (e.g. '403 You don't have permission…'), ours otherwise. */
function failureText(error: unknown): string {
  const source = (error as { source?: { errors?: { message?: string }[] } } | null)?.source;
  const message = source?.errors?.[0]?.message ?? (error as Error | null)?.message;
  return message && /^\d{3} /.test(message) ? message : errors.generic;
}

/**
 * For those who send agreements (org admins and super admins): issues a fresh signing link for an
 * unsigned agreement after a confirmation (the old link stops working; the customer gets the new
 * one by e-mail) and shows it once.
 */
export function NewSignLinkButton({ agreementId, databaseId }: { agreementId: string; databaseId: number }) {
  const [confirming, setConfirming] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [commit, inFlight] = useMutation<ResendAgreementMutation>(resendAgreementMutation);
  const confirm = () =>
    commit({
      variables: { id: agreementId },
      onCompleted: ({ resendAgreement }) => {
        setConfirming(false);
        const refusal = firstUserError(resendAgreement.userErrors);
        if (refusal) {
          notifyError(refusal);
          return;
        }
        if (resendAgreement.message) notifySuccess(resendAgreement.message);
        setUrl(resendAgreement.agreement?.signUrl ?? null);
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(failureText(error));
      },
    });
  return (
    <>
      <Button variant="outline" size="xs" onClick={() => setConfirming(true)} aria-label={t.newLinkFor(databaseId)}>
        <KeyRound aria-hidden />
        {t.newLink}
      </Button>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        cancelLabel={t.keep}
        busy={inFlight}
        onConfirm={confirm}
      >
        {t.confirmText}
      </ConfirmDialog>
      <SignLinkDialog url={url} onClose={() => setUrl(null)} />
    </>
  );
}
