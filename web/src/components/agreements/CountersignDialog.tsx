import { Alert, Button, Checkbox, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'react-relay';
import type { countersignAgreementMutation as CountersignMutation } from '../../__generated__/countersignAgreementMutation.graphql';
import { errors } from '../../messages';
import { notifySuccess } from '../ui/toaster';
import { countersignAgreementMutation } from './countersignAgreement';
import { SignaturePad } from './SignaturePad';
import { SignedAgreementLink } from './SignedAgreementLink';
import { countersignTexts as t } from './texts';

export interface CountersignDialogProps {
  agreement: { id: string; databaseId: number; agreementTypeLabel: string; status: string; signed: boolean; signerName?: string | null };
  onClose: () => void;
}

/** The messages of a refusal: the api's per field (name, agree) or for the form (the drawing, the state). */
function refusalOf(userErrors: ReadonlyArray<{ readonly field: string | null | undefined; readonly messages: ReadonlyArray<string> }>) {
  const byField: Record<string, string> = {};
  const form: string[] = [];
  for (const e of userErrors) {
    const field = e.field ?? '';
    const message = e.messages.join(' ');
    if (/full_?name$/i.test(field)) byField.fullName = message;
    else if (/agree$/.test(field)) byField.agree = message;
    else form.push(message);
  }
  return { byField, form };
}

/**
 * The organization's countersignature (issue 26 item 14): after the customer signed, an org admin
 * of the lead's organization (or a super admin) reads the signed PDF, types their name, checks
 * "I agree" and may draw a signature; the agreement is fully executed then. Same checks as the
 * customer's signature, on the server.
 */
export function CountersignDialog({ agreement: a, onClose }: CountersignDialogProps) {
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [commit, busy] = useMutation<CountersignMutation>(countersignAgreementMutation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = fullName.trim();
    const problems: Record<string, string> = {};
    if (!name || name.length > 200) problems.fullName = t.nameRequired;
    if (!agree) problems.agree = t.mustAgree;
    setFieldErrors(problems);
    setFormErrors([]);
    if (Object.keys(problems).length) return;
    commit({
      variables: { id: a.id, input: { fullName: name, agree, signaturePng: drawn } },
      onCompleted: ({ countersignAgreement: r }) => {
        if (r.userErrors.length) {
          const { byField, form } = refusalOf(r.userErrors);
          setFieldErrors(byField);
          setFormErrors(form);
          return;
        }
        notifySuccess(r.message ?? t.done);
        onClose();
      },
      onError: (error) => {
        const message = (error as { source?: { errors?: { message?: string }[] } }).source?.errors?.[0]?.message ?? error.message;
        setFormErrors([message && /^\d{3} /.test(message) ? message : errors.generic]);
      },
    });
  };

  return (
    <Dialog.Root open onOpenChange={(e) => { if (!e.open) onClose(); }} scrollBehavior="inside" size={{ base: 'full', sm: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate data-testid="countersign-dialog">
              <Dialog.Header>
                <Dialog.Title>{t.title(a.agreementTypeLabel, a.databaseId)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{t.intro(a.signerName ?? null)}</Text>
                  <SignedAgreementLink agreement={a} />
                  <Field.Root invalid={!!fieldErrors.fullName} required>
                    <Field.Label>{t.fullName}<Field.RequiredIndicator /></Field.Label>
                    <Input value={fullName} onChange={(e) => { setFullName(e.target.value); setFieldErrors(({ fullName: _, ...rest }) => rest); }} maxLength={200} autoComplete="name" name="fullName" />
                    {fieldErrors.fullName ? <Field.ErrorText>{fieldErrors.fullName}</Field.ErrorText> : <Field.HelperText>{t.fullNameHelp}</Field.HelperText>}
                  </Field.Root>
                  <SignaturePad onChange={setDrawn} disabled={busy} />
                  <Field.Root invalid={!!fieldErrors.agree}>
                    <Checkbox.Root checked={agree} onCheckedChange={(d) => { setAgree(d.checked === true); setFieldErrors(({ agree: _, ...rest }) => rest); }} colorPalette="brand" alignItems="flex-start">
                      <Checkbox.HiddenInput name="agree" />
                      <Checkbox.Control mt="0.5" />
                      <Checkbox.Label>{t.agree}</Checkbox.Label>
                    </Checkbox.Root>
                    {fieldErrors.agree && <Field.ErrorText>{fieldErrors.agree}</Field.ErrorText>}
                  </Field.Root>
                  {formErrors.length > 0 && (
                    <Alert.Root status="error" size="sm" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>{formErrors.map((m) => <Alert.Description key={m}>{m}</Alert.Description>)}</Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>{t.cancel}</Button>
                <Button type="submit" colorPalette="brand" loading={busy} loadingText={t.working}>{t.submit}</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t.cancel} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
