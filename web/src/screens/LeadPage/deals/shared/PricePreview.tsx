import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { createContext, useContext, useMemo } from 'react';
import type { PaceForm } from '../quotes/quoteForm';
import { dealTexts } from '../texts';
import { formatPlain } from './format';
import { pricePreview, type PreviewLead } from './preview';
import type { PricingForm } from './pricingForm';

const t = dealTexts.preview;

const PreviewLeadContext = createContext<PreviewLead | null>(null);
/** The lead the dialogs preview against (the tab's fragment: property, project info, design data). */
export const PreviewLeadProvider = PreviewLeadContext.Provider;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ok = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
/** Money as the quote card and the PDF show it; "—" for a missing figure (never NaN). */
export const previewUsd = (value: number | null | undefined) => (ok(value) ? usd.format(value) : t.empty);
export const previewPerWatt = (value: number | null | undefined) => (ok(value) ? `${usdCents.format(value)}/W` : t.empty);
export const previewRate = (value: number | null | undefined) => (ok(value) ? `$${value.toFixed(4)}/kWh` : t.empty);

/**
 * Issue 15: the price ($ and $/W), the PPA rate and escalator, and the savings (for a PACE quote
 * also the financing) that Create would produce, updated as the user types: the api's own model
 * (shared/pricing) on the typed values and, where empty, the lead's. "—" while it cannot price.
 */
export function PricePreview({ pricing, pace }: { pricing: PricingForm; pace?: PaceForm }) {
  const lead = useContext(PreviewLeadContext);
  const preview = useMemo(() => pricePreview(lead, pricing, pace), [lead, pricing, pace]);
  const facts: [string, string, string][] = [
    ['contract-price', t.contractPrice, previewUsd(preview?.contractPrice)],
    ['price-per-watt', t.pricePerWatt, previewPerWatt(preview?.pricePerWatt)],
  ];
  const financing = preview?.pace;
  if (!pace) {
    facts.push(
      ['ppa-rate', t.ppaRate, previewRate(preview?.ppaRate)],
      ['escalator', t.escalator, preview ? t.escalatorValue(preview.escalator) : t.empty],
      ['year-1', t.year1, previewUsd(preview?.year1Savings)],
      ['year-25', t.year25, previewUsd(preview?.year25Savings)],
    );
  } else {
    // Issue 25: a PACE-financed system is owned: the owner's bill savings, never the PPA's discount.
    facts.push(
      ['owner-year-1', t.ownerYear1, previewUsd(preview?.ownerSavings?.year1)],
      ['owner-year-25', t.ownerYear25, previewUsd(preview?.ownerSavings?.year25)],
      ['financed', t.financed, previewUsd(financing?.financedAmount)],
      ['assessment', t.assessment, financing ? t.assessmentValue(previewUsd(financing.annualAssessment), financing.termYears, financing.interestRate) : t.empty],
      ['pace-net', t.paceNet, previewUsd(financing?.year25Net)],
    );
  }
  return (
    <Box as="section" aria-labelledby="price-preview-title" data-testid="price-preview" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" minW="0">
      <Heading as="h3" size="sm" id="price-preview-title">{t.title}</Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {preview ? t.hint(dealTexts.units.kw(formatPlain(preview.systemSize)), dealTexts.units.kwh(formatPlain(preview.production))) : t.missing}
      </Text>
      {pace && preview && !financing && <Text fontSize="sm" color="fg.muted">{t.paceMissing}</Text>}
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gapX="3" gapY="2" mt="2">
        {facts.map(([id, label, value]) => (
          <Box key={id} minW="0">
            <Text as="dt" fontSize="xs" color="fg.muted">{label}</Text>
            <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums" overflowWrap="anywhere" data-testid={`preview-${id}`}>{value}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
