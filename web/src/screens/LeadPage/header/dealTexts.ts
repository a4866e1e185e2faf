/**
 * UI texts of the lead page's deal header (issue 15): the figures a rep quotes and the
 * stage-aware next action. Ours, not the spec's; may change.
 */
export const dealHeaderTexts = {
  title: 'Deal',
  /** An empty figure: nothing is invented. */
  empty: '—',
  nextStep: 'Next step',
  /** Issue 26: the button while its proposal's PDF is generated. */
  generating: (action: string) => `${action.replace(/^Generate/, 'Generating')}…`,
  figures: {
    systemSize: 'System size',
    production: 'Yearly production',
    epcPrice: 'EPC price',
    ppaRate: 'PPA rate',
    savings: 'Year-25 savings',
    activeProposal: 'Active proposal',
    agreement: 'Agreement',
  },
  kwDc: (value: string) => `${value} kW DC`,
  kwhYear: (value: string) => `${value} kWh/yr`,
  perWatt: (value: string) => `${value}/W`,
  escalator: (percent: string) => `${percent} %/yr escalator`,
  /** Where a figure comes from, under it. */
  fromProposal: (id: number) => `Proposal #${id}`,
  fromLead: 'Lead estimate',
  noActiveProposal: 'No active proposal',
  proposalLabel: (id: number, type: string) => `#${id} ${type}`,
  proposalGenerated: (date: string) => `Generated ${date}`,
  proposalNotGenerated: (status: string) => status,
  noAgreement: 'None sent',
  agreementSigned: (type: string) => `${type} signed`,
  agreementSent: (type: string) => `${type} sent`,
  agreementSignedOn: (date: string) => `Signed ${date}`,
  agreementAwaiting: 'Awaiting signature',
  actions: {
    generateMarketing: 'Generate marketing proposal',
    uploadBills: 'Upload utility bills',
    generatePreliminary: 'Generate preliminary proposal',
    scheduleSurvey: 'Schedule site survey',
    generateDetailed: 'Generate detailed proposal',
    sendPpa: 'Send PPA',
    viewAgreement: 'View agreement',
    viewProposals: 'Open proposals',
  },
  /** Why there is no button, or what the button leads to. */
  hints: {
    askAdminToSend: 'An org admin sends the PPA to the customer.',
    proposalsLocked: 'Proposals are locked until the customization request is handled.',
    generating: 'The PDF is being generated; the next step shows when it is ready.',
    saleCompleted: 'The PPA is signed.',
  },
  /** Each step of the stage bar, said in words (not by colour alone). */
  stageStates: { done: 'Reached', skipped: 'Skipped', current: 'Current', ahead: 'Upcoming' },
  stageStep: (label: string, state: string) => `${label}: ${state}`,
  /** A step with the day it was reached (issue 26). */
  stageStepOn: (step: string, day: string) => `${step} on ${day}`,
  stagesListLabel: 'Stages',
  generate: {
    title: (type: string) => `Generate ${type.toLowerCase()} proposal`,
    text: 'The proposal is priced from the lead’s values (system size, production, EPC price, utility rate). To set other prices first, create it from the Proposals tab instead.',
    submit: 'Generate proposal',
    custom: 'Set prices in the Proposals tab',
  },
  survey: {
    title: 'Schedule site survey',
    date: 'Survey date',
    required: 'Choose the survey date.',
    submit: 'Schedule survey',
  },
} as const;
