import { Button, Input, Separator, Stack, Textarea } from '@chakra-ui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { OrganizationForm_organization$key } from '../../__generated__/OrganizationForm_organization.graphql';
import type { OrganizationFormLogoRereadQuery } from '../../__generated__/OrganizationFormLogoRereadQuery.graphql';
import type { updateOrganizationMutation as UpdateOrganizationMutation } from '../../__generated__/updateOrganizationMutation.graphql';
import { Field } from '../../components/ui/field';
import { useImageReread } from '../../components/useImageReread';
import { errors, success } from '../../messages';
import { required } from '../../validation/rules';
import { ImageUploadField } from './ImageUploadField';
import { ReminderSettingsForm } from './ReminderSettingsForm';
import { runMutation, toastFailure, toastOutcome } from './runMutation';
import { profileTexts as t } from './texts';
import { updateOrganizationMutation } from './updateOrganization';
import { API_LIMITS } from '../../validation/limits';

/** A fresh signed URL of the organization's logo (the api signs it with the organization), for a logo that failed to load. */
const logoRereadQuery = graphql`
  query OrganizationFormLogoRereadQuery($id: ID!) {
    node(id: $id) {
      ... on Organization {
        logo {
          url
        }
      }
    }
  }
`;

/** Org admins: the organization's name, description and logo → 'Organization updated successfully.'; then its reminder schedule (ReminderSettingsForm). */
export function OrganizationForm({ organization }: { organization: OrganizationForm_organization$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizationForm_organization on Organization {
        id
        name
        description
        logo {
          url
        }
        ...ReminderSettingsForm_organization
      }
    `,
    organization,
  );
  const environment = useRelayEnvironment();
  const rereadLogo = useCallback(() => {
    fetchQuery<OrganizationFormLogoRereadQuery>(environment, logoRereadQuery, { id: data.id }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  }, [environment, data.id]);
  const logoHandlers = useImageReread(rereadLogo);
  const [name, setName] = useState(data.name);
  const [description, setDescription] = useState(data.description);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = (input: Omit<UpdateOrganizationMutation['variables']['input'], 'id'>, file?: File, onProgress?: (f: number) => void) =>
    runMutation<UpdateOrganizationMutation>(environment, {
      mutation: updateOrganizationMutation,
      variables: { input: { id: data.id, ...input } },
      uploadables: file ? { 'input.logo': file } : undefined,
      onProgress,
    }).then(
      ({ updateOrganization }) => {
        const nameRefusal = updateOrganization.userErrors.find((e) => e.field === 'input.name')?.messages[0];
        if (nameRefusal) setNameError(nameRefusal);
        return toastOutcome(updateOrganization.userErrors, success.organizationUpdated, file ? errors.fileUpload(file.name) : undefined);
      },
      (error) => toastFailure(error, file ? errors.fileUpload(file.name) : undefined),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = required(name);
    setNameError(problem);
    if (problem) return;
    setSaving(true);
    void save({ name: name.trim(), description: description.trim() }).finally(() => setSaving(false));
  };

  return (
    <Stack gap="6">
      <ImageUploadField
        what={t.logo}
        hint={t.logoHint}
        imageSrc={data.logo?.url}
        imageHandlers={logoHandlers}
        shape="logo"
        name={data.name}
        alt={t.logoAlt(data.name)}
        onUpload={(file, onProgress) => save({ logo: null }, file, onProgress)}
        onRemove={() => save({ removeLogo: true })}
      />
      <form onSubmit={submit} noValidate aria-label={t.organization}>
        <Stack gap="4">
          <Field label={t.organizationName} required invalid={!!nameError} errorText={nameError}>
            <Input
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
              autoComplete="organization"
              maxLength={API_LIMITS.organization.name.maxLength}
            />
          </Field>
          <Field label={t.description} helperText={t.descriptionHint}>
            <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} autoresize maxH="48" maxLength={API_LIMITS.organization.description.maxLength} />
          </Field>
          <Button type="submit" colorPalette="brand" loading={saving} alignSelf="flex-start">
            {t.saveOrganization}
          </Button>
        </Stack>
      </form>
      {/* Issue 26 item 15: shown to those who manage it (org admins, super admins); nothing otherwise. */}
      <Separator />
      <ReminderSettingsForm organization={data} />
    </Stack>
  );
}
