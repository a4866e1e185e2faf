/**
 * UI texts of the deal header's "Where do these numbers come from?" popover (issue 25): the
 * utility and its rate with source and year, production with its model and resource, escalators,
 * degradation and incentives. Ours, not the spec's; may change. The incentives sentence is the
 * proposal's (shared/pricing/sources.ts incentivesText), so the lead page and the customer's page agree.
 */
export const numberSourcesTexts = {
  open: 'Where do these numbers come from?',
  title: 'Where these numbers come from',
  close: 'Close',
  empty: '—',
  labels: {
    utility: 'Utility',
    utilityRate: 'Utility rate',
    production: 'Production',
    escalators: 'Escalators',
    degradation: 'Degradation',
    incentives: 'Incentives',
  },
  noUtility: 'No utility on file for this site',
  noSite: 'The site is not placed yet: its utility, rate and production follow its address.',
  utility: (name: string, state: string | null) => (state ? `${name} (${state})` : name),
  rate: (rate: string) => `${rate} in year 1`,
  rateSources: {
    BILL: 'From the lead’s utility bills',
    TYPED: 'Entered on the lead',
    UTILITY_TABLE: 'The utility’s average commercial rate',
    STATE_AVERAGE: 'The state’s average commercial rate',
  } as Record<string, string>,
  sourceYear: (source: string, year: string | null) => (year ? `${source}, ${year}` : source),
  /** The active proposal was generated on another rate than the lead's of today. */
  proposalRate: (id: number, rate: string) => `Proposal #${id} was priced at ${rate}.`,
  perKw: (kwh: string) => `${kwh} kWh per kW DC per year`,
  models: { PVWATTS_METHOD: 'PVWatts-method model', LATITUDE_BAND: 'Latitude band (no weather station within reach)' } as Record<string, string>,
  stations: (list: string) => `Weather stations: ${list}`,
  station: (name: string, state: string, km: string) => `${name} (${state}, ${km} km)`,
  array: (tilt: string, azimuth: string, losses: string, fromDesign: boolean) =>
    `Array: tilt ${tilt}°, azimuth ${azimuth}°, losses ${losses} % (${fromDesign ? 'from the design' : 'a flat commercial roof'})`,
  deal: (kwh: string, kw: string, perKw: string) => `This deal: ${kwh} kWh/yr on ${kw} kW DC (${perKw} kWh per kW).`,
  escalators: (utility: string, ppa: string) => `Utility rate ${utility} % per year (assumed); PPA ${ppa} % per year.`,
  degradation: (percent: string) => `${percent} % per year of the modules’ output`,
} as const;
