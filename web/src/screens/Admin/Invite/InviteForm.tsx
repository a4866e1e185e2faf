import { Button, Card, Field, Heading, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { AdminCreateInviteMutation, InviteType } from '../../../__generated__/AdminCreateInviteMutation.graphql';
import type { InviteForm_viewer$key } from '../../../__generated__/InviteForm_viewer.graphql';
import { friendlyError } from '../../../components/friendlyError';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { success } from '../../../messages';
import { adminTexts } from '../texts';
import { emptyInvite, INVITE_FIELD_OF, inviteInput, validateInvite, type InviteErrors, type InviteFormValues } from './inviteInput';
import { createInviteMutation } from './mutation';
import { INVITE_NAME_MAX, inviteManageTexts as manage } from './texts';
import { API_LIMITS } from '../../../validation/limits';

const text = adminTexts.invite;
const TYPES: InviteType[] = ['USER', 'ORGANIZATION'];

/**
 * The invite form (§2, §5). A USER invite joins an organization (super admins pick it; org admins
 * invite into their own) and takes its business type; an ORGANIZATION invite names a new
 * organization, and super admins choose its business type (anyone else's is a sales affiliate).
 * After 'Invite sent successfully.' the form empties and `onSent` reloads the invites table with
 * its current page and size.
 */
export function InviteForm({ viewer, onSent }: { viewer: InviteForm_viewer$key; onSent: () => void }) {
  const data = useFragment(
    graphql`
      fragment InviteForm_viewer on Viewer @argumentDefinitions(withOrganizations: { type: "Boolean!" }) {
        isSuperAdmin
        organization { name }
        assignableOrganizations @include(if: $withOrganizations) { id name }
      }
    `,
    viewer,
  );
  const picksOrganization = data.isSuperAdmin;
  const [values, setValues] = useState<InviteFormValues>(emptyInvite);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [commit, sending] = useMutation<AdminCreateInviteMutation>(createInviteMutation);

  const set = <K extends keyof InviteFormValues>(key: K, value: InviteFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateInvite(values, picksOrganization);
    setErrors(found);
    if (Object.keys(found).length) return;
    commit({
      variables: { input: inviteInput(values, picksOrganization) },
      onCompleted: ({ createInvite }) => {
        if (createInvite.userErrors.length) {
          const inline: InviteErrors = {};
          for (const { field, messages } of createInvite.userErrors) {
            const key = field ? INVITE_FIELD_OF[field] : undefined;
            if (key && messages[0]) inline[key] = messages[0];
            else if (messages[0]) notifyError(messages[0]);
          }
          setErrors(inline);
          return;
        }
        // The gateway says whether it re-sent an open invite (issue 15).
        notifySuccess(createInvite.message === success.inviteResent ? success.inviteResent : success.inviteSent);
        setValues({ ...emptyInvite, type: values.type, organizationId: values.organizationId });
        onSent();
      },
      onError: (error) => { notifyError(friendlyError(error)); },
    });
  };

  const isOrganization = values.type === 'ORGANIZATION';
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="invite-form-heading">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Heading as="h2" size="md" id="invite-form-heading">{text.formHeading}</Heading>
            <Field.Root>
              <Field.Label>{text.type}</Field.Label>
              <RadioGroup.Root
                value={values.type}
                onValueChange={(e) => set('type', e.value as InviteType)}
                colorPalette="brand"
                aria-label={text.type}
              >
                <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
                  {TYPES.map((type) => (
                    <RadioGroup.Item key={type} value={type}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{text.types[type as 'USER' | 'ORGANIZATION']}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root required invalid={!!errors.email}>
                <Field.Label>{text.email}<Field.RequiredIndicator /></Field.Label>
                <Input type="email" autoComplete="off" value={values.email} maxLength={API_LIMITS.invite.email.maxLength} onChange={(e) => set('email', e.target.value)} />
                <Field.ErrorText>{errors.email}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{manage.firstName}</Field.Label>
                <Input name="firstName" autoComplete="off" value={values.firstName} maxLength={INVITE_NAME_MAX} onChange={(e) => set('firstName', e.target.value)} />
                <Field.HelperText>{manage.nameHelp}</Field.HelperText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{manage.lastName}</Field.Label>
                <Input name="lastName" autoComplete="off" value={values.lastName} maxLength={INVITE_NAME_MAX} onChange={(e) => set('lastName', e.target.value)} />
              </Field.Root>
              {isOrganization ? (
                <>
                  <Field.Root required invalid={!!errors.organizationName}>
                    <Field.Label>{text.organizationName}<Field.RequiredIndicator /></Field.Label>
                    <Input value={values.organizationName} maxLength={API_LIMITS.invite.organizationName.maxLength} onChange={(e) => set('organizationName', e.target.value)} />
                    <Field.ErrorText>{errors.organizationName}</Field.ErrorText>
                  </Field.Root>
                  {data.isSuperAdmin ? (
                    <Field.Root>
                      <Field.Label>{text.businessType}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={values.businessType} onChange={(e) => set('businessType', e.target.value as InviteFormValues['businessType'])}>
                          <option value="SALES_AFFILIATE">{text.businessTypes.SALES_AFFILIATE}</option>
                          <option value="EPC_MEMBER">{text.businessTypes.EPC_MEMBER}</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  ) : (
                    <Stack gap="1" justify="center">
                      <Text textStyle="sm" fontWeight="medium">{text.businessType}</Text>
                      <Text textStyle="sm" color="fg.muted">{text.newOrganizationBusinessHint}</Text>
                    </Stack>
                  )}
                </>
              ) : picksOrganization ? (
                <Field.Root required invalid={!!errors.organizationId}>
                  <Field.Label>{text.organization}<Field.RequiredIndicator /></Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={values.organizationId} onChange={(e) => set('organizationId', e.target.value)}>
                      <option value="">{text.organizationPlaceholder}</option>
                      {(data.assignableOrganizations ?? []).map((org) => <option key={org.id} value={org.id}>{org.name}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>{text.organizationBusinessHint}</Field.HelperText>
                  <Field.ErrorText>{errors.organizationId}</Field.ErrorText>
                </Field.Root>
              ) : (
                <Stack gap="1" justify="center">
                  <Text textStyle="sm" fontWeight="medium">{text.organization}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {text.ownOrganization(data.organization?.name ?? '')} {text.organizationBusinessHint}
                  </Text>
                </Stack>
              )}
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={sending}>
              <Send aria-hidden />{text.send}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
