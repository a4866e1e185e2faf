import { Button, Center, Input, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { SignupFormInviteQuery } from '../../__generated__/SignupFormInviteQuery.graphql';
import { useViewer } from '../../auth/ViewerProvider';
import { PhoneInput } from '../../components/form/PhoneInput';
import { Field } from '../../components/ui/field';
import { auth, errors as errorTexts, shell } from '../../messages';
import { useSignupMutation } from '../../mutations/useSignupMutation';
import { inputPath, placeUserErrors } from '../../mutations/userErrors';
import { paths } from '../../routing/paths';
import { API_LIMITS, textLimits } from '../../validation/limits';
import { phone, required, signupEmail, signupPassword, toApiPhone } from '../../validation/rules';
import { FormAlert } from './FormAlert';
import { PasswordWithStrength } from './PasswordWithStrength';
import { inviteText } from './texts';
import { useFormFields } from './useFormFields';

/** The screen's one query: what an invite link offers, to prefill the form (§2, §5). */
const inviteQuery = graphql`
  query SignupFormInviteQuery($token: String!) {
    invite(token: $token) {
      email
      firstName
      lastName
      organizationName
    }
  }
`;

type Invite = NonNullable<SignupFormInviteQuery['response']['invite']>;

const rules = {
  firstName: required,
  lastName: required,
  companyName: required,
  phone,
  email: signupEmail,
  password: signupPassword,
};

type FieldName = keyof typeof rules;

/**
 * §8: a sign-up refusal shows inline. Each field's message goes under that field (input path →
 * form field); the whole input's (non_field_errors) and any other go in the alert above the button.
 */
const FIELD_OF_INPUT: Record<string, FieldName> = {
  firstName: 'firstName', lastName: 'lastName', companyName: 'companyName', phoneNumber: 'phone', email: 'email', password: 'password',
};
const fieldOfInput = (field: string): FieldName | undefined => {
  const path = inputPath(field);
  return path && Object.hasOwn(FIELD_OF_INPUT, path) ? FIELD_OF_INPUT[path] : undefined;
};

/** §2 sign-up. With `?token=` the invite is fetched first and prefills the form. */
export function SignupForm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <SignupFields token={null} invite={null} />;
  return (
    <Suspense
      fallback={
        <Center py="10" role="status" aria-label={shell.loading}>
          <Spinner color="brand.solid" />
        </Center>
      }
    >
      <InvitedSignup key={token} token={token} />
    </Suspense>
  );
}

function InvitedSignup({ token }: { token: string }) {
  const { invite } = useLazyLoadQuery<SignupFormInviteQuery>(inviteQuery, { token });
  // An unknown, used or expired invite (null) says so rather than showing a plain sign-up form: the
  // user would otherwise get a new organization instead of the one they were invited to.
  if (!invite) return <InvalidInvite />;
  return <SignupFields token={token} invite={invite} />;
}

function InvalidInvite() {
  return (
    <Stack gap="5">
      <FormAlert status="warning" title={inviteText.invalidTitle} description={inviteText.invalidText} />
      <Button asChild colorPalette="brand" variant="outline" size="lg" width="full">
        <RouterLink to={paths.signup}>{inviteText.plainSignup}</RouterLink>
      </Button>
    </Stack>
  );
}

function SignupFields({ token, invite }: { token: string | null; invite: Invite | null }) {
  const invitedCompany = invite?.organizationName || null;
  const { values, errors, field, validateAll, setServerErrors } = useFormFields(
    // Issue 26: the invitee's name as the inviter typed it.
    { firstName: invite?.firstName ?? '', lastName: invite?.lastName ?? '', companyName: invitedCompany ?? '', phone: '', email: invite?.email ?? '', password: '' },
    rules,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [commit, isInFlight] = useSignupMutation();
  const { refresh } = useViewer();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validateAll(event) || isInFlight) return;
    setFailure(null);
    setServerErrors({});
    commit({
      variables: {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          companyName: values.companyName.trim(),
          phoneNumber: toApiPhone(values.phone),
          email: values.email.trim(),
          password: values.password,
          ...(token ? { token } : {}),
        },
      },
      onCompleted: ({ signup }) => {
        if (signup.userErrors.length) {
          // An invite used or expired since the page opened: say so in the invite's words.
          const refusals = signup.userErrors.map((e) => (e.field === 'input.token' ? { ...e, field: null, messages: [inviteText.invalidTitle] } : e));
          const placed = placeUserErrors(refusals, fieldOfInput);
          setServerErrors(placed.fields);
          setFailure(placed.lines.length ? placed.lines.join('\n') : null);
          // Keyboard and screen-reader users land on the first refused field.
          const first = (Object.keys(rules) as FieldName[]).find((name) => placed.fields[name]);
          const input = first && formRef.current?.elements.namedItem(first);
          if (input instanceof HTMLElement) input.focus();
          return;
        }
        // §4: sign-up success authorizes. Leave /signup first: its LoginOnly guard would
        // otherwise send the now signed-in user to / before the result page shows.
        void Promise.resolve(navigate(paths.signupResult)).then(() => refresh());
      },
      onError: () => setFailure(errorTexts.generic),
    });
  };

  const phoneField = field('phone');
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={auth.signupTitle}>
      <Stack gap="5">
        {invitedCompany && <FormAlert status="info" title={auth.invited(invitedCompany)} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Field label={auth.firstName} required invalid={!!errors.firstName} errorText={errors.firstName}>
            <Input {...field('firstName')} {...textLimits(API_LIMITS.signup.firstName)} autoComplete="given-name" />
          </Field>
          <Field label={auth.lastName} required invalid={!!errors.lastName} errorText={errors.lastName}>
            <Input {...field('lastName')} {...textLimits(API_LIMITS.signup.lastName)} autoComplete="family-name" />
          </Field>
        </SimpleGrid>
        <Field
          label={auth.companyName}
          required
          disabled={!!invitedCompany}
          invalid={!!errors.companyName}
          errorText={errors.companyName}
        >
          <Input {...field('companyName')} {...textLimits(API_LIMITS.signup.companyName)} autoComplete="organization" />
        </Field>
        <Field label={auth.phone} required invalid={!!errors.phone} errorText={errors.phone}>
          <PhoneInput name={phoneField.name} value={phoneField.value} onBlur={phoneField.onBlur}
            onValueChange={(digits) => phoneField.onChange({ target: { value: digits } } as ChangeEvent<HTMLInputElement>)} />
        </Field>
        <Field label={auth.companyEmail} required invalid={!!errors.email} errorText={errors.email}>
          <Input {...field('email')} {...textLimits(API_LIMITS.signup.email)} type="email" inputMode="email" autoComplete="email" />
        </Field>
        <Field label={auth.password} required invalid={!!errors.password} errorText={errors.password}>
          <PasswordWithStrength {...field('password')} {...textLimits(API_LIMITS.signup.password)} />
        </Field>
        {failure && <FormAlert title={failure} />}
        <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight} width="full">
          {auth.signup}
        </Button>
      </Stack>
    </form>
  );
}
