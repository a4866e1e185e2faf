/**
 * Texts of the lead page's "Compare financing" drawer (issue 25). The no-program message comes
 * from the api (shared/pricing/pace-programs.ts noPaceProgramMessage), written once there.
 */
export const financingTexts = {
  open: 'Compare financing',
  title: 'Compare financing',
  intro: 'Cash purchase, loan, PPA, lease and PACE for this system, over 25 years. Figures are estimates on the assumptions below.',
  close: 'Close',
  loading: 'Loading the financing comparison',
  unavailable: 'The comparison needs a price: enter the system size and production on the lead (or its EPC price) and try again.',
  columns: { option: 'Option', upfront: 'Upfront cost', year1: 'Year 1 net', payback: 'Payback', net25: '25-year net', npv: (rate: number) => `NPV at ${rate} %`, irr: 'IRR' },
  irr: (percent: number | null) => (percent === null ? '—' : `${percent.toFixed(1)} %`),
  payback: (year: number | null) => (year === null ? 'Not within 25 years' : year === 0 ? 'No upfront cost' : `Year ${year}`),
  owned: 'You own the system',
  notOwned: 'Provider owns the system',
  itc: 'Investment tax credit',
  itcOption: (rate: number) => `${rate} %`,
  depreciation: 'Take MACRS depreciation',
  assumptions: 'Assumptions',
  chartTitle: 'Cumulative cash flow',
  chartCaption: (best: string, npv: string, rate: number) => `Cumulative cash flow of each option over 25 years; the highest net present value at ${rate} % is ${best} (${npv}).`,
  year: 'Year',
} as const;

/** The ITC rates a rep can pick: 30 % (under 1 MW AC, or with prevailing wage and apprenticeship) and the 6 % base. */
export const ITC_CHOICES = [30, 6, 0] as const;
