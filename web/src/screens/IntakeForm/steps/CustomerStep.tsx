import { Button, HStack, IconButton, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { PhoneInput } from '../../../components/form/PhoneInput';
import { Field } from '../../../components/ui/field';
import { API_LIMITS, textLimits } from '../../../validation/limits';
import type { CustomerDraft } from '../draft';
import { customerText as text } from '../texts';
import type { StepErrors } from '../validation';

interface Props {
  value: CustomerDraft;
  errors: StepErrors;
  onChange: (next: CustomerDraft) => void;
}

const MAX_ENTRIES = 5;
/** The api's limits (issue 11: an input cannot hold what the server refuses). */
const LIMITS = API_LIMITS.lead;

/** Step 1: lead name and the customer, with one or more emails and phones (+1 shown, §5). */
export function CustomerStep({ value, errors, onChange }: Props) {
  const set = <K extends keyof CustomerDraft>(key: K, next: CustomerDraft[K]) => onChange({ ...value, [key]: next });
  const setAt = (key: 'emails' | 'phones', index: number, next: string) =>
    set(key, value[key].map((v, i) => (i === index ? next : v)));
  const removeAt = (key: 'emails' | 'phones', index: number) => set(key, value[key].filter((_, i) => i !== index));

  return (
    <Stack gap="5">
      <Field label={text.leadName} required helperText={text.leadNameHelp} invalid={!!errors.leadName} errorText={errors.leadName}>
        <Input name="leadName" {...textLimits(LIMITS.name)} value={value.leadName} onChange={(e) => set('leadName', e.target.value)} autoComplete="organization" />
      </Field>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Field label={text.firstName} required invalid={!!errors.firstName} errorText={errors.firstName}>
          <Input name="firstName" {...textLimits(LIMITS.customerFirstName)} value={value.firstName} onChange={(e) => set('firstName', e.target.value)} autoComplete="off" />
        </Field>
        <Field label={text.lastName} required invalid={!!errors.lastName} errorText={errors.lastName}>
          <Input name="lastName" {...textLimits(LIMITS.customerLastName)} value={value.lastName} onChange={(e) => set('lastName', e.target.value)} autoComplete="off" />
        </Field>
      </SimpleGrid>
      <Field label={text.role} invalid={!!errors.role} errorText={errors.role}>
        <Input name="role" {...textLimits(LIMITS.customerRole)} value={value.role} placeholder={text.rolePlaceholder} onChange={(e) => set('role', e.target.value)} />
      </Field>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Stack gap="3">
          {value.emails.map((email, i) => (
            <HStack key={i} align="end" gap="2">
              <Field label={text.email(i + 1)} required={i === 0} invalid={!!errors[`emails.${i}`]} errorText={errors[`emails.${i}`]}>
                <Input name={`emails.${i}`} {...textLimits(LIMITS.customerEmail)} type="email" inputMode="email" value={email} onChange={(e) => setAt('emails', i, e.target.value)} />
              </Field>
              {i > 0 && (
                <IconButton variant="ghost" aria-label={text.removeEmail(i + 1)} onClick={() => removeAt('emails', i)} mb={errors[`emails.${i}`] ? '7' : '0'}>
                  <X />
                </IconButton>
              )}
            </HStack>
          ))}
          {value.emails.length < MAX_ENTRIES && (
            <Button size="sm" variant="ghost" colorPalette="brand" alignSelf="start" onClick={() => set('emails', [...value.emails, ''])}>
              <Plus aria-hidden /> {text.addEmail}
            </Button>
          )}
        </Stack>
        <Stack gap="3">
          {value.phones.map((phone, i) => (
            <HStack key={i} align="end" gap="2">
              <Field
                label={text.phone(i + 1)}
                required={i === 0}
                helperText={i === 0 ? text.phoneDigits : undefined}
                invalid={!!errors[`phones.${i}`]}
                errorText={errors[`phones.${i}`]}>
                <PhoneInput name={`phones.${i}`} autoComplete="off" value={phone} onValueChange={(digits) => setAt('phones', i, digits)} />
              </Field>
              {i > 0 && (
                <IconButton variant="ghost" aria-label={text.removePhone(i + 1)} onClick={() => removeAt('phones', i)} mb={errors[`phones.${i}`] ? '7' : '0'}>
                  <X />
                </IconButton>
              )}
            </HStack>
          ))}
          {value.phones.length < MAX_ENTRIES && (
            <Button size="sm" variant="ghost" colorPalette="brand" alignSelf="start" onClick={() => set('phones', [...value.phones, ''])}>
              <Plus aria-hidden /> {text.addPhone}
            </Button>
          )}
        </Stack>
      </SimpleGrid>
      <Field label={text.mailingAddress} invalid={!!errors.mailingAddress} errorText={errors.mailingAddress}>
        <Input name="mailingAddress" {...textLimits(LIMITS.customerMailingAddress)} value={value.mailingAddress} onChange={(e) => set('mailingAddress', e.target.value)} autoComplete="off" />
      </Field>
    </Stack>
  );
}
