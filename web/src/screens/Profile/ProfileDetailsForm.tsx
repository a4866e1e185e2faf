import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ProfileDetailsForm_viewer$key } from '../../__generated__/ProfileDetailsForm_viewer.graphql';
import type { updateProfileMutation as UpdateProfileMutation } from '../../__generated__/updateProfileMutation.graphql';
import { PhoneInput } from '../../components/form/PhoneInput';
import { Field } from '../../components/ui/field';
import { success } from '../../messages';
import { API_LIMITS } from '../../validation/limits';
import { phone as phoneRule, required, toApiPhone } from '../../validation/rules';
import { PROFILE_FIELDS, phoneDigits, type ProfileField } from './phone';
import { runMutation, toastFailure, toastOutcome } from './runMutation';
import { profileTexts as t } from './texts';
import { updateProfileMutation } from './updateProfile';

type Values = Record<ProfileField, string>;
type Errors = Partial<Record<ProfileField, string>>;

/** §5 rules: names required, phone required and digits only (sent as +1 and the digits). */
export function validateProfile(values: Values): Errors {
  const found: Errors = {};
  const firstName = required(values.firstName);
  const lastName = required(values.lastName);
  const phone = phoneRule(values.phone);
  if (firstName) found.firstName = firstName;
  if (lastName) found.lastName = lastName;
  if (phone) found.phone = phone;
  return found;
}

/** First and last name and phone → 'Profile updated successfully.' */
export function ProfileDetailsForm({ viewer }: { viewer: ProfileDetailsForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileDetailsForm_viewer on Viewer {
        firstName
        lastName
        email
        phoneNumber
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const [values, setValues] = useState<Values>(() => ({ firstName: data.firstName, lastName: data.lastName, phone: phoneDigits(data.phoneNumber) }));
  const [fieldErrors, setFieldErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const change = (name: ProfileField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setFieldErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setFieldErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    runMutation<UpdateProfileMutation>(environment, {
      mutation: updateProfileMutation,
      variables: { input: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phoneNumber: toApiPhone(values.phone) } },
    })
      .then(({ updateProfile }) => {
        // The api's refusals of these fields also show under them.
        const inline: Errors = {};
        for (const e of updateProfile.userErrors) {
          const field = PROFILE_FIELDS[e.field as keyof typeof PROFILE_FIELDS];
          if (field && e.messages[0]) inline[field] = e.messages[0];
        }
        setFieldErrors(inline);
        toastOutcome(updateProfile.userErrors, success.profileUpdated);
      }, (error) => toastFailure(error))
      .finally(() => setSaving(false));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.personal}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field label={t.firstName} required invalid={!!fieldErrors.firstName} errorText={fieldErrors.firstName}>
            <Input value={values.firstName} onChange={change('firstName')} autoComplete="given-name" maxLength={API_LIMITS.user.firstName.maxLength} />
          </Field>
          <Field label={t.lastName} required invalid={!!fieldErrors.lastName} errorText={fieldErrors.lastName}>
            <Input value={values.lastName} onChange={change('lastName')} autoComplete="family-name" maxLength={API_LIMITS.user.lastName.maxLength} />
          </Field>
          <Field label={t.email} helperText={t.emailHint}>
            <Input value={data.email} readOnly variant="subtle" />
          </Field>
          <Field label={t.phone} required invalid={!!fieldErrors.phone} errorText={fieldErrors.phone} helperText={fieldErrors.phone ? undefined : t.phoneHint}>
            <PhoneInput value={values.phone} onValueChange={(digits) => change('phone')({ target: { value: digits } })} />
          </Field>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" loading={saving} alignSelf="flex-start">
          {t.save}
        </Button>
      </Stack>
    </form>
  );
}
