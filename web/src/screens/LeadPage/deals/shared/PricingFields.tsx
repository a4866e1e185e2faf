import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { dealTexts } from '../texts';
import { NumberField, SelectField } from './FormFields';
import { useLeadDefaults } from './leadDefaults';
import {
  DEAL_KINDS, EPC_PRICE_UNITS, ESCALATORS, ESS_PRICE_UNITS, PRICING_BASES, REGIONS, STORAGE_OPTIONS, SYSTEM_TYPES,
  type PricingForm, type PricingKey,
} from './pricingForm';

const t = dealTexts.pricing;

interface Props {
  value: PricingForm;
  onChange: (next: PricingForm) => void;
  errors: Partial<Record<string, string | null | undefined>>;
}

/**
 * The pricing values of a proposal or quote (§3 enumerations). Every value is optional: empty
 * means "from the lead" (the api fills it from the lead and its defaults).
 */
export function PricingFields({ value, onChange, errors }: Props) {
  const set = (key: PricingKey) => (next: string) => onChange({ ...value, [key]: next });
  const fromLead = useLeadDefaults();
  const choice = (key: PricingKey, label: string, options: readonly (readonly [string, string])[]) => (
    <SelectField label={label} value={value[key]} onChange={set(key)} options={options} placeholder={dealTexts.fromLead} error={errors[key]} />
  );
  const number = (key: PricingKey, label: string) => (
    <NumberField label={label} value={value[key]} onChange={set(key)} error={errors[key]}
      placeholder={fromLead[key] ? dealTexts.fromLeadValue(fromLead[key]) : dealTexts.fromLead} />
  );
  const hasStorage = value.storage === 'TWO_HOUR' || value.storage === 'FOUR_HOUR';
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t.legend}</Fieldset.Legend>
      <Fieldset.HelperText>{dealTexts.fromLeadHint}</Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {choice('systemType', t.systemType, SYSTEM_TYPES)}
          {number('systemSize', t.systemSize)}
          {number('estimatedYearProduction', t.estimatedYearProduction)}
          {choice('region', t.region, REGIONS)}
          {number('epcPrice', t.epcPrice)}
          {choice('epcPriceUnit', t.epcPriceUnit, EPC_PRICE_UNITS)}
          {choice('pricingBasis', t.pricingBasis, PRICING_BASES)}
          {number('pricingValue', t.pricingValue)}
          {choice('escalator', t.escalator, ESCALATORS)}
          {choice('dealKind', t.dealKind, DEAL_KINDS)}
          {choice('storage', t.storage, STORAGE_OPTIONS)}
          {number('utilityRate', t.utilityRate)}
          {hasStorage && number('essCapacity', t.essCapacity)}
          {hasStorage && number('essPrice', t.essPrice)}
          {hasStorage && choice('essPriceUnit', t.essPriceUnit, ESS_PRICE_UNITS)}
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
