import { createContext, useContext } from 'react';
import { dealTexts } from '../texts';
import { formatUsd } from './format';
import type { PricingKey } from './pricingForm';

/** What a proposal or quote takes from the lead when a pricing field is left empty, as shown text. */
export type LeadDefaults = Partial<Record<PricingKey, string>>;

const LeadDefaultsContext = createContext<LeadDefaults>({});
export const LeadDefaultsProvider = LeadDefaultsContext.Provider;
export const useLeadDefaults = () => useContext(LeadDefaultsContext);

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Issue 15: the dialogs show the lead's current values next to each override field, so a rep sees
 * what "from the lead" means before overriding it. An EPC price under $20 is a price per watt
 * (the api reads it so too).
 */
export function leadDefaultsOf(projectInfo: { systemSize?: number | null; estimatedYearProduction?: number | null; epcPrice?: number | null } | null | undefined): LeadDefaults {
  const defaults: LeadDefaults = {};
  const { systemSize, estimatedYearProduction, epcPrice } = projectInfo ?? {};
  if (systemSize) defaults.systemSize = dealTexts.units.kw(plain.format(systemSize));
  if (estimatedYearProduction) defaults.estimatedYearProduction = dealTexts.units.kwh(plain.format(estimatedYearProduction));
  if (epcPrice) defaults.epcPrice = epcPrice < 20 ? dealTexts.units.perWatt(epcPrice.toFixed(2)) : formatUsd(epcPrice);
  return defaults;
}
