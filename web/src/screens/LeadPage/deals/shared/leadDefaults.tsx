import { createContext, useContext } from 'react';
import { dealTexts } from '../texts';
import { formatPlain, formatUsd, isPerWattEpc } from './format';
import type { PricingKey } from './pricingForm';

/** What a proposal or quote takes from the lead when a pricing field is left empty, as shown text. */
export type LeadDefaults = Partial<Record<PricingKey, string>>;

const LeadDefaultsContext = createContext<LeadDefaults>({});
export const LeadDefaultsProvider = LeadDefaultsContext.Provider;
export const useLeadDefaults = () => useContext(LeadDefaultsContext);

/**
 * Issue 15: the dialogs show the lead's current values next to each override field, so a rep sees
 * what "from the lead" means before overriding it.
 */
export function leadDefaultsOf(projectInfo: { systemSize?: number | null; estimatedYearProduction?: number | null; epcPrice?: number | null } | null | undefined): LeadDefaults {
  const defaults: LeadDefaults = {};
  const { systemSize, estimatedYearProduction, epcPrice } = projectInfo ?? {};
  if (systemSize) defaults.systemSize = dealTexts.units.kw(formatPlain(systemSize));
  if (estimatedYearProduction) defaults.estimatedYearProduction = dealTexts.units.kwh(formatPlain(estimatedYearProduction));
  if (epcPrice) defaults.epcPrice = isPerWattEpc(epcPrice) ? dealTexts.units.perWatt(epcPrice.toFixed(2)) : formatUsd(epcPrice);
  return defaults;
}
