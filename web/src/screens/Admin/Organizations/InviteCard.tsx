import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'react-relay';
import type { AdminCreateInviteMutation } from '../../../__generated__/AdminCreateInviteMutation.graphql';
import { friendlyError } from '../../../components/friendlyError';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { success, validation } from '../../../messages';
import { API_LIMITS } from '../../../validation/limits';
import { isEmail } from '../../../validation/rules';
import { createInviteMutation } from '../Invite/mutation';
import { Section } from './Section';
import { organizationTexts as text } from './texts';

/**
 * Invites someone into this organization: the invite flow of Invite User (createInvite, type USER
 * with this organization), so its rules hold (an address with an account is refused, a re-invite
 * replaces the open link).
 */
export function InviteCard({ organizationId, organizationName, deactivated }: { organizationId: string; organizationName: string; deactivated: boolean }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [commit, sending] = useMutation<AdminCreateInviteMutation>(createInviteMutation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim() ? validation.required : !isEmail(email.trim()) ? validation.emailFormat : null;
    setEmailError(problem);
    if (problem) return;
    commit({
      variables: { input: { email: email.trim(), name: name.trim() || null, type: 'USER', organizationId } },
      onCompleted: ({ createInvite }) => {
        if (createInvite.userErrors.length) {
          const onEmail = createInvite.userErrors.find((e) => e.field === 'input.email')?.messages[0];
          if (onEmail) setEmailError(onEmail);
          else notifyError(createInvite.userErrors[0].messages[0] ?? '');
          return;
        }
        notifySuccess(createInvite.message === success.inviteResent ? success.inviteResent : success.inviteSent);
        setEmail('');
        setName('');
      },
      onError: (error) => { notifyError(friendlyError(error)); },
    });
  };

  return (
    <Section title={text.inviteHeading} id="organization-invite-heading">
      {deactivated ? <Text color="fg.muted">{text.inviteDeactivated}</Text> : (
        <form onSubmit={submit} noValidate aria-label={text.inviteHeading}>
          <Stack gap="4">
            <Text color="fg.muted" textStyle="sm">{text.inviteIntro(organizationName)}</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root required invalid={!!emailError}>
                <Field.Label>{text.inviteEmail}<Field.RequiredIndicator /></Field.Label>
                <Input type="email" autoComplete="off" value={email} maxLength={API_LIMITS.invite.email.maxLength} onChange={(e) => { setEmail(e.target.value); setEmailError(null); }} />
                <Field.ErrorText>{emailError}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{text.inviteName}</Field.Label>
                <Input autoComplete="off" value={name} maxLength={API_LIMITS.invite.name.maxLength} onChange={(e) => setName(e.target.value)} />
              </Field.Root>
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={sending}><Send aria-hidden />{text.inviteSend}</Button>
          </Stack>
        </form>
      )}
    </Section>
  );
}
