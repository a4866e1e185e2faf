import { Button, Center, Input, InputGroup, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SignupFormInviteQuery } from '../../__generated__/SignupFormInviteQuery.graphql';
import { useViewer } from '../../auth/ViewerProvider';
import { Field } from '../../components/ui/field';
import { PHONE_COUNTRY_CODE } from '../../constants';
import { auth, errors as errorTexts, shell } from '../../messages';
import { useSignupMutation } from '../../mutations/useSignupMutation';
import { firstUserError } from '../../mutations/userErrors';
import { paths } from '../../routing/paths';
import { phone, required, signupEmail, signupPassword, toApiPhone } from '../../validation/rules';
import { FormAlert } from './FormAlert';
import { PasswordWithStrength } from './PasswordWithStrength';
import { useFormFields } from './useFormFields';

/** The screen's one query: what an invite link offers, to prefill the form (§2, §5). */
const inviteQuery = graphql`
  query SignupFormInviteQuery($token: String!) {
    invite(token: $token) {
      email
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

/** §8: the sign-up failure shown is the first message under these fields, in this order. */
const ERROR_FIELDS = ['email', 'phone_number', 'non_field_errors'] as const;

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
  // An invalid or used invite (null) still sends its token: the api then says why it is refused,
  // rather than the user silently getting a new organization instead of the one they were invited to.
  return <SignupFields token={token} invite={invite ?? null} />;
}

function SignupFields({ token, invite }: { token: string | null; invite: Invite | null }) {
  const invitedCompany = invite?.organizationName || null;
  const { values, errors, field, validateAll } = useFormFields(
    { firstName: '', lastName: '', companyName: invitedCompany ?? '', phone: '', email: invite?.email ?? '', password: '' },
    rules,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, isInFlight] = useSignupMutation();
  const { refresh } = useViewer();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validateAll(event) || isInFlight) return;
    setFailure(null);
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
        const refused = firstUserError(signup.userErrors, ERROR_FIELDS);
        if (refused) return setFailure(refused);
        // §4: sign-up success authorizes. Leave /signup first: its LoginOnly guard would
        // otherwise send the now signed-in user to / before the result page shows.
        void Promise.resolve(navigate(paths.signupResult)).then(() => refresh({ signedUp: true }));
      },
      onError: () => setFailure(errorTexts.generic),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={auth.signupTitle}>
      <Stack gap="5">
        {invitedCompany && <FormAlert status="info" title={auth.invited(invitedCompany)} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Field label={auth.firstName} required invalid={!!errors.firstName} errorText={errors.firstName}>
            <Input {...field('firstName')} autoComplete="given-name" />
          </Field>
          <Field label={auth.lastName} required invalid={!!errors.lastName} errorText={errors.lastName}>
            <Input {...field('lastName')} autoComplete="family-name" />
          </Field>
        </SimpleGrid>
        <Field
          label={auth.companyName}
          required
          disabled={!!invitedCompany}
          invalid={!!errors.companyName}
          errorText={errors.companyName}
        >
          <Input {...field('companyName')} autoComplete="organization" />
        </Field>
        <Field label={auth.phone} required invalid={!!errors.phone} errorText={errors.phone}>
          <InputGroup startAddon={PHONE_COUNTRY_CODE}>
            <Input {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />
          </InputGroup>
        </Field>
        <Field label={auth.companyEmail} required invalid={!!errors.email} errorText={errors.email}>
          <Input {...field('email')} type="email" inputMode="email" autoComplete="email" />
        </Field>
        <Field label={auth.password} required invalid={!!errors.password} errorText={errors.password}>
          <PasswordWithStrength {...field('password')} />
        </Field>
        {failure && <FormAlert title={failure} />}
        <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight} width="full">
          {auth.signup}
        </Button>
      </Stack>
    </form>
  );
}
