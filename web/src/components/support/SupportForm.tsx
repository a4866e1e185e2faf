import { Alert, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SUPPORT_MESSAGE_MAX } from '../../constants';
import { useViewerEmail } from '../../auth/ViewerProvider';
import { errors as errorText, success, support as text } from '../../messages';
import { useSubmitSupportRequestMutation } from '../../mutations/useSubmitSupportRequestMutation';
import { firstUserError, type UserErrors } from '../../mutations/userErrors';
import { contact as contactRule, supportMessage } from '../../validation/rules';
import { usPhoneDigits } from '../form/normalize';
import { Field } from '../ui/field';
import { API_LIMITS } from '../../validation/limits';
import { SupportFileField } from './SupportFileField';
import { notifySuccess } from '../ui/toaster';

type FieldName = 'contact' | 'message' | 'file';
type Errors = Partial<Record<FieldName | 'form', string | null>>;

const FIELDS: readonly FieldName[] = ['contact', 'message', 'file'];

/** Per-field messages from the payload; anything under another field shows above the button. */
function errorsFromPayload(userErrors: UserErrors): Errors {
  const result: Errors = {};
  for (const field of FIELDS) result[field] = firstUserError(userErrors.filter((e) => e.field === field));
  result.form = firstUserError(userErrors.filter((e) => !FIELDS.includes(e.field as FieldName)));
  return result;
}

/** Our own network texts are fit to show; anything else (a GraphQL error) is not. */
const failureText = (error: Error) => (error.message === errorText.network ? errorText.network : errorText.generic);

/**
 * §5 support form: contact (phone digits or e-mail) and message required, message ≤ 1024 with a
 * counter, one optional file. `onSubmitted` switches the popover to its thank-you state.
 */
export function SupportForm({ onSubmitted }: { onSubmitted: () => void }) {
  // Most people want to be answered where they signed in: the contact starts as their email.
  const viewerEmail = useViewerEmail();
  const [contact, setContact] = useState(viewerEmail);
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [commit, submitting] = useSubmitSupportRequestMutation();

  // Errors appear on blur or submit, then follow the value as it is corrected.
  const update = (field: 'contact' | 'message', value: string) => {
    (field === 'contact' ? setContact : setMessage)(value);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validate(field, value) }));
  };
  const validate = (field: 'contact' | 'message', value: string) =>
    field === 'contact' ? contactRule(value) : supportMessage(value);
  const onBlur = (field: 'contact' | 'message', value: string) =>
    setErrors((e) => ({ ...e, [field]: validate(field, value) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { contact: contactRule(contact), message: supportMessage(message), file: errors.file };
    setErrors(found);
    if (found.contact || found.message) return;
    commit({
      variables: { contact: (contact.includes('@') ? null : usPhoneDigits(contact)) ?? contact.trim(), message, file: null },
      // Named after the variable it fills (relay/request.ts); no file, no multipart request.
      uploadables: file ? { file } : undefined,
      onCompleted: (response, graphqlErrors) => {
        const userErrors = response.submitSupportRequest?.userErrors ?? [];
        if (userErrors.length > 0) setErrors(errorsFromPayload(userErrors));
        else if (graphqlErrors?.length || !response.submitSupportRequest) setErrors({ form: errorText.generic });
        else {
          notifySuccess(success.issueSubmitted);
          onSubmitted();
        }
      },
      onError: (error) => setErrors({ form: failureText(error) }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={text.title}>
      <Stack gap="4">
        <Field label={text.contact} required invalid={!!errors.contact} errorText={errors.contact}>
          <Input
            name="contact"
            autoComplete="email"
            maxLength={API_LIMITS.support.contact.maxLength}
            value={contact}
            onChange={(e) => update('contact', e.target.value)}
            onBlur={(e) => onBlur('contact', e.target.value)}
          />
        </Field>
        <Field
          label={text.message}
          required
          invalid={!!errors.message}
          errorText={errors.message}
          helperText={text.counter(message.length, SUPPORT_MESSAGE_MAX)}
        >
          <Textarea
            name="message"
            rows={5}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={message}
            onChange={(e) => update('message', e.target.value)}
            onBlur={(e) => onBlur('message', e.target.value)}
          />
        </Field>
        <SupportFileField
          file={file}
          error={errors.file}
          disabled={submitting}
          onChange={(picked) => {
            setFile(picked);
            setErrors((e) => ({ ...e, file: null }));
          }}
          onReject={(problem) => setErrors((e) => ({ ...e, file: problem }))}
        />
        {errors.form && (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" loading={submitting} loadingText={text.submitting}>
          {text.submit}
        </Button>
      </Stack>
    </form>
  );
}
