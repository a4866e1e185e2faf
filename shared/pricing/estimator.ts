/**
 * The site estimator's constants and the state of an address: what the pricing model's defaults
 * read (api/src/domain/estimator.ts documents the model and runs the estimate). Pure: the web's
 * live price preview imports it too.
 */
export const ESTIMATOR = {
  footprintMinSqft: 8_000,
  footprintMaxSqft: 120_000,
  usableRoofShare: 0.6,
  wattsPerSqft: 15,
  yieldBands: [
    { belowLatitude: 34, kwhPerKwp: 1650 },
    { belowLatitude: 38, kwhPerKwp: 1550 },
    { belowLatitude: 42, kwhPerKwp: 1400 },
    { belowLatitude: 90, kwhPerKwp: 1250 },
  ],
  epcPerWatt: [
    { belowKw: 100, dollarsPerWatt: 2.6 },
    { belowKw: 500, dollarsPerWatt: 2.2 },
    { belowKw: Infinity, dollarsPerWatt: 1.9 },
  ],
  utilityRateByState: { CA: 0.24, CT: 0.22, RI: 0.21, CO: 0.13 } as Record<string, number>,
  defaultUtilityRate: 0.16,
  consumptionToProduction: 1.3,
} as const;

/** Two-letter state of a US address ("..., Fresno, CA 93721"), if it names one. */
export function stateOf(address: string): string | null {
  const match = /\b([A-Z]{2})\b\s*\d{5}(?:-\d{4})?\s*(?:,?\s*(?:USA|US|United States))?\s*$/i.exec(address.trim())
    ?? /,\s*([A-Z]{2})\s*(?:,?\s*(?:USA|US|United States))?\s*$/i.exec(address.trim());
  return match ? match[1].toUpperCase() : null;
}
