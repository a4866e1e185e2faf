import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { DetailsCard_organization$key } from '../../../__generated__/DetailsCard_organization.graphql';
import type { BusinessType, OrganizationsUpdateMutation } from '../../../__generated__/OrganizationsUpdateMutation.graphql';
import { errors } from '../../../messages';
import { ImageUploadField } from '../../Profile/ImageUploadField';
import { runMutation, toastFailure, toastOutcome } from '../../Profile/runMutation';
import { updateManagedOrganizationMutation } from './mutations';
import { Section } from './Section';
import { organizationTexts as text } from './texts';

const NAME_MAX = 200;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The checks the api makes of a name, answered before sending (the api answers the same on input.name). */
export function nameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return text.nameRequired;
  if (CONTROL.test(name)) return text.nameControl;
  return null;
}

/** Rename, business type and logo of an organization (super admins). */
export function DetailsCard({ organization }: { organization: DetailsCard_organization$key }) {
  const org = useFragment(
    graphql`
      fragment DetailsCard_organization on ManagedOrganization {
        id
        name
        businessType
        logo { url }
      }
    `,
    organization,
  );
  const environment = useRelayEnvironment();
  const [name, setName] = useState(org.name);
  const [businessType, setBusinessType] = useState<BusinessType>(org.businessType);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = (input: Omit<OrganizationsUpdateMutation['variables']['input'], 'id'>, file?: File, onProgress?: (f: number) => void) =>
    runMutation<OrganizationsUpdateMutation>(environment, {
      mutation: updateManagedOrganizationMutation,
      variables: { input: { id: org.id, ...input } },
      uploadables: file ? { 'input.logo': file } : undefined,
      onProgress,
    }).then(
      ({ updateManagedOrganization: answer }) => {
        const refusal = answer.userErrors.find((e) => e.field === 'input.name')?.messages[0];
        if (refusal) setNameError(refusal);
        return toastOutcome(answer.userErrors, answer.message ?? text.saved, file ? errors.fileUpload(file.name) : undefined);
      },
      (error) => toastFailure(error, file ? errors.fileUpload(file.name) : undefined),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    setSaving(true);
    void save({ name: name.trim(), businessType }).then((ok) => { if (ok) setName(name.trim()); }).finally(() => setSaving(false));
  };

  return (
    <Section title={text.detailsHeading} id="organization-details-heading">
      <ImageUploadField
        what={text.logo}
        hint={text.logoHint}
        imageSrc={org.logo?.url}
        shape="logo"
        name={org.name}
        alt={text.logoAlt(org.name)}
        onUpload={(file, onProgress) => save({ logo: null }, file, onProgress)}
        onRemove={() => save({ removeLogo: true })}
      />
      <form onSubmit={submit} noValidate aria-label={text.detailsHeading}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={!!nameError}>
              <Field.Label>{text.name}<Field.RequiredIndicator /></Field.Label>
              <Input value={name} maxLength={NAME_MAX} autoComplete="off" onChange={(e) => { setName(e.target.value); setNameError(null); }} />
              <Field.ErrorText>{nameError}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{text.businessType}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={businessType} onChange={(e) => setBusinessType(e.target.value as BusinessType)}>
                  <option value="SALES_AFFILIATE">{text.businessTypes.SALES_AFFILIATE}</option>
                  <option value="EPC_MEMBER">{text.businessTypes.EPC_MEMBER}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" loading={saving} alignSelf="flex-start">{text.save}</Button>
        </Stack>
      </form>
    </Section>
  );
}
