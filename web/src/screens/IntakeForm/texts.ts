/**
 * The intake wizard's own UI texts (not in the spec). Spec texts (§4/§8 messages, §3 labels) come
 * from ../../messages.
 */
export const wizardText = {
  title: 'New lead',
  intro: 'Add a customer and a property; the lead is created when the property step is saved, so later steps add to it.',
  stepOf: (n: number, total: number, title: string) => `Step ${n} of ${total}: ${title}`,
  steps: ['Customer', 'Property', 'Project', 'Utility data', 'Additional files', 'Summary'],
  stepDescriptions: [
    'Who the lead is for',
    'Where the system goes',
    'What the customer wants',
    'Bills or a utility data link',
    'Drawings, surveys and notes',
    'Review and submit',
  ],
  previous: 'Previous',
  next: 'Next',
  saveAndContinue: 'Save and continue',
  createLead: 'Create lead and continue',
  submit: 'Submit lead',
  startOver: 'Start over',
  startOverConfirm: 'Start over with an empty form?',
  startOverDiscards: (id: number) => `Start over with an empty form? Draft lead #${id} is discarded with its files.`,
  discardFailed: 'The draft could not be discarded. Please try again.',
  // Drafts (issue 12): leads created at step 2 and not submitted yet.
  draftsTitle: 'Your drafts',
  draftsIntro: 'Leads you started and did not submit. They are not in the leads list until submitted, and are removed after 30 days without a change.',
  draftOpen: 'Open',
  draftDiscard: 'Discard',
  draftDiscardNamed: (name: string) => `Discard draft ${name}`,
  draftOpenNamed: (name: string) => `Open draft ${name}`,
  draftUpdated: (when: string) => `Changed ${when}`,
  draftNoAddress: 'No address yet',
  draftDiscardConfirm: 'The draft lead and its files are deleted. This cannot be undone.',
  draftDiscarded: 'Draft discarded.',
  leadCreated: (id: number) => `Lead #${id} is created; the next steps add to it.`,
  fixErrors: 'Please correct the highlighted fields.',
  /** A refusal no field shows (its §8 lines follow). */
  notSaved: 'The lead was not saved.',
  /** A text field's length against the api's limit. */
  counter: (length: number, max: number) => `${length}/${max}`,
  uploadsInFlight: 'Please wait until the uploads have finished.',
  /** Prefill from the prospect "New Lead" action (?address=). */
  prefilledAddress: (address: string) => `The property address is filled in from Prospect Now: ${address}`,
  // Leave guard.
  leaveTitle: 'Leave the intake form?',
  leaveText: 'This lead is not submitted yet. What you entered stays in this browser tab, and a lead already created is kept under Your drafts on this form, so you can come back to finish it.',
  stay: 'Stay',
  leave: 'Leave',
  // Pre-qualification (§4).
  prequalifyingProgress: 'Pre-qualification progress',
  prequalifyTimeout: 'Pre-qualification is taking longer than usual. You can continue; it finishes in the background.',
  prequalifyFailed: 'This address could not be pre-qualified. You can continue; the lead page shows what is known.',
  /** The api said why (issue 12: 'Address not found.'): no figures were made up; say what to do. */
  prequalifyFailedBecause: (reason: string) => `${reason} No estimate was made. Check the site address on the lead page, or edit it to a street, city and ZIP code; you can continue meanwhile.`,
  prequalified: 'Address pre-qualified',
  // Issue 26: the result in the wizard, as soon as it arrives.
  prequalCapacity: 'System capacity',
  prequalProduction: 'First-year production',
  prequalCost: 'Estimated solar cost',
  prequalNoFigures: 'No figures yet: the lead page shows them once they are known.',
  prequalSources: 'Where these numbers come from',
  // Issue 26: editing a step from the summary returns to it, every step's check kept.
  backToSummary: 'Save and back to summary',
  stepDone: 'done',
  estimate: (size: string, production: string) => `Estimated system: ${size} kW DC, about ${production} kWh a year.`,
} as const;

export const customerText = {
  heading: 'Customer',
  leadName: 'Lead name',
  leadNameHelp: 'Usually the business or site name, as the lead list should show it.',
  firstName: 'First name',
  lastName: 'Last name',
  role: 'Role',
  rolePlaceholder: 'e.g. Facilities Director',
  emails: 'Emails',
  email: (n: number) => `Email ${n}`,
  addEmail: 'Add email',
  removeEmail: (n: number) => `Remove email ${n}`,
  phones: 'Phone numbers',
  phone: (n: number) => `Phone ${n}`,
  addPhone: 'Add phone',
  removePhone: (n: number) => `Remove phone ${n}`,
  phoneDigits: 'Ten digits; +1 is added for you.',
  phoneLength: 'Please enter the ten digits of a US phone number.',
  mailingAddress: 'Mailing address',
} as const;

export const propertyText = {
  heading: 'Property',
  address: 'Site address',
  addressPlaceholder: 'Start typing a street, city or ZIP',
  addressHelp: 'Choose a suggestion, then drag the pin onto the building.',
  searching: 'Searching…',
  noSuggestions: 'No matching addresses. Try a city or a ZIP code.',
  suggestionsFailed: 'Address suggestions are not available right now.',
  /** The precision of a suggestion, as a small badge in the list (issue 12). */
  precisionBadge: { ROOFTOP: 'Exact', STREET: 'Street', ZIP: 'ZIP area', CITY: 'City' } as Record<string, string>,
  /** Under the pin map: what the pin rests on until the user places it on the building (issue 12). */
  precisionNotice: (level: string, imagery: boolean) => (imagery
    ? `Location approximate: ${level} level — drag the pin onto the building.`
    : `Location approximate: ${level} level — drag the pin to the address.`),
  precisionLevels: { STREET: 'street', ZIP: 'ZIP', CITY: 'city' } as Record<string, string>,
  /** Shown under a typed address that no suggestion placed yet; the api places it when the lead is created. */
  notPlacedYet: 'Not on the map yet: a typed address is placed at its ZIP code or city when the lead is created. Choose a suggestion to place it now.',
  mapLoading: 'Loading map…',
  ownerType: 'Owner type',
  buildingUse: 'Building use',
  buildingSize: 'Building size (ft²)',
  installType: 'Install type',
  roofComplexity: 'Roof complexity',
  hasSolar: 'Has solar',
  choose: 'Choose…',
  notANumber: 'Please enter a number.',
  notNegative: 'Please enter a number of 0 or more.',
} as const;

export const projectText = {
  heading: 'Project',
  proposalType: 'Proposal type',
  intent: 'Proposal intent',
  upgrades: 'Upgrades',
  upgradesHelp: 'Separate upgrades with commas, e.g. LED lighting, HVAC.',
  workingWithRoofer: 'Working with a roofer',
  roofWarranty: 'Roof warranty',
  warrantyLength: 'Warranty length (years)',
  essCapacity: 'ESS capacity (kWh)',
  notes: 'Project scope notes',
  outOfRange: (max: number) => `Please enter a number from 0 to ${max}.`,
  tooLong: (max: number) => `At most ${max} characters.`,
  upgradeTooLong: (max: number) => `Each upgrade can be at most ${max} characters.`,
  tooManyUpgrades: (max: number) => `At most ${max} upgrades.`,
} as const;

export const filesText = {
  billsHeading: 'Utility bills',
  billsHelp: 'PDF, CSV or image files of recent bills.',
  additionalHeading: 'Additional files',
  additionalHelp: 'Pick the kind of file first, then add the files.',
  fileKind: 'File kind',
  dropzone: 'Drag files here or click to choose',
  dropzoneHint: (maxMb: number) => `Up to ${maxMb} MB each`,
  choose: 'Choose files',
  noFiles: 'No files yet.',
  uploading: (name: string) => `Uploading ${name}`,
  remove: (name: string) => `Remove ${name}`,
  tooLarge: (name: string, maxMb: number) => `${name} is larger than ${maxMb} MB.`,
  // Utility data service (§4).
  serviceHeading: 'Import from the utility data service',
  serviceHelp: 'Paste the referral code of the customer\'s utility authorization. Its bills and meter data are added to this lead.',
  referral: 'Referral code',
  import: 'Import',
  importing: 'Importing…',
  imported: (n: number) => `${n} file${n === 1 ? '' : 's'} imported`,
  or: 'or',
  notes: 'Notes',
} as const;

export const summaryText = {
  heading: 'Review and submit',
  intro: 'Check everything below. Use Previous to change a step.',
  edit: (step: string) => `Edit ${step}`,
  editShort: 'Edit',
  empty: '—',
  location: 'Location',
  zoom: 'Map zoom',
  utilityBills: 'Utility bills',
  additionalFiles: 'Additional files',
} as const;
