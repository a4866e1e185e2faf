import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { NumericInput } from '../../../components/form/NumericInput';
import { Field } from '../../../components/ui/field';
import { leadPageTexts } from '../texts';
import { ContactListEditor } from './ContactListEditor';
import { CountySelect } from './CountySelect';
import { UtilitySelect } from './UtilitySelect';
import { SiteLocationEditor } from './SiteLocationEditor';
import { fieldLimit } from './fieldLimits';
import { DetailsCard } from './DetailsRead';
import type { Draft, LeadValues } from './draft';
import { DETAILS_FORM_ID, GROUPS, type FieldDef, type GroupKey } from './fields';

const t = leadPageTexts.details;

interface Props {
  draft: Draft;
  lead: LeadValues;
  /** Inline messages keyed `group.field`. */
  problems: Record<string, string>;
  disabled: boolean;
  onChange: (draft: Draft) => void;
  onSubmit: () => void;
}

/** The site's address and coordinates are edited with the address search and pin, not as fields. */
const SITE_FIELDS = new Set(['siteAddress', 'latitude', 'longitude']);

/** Edit mode: the same cards as the read view, as inputs. Enter in a field submits (Update). */
export function DetailsForm({ draft, lead, problems, disabled, onChange, onSubmit }: Props) {
  const setValue = (group: GroupKey, name: string, value: string) =>
    onChange({ ...draft, values: { ...draft.values, [group]: { ...draft.values[group], [name]: value } } });
  return (
    <form
      id={DETAILS_FORM_ID}
      noValidate
      aria-label={t.edit}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5" data-testid="details-form">
        {GROUPS.map((group) => (
          <DetailsCard key={group.key} title={group.title}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {group.key === 'property' && (
                  <SiteLocationEditor
                    address={draft.values.property.siteAddress ?? ''}
                    site={draft.site}
                    error={problems['property.siteAddress']}
                    disabled={disabled}
                    onChange={(siteAddress, site) => onChange({ ...draft, site, values: { ...draft.values, property: { ...draft.values.property, siteAddress } } })}
                  />
                )}
                {group.fields.filter((field) => group.key !== 'property' || !SITE_FIELDS.has(field.name)).map((field) => {
                  const key = `${group.key}.${field.name}`;
                  const value = draft.values[group.key][field.name] ?? '';
                  const { maxLength } = fieldLimit(group.key, field.name);
                  return (
                    <Field
                      key={field.name}
                      label={field.label}
                      required={field.required}
                      invalid={!!problems[key]}
                      errorText={problems[key]}
                      // Long texts show how much of the api's limit they use (the notes counter).
                      helperText={field.kind === 'textarea' && maxLength ? t.counter(value.length, maxLength) : undefined}
                      disabled={disabled}
                      readOnly={field.readOnly}
                      gridColumn={field.kind === 'textarea' ? { md: 'span 2' } : undefined}
                    >
                      {group.key === 'property' && field.name === 'county' ? (
                        <CountySelect state={lead.property.state as string | null | undefined} value={value} maxLength={maxLength} onChange={(v) => setValue(group.key, field.name, v)} />
                      ) : group.key === 'property' && field.name === 'utilityName' ? (
                        <UtilitySelect address={draft.values.property.siteAddress ?? ''} value={value} maxLength={maxLength} onChange={(v) => setValue(group.key, field.name, v)} />
                      ) : (
                        <FieldInput field={field} value={value} maxLength={maxLength} onChange={(v) => setValue(group.key, field.name, v)} />
                      )}
                    </Field>
                  );
                })}
              </SimpleGrid>
              {group.key === 'customer' && (
                <Stack gap="5">
                  <ContactListEditor
                    kind="phone"
                    existing={lead.customer.phoneNumbers}
                    draft={draft.phones}
                    disabled={disabled}
                    error={problems['customer.phoneNumbers']}
                    onChange={(phones) => onChange({ ...draft, phones })}
                  />
                  <ContactListEditor
                    kind="email"
                    existing={lead.customer.emails}
                    draft={draft.emails}
                    disabled={disabled}
                    error={problems['customer.emails']}
                    onChange={(emails) => onChange({ ...draft, emails })}
                  />
                </Stack>
              )}
            </Stack>
          </DetailsCard>
        ))}
      </SimpleGrid>
    </form>
  );
}

function FieldInput({ field, value, maxLength, onChange }: { field: FieldDef; value: string; maxLength?: number; onChange: (value: string) => void }) {
  switch (field.kind) {
    case 'number':
      if (field.options) return <OptionSelect options={field.options} value={value} onChange={onChange} />;
      return <NumericInput value={value} onValueChange={onChange} />;
    case 'textarea':
      return <Textarea value={value} maxLength={maxLength} onChange={(e) => onChange(e.currentTarget.value)} autoresize rows={3} />;
    case 'date':
      return <Input type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'url':
      return <Input type="url" inputMode="url" value={value} maxLength={maxLength} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'bool':
      return <OptionSelect options={[{ value: 'true', label: t.yes }, { value: 'false', label: t.no }]} value={value} onChange={onChange} />;
    case 'select':
      return <OptionSelect options={field.options ?? []} value={value} onChange={onChange} />;
    default:
      return <Input value={value} maxLength={maxLength} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

function OptionSelect({ options, value, onChange }: { options: readonly { value: string; label: string }[]; value: string; onChange: (value: string) => void }) {
  // A stored value the list does not know (older data) stays selectable rather than silently lost.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t.notSet}</option>
        {!known && <option value={value}>{value}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
