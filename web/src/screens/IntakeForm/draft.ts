import { leadIntakeLabels } from '../../messages';

/** Schema enum names (InstallType, YesNoUnknown, ProposalType), as the mutations send them. */
export type InstallType = 'ROOFTOP' | 'GROUND_MOUNT' | 'CARPORT' | 'MIXED';
export type YesNoUnknown = 'YES' | 'NO' | 'UNKNOWN';
export type ProposalType = 'MARKETING' | 'PRELIMINARY' | 'DETAILED';
export type OwnerType = 'NON_OWNER_TENANT' | 'PROPERTY_OWNER' | 'OWNER_REPRESENTATIVE';
export type ProposalIntent = 'SOLAR_ONLY' | 'SOLAR_UPGRADES' | 'SOLAR_ESS';

/** What the user typed, per step. Numbers stay text (NumericInput) until the payload is built. */
export interface CustomerDraft {
  leadName: string;
  firstName: string;
  lastName: string;
  role: string;
  emails: string[];
  /** Digits only; "+1" is shown in front and added when sent (§5). */
  phones: string[];
  mailingAddress: string;
}

/** GraphQL's LocationPrecision (docs/configuration.md "Geocoding and maps"). */
export type LocationPrecision = 'ROOFTOP' | 'STREET' | 'ZIP' | 'CITY';

export interface PropertyDraft {
  address: string;
  /** Where the pin is: set by a chosen suggestion, then by dragging (what the lead stores). */
  latitude: number | null;
  longitude: number | null;
  /** How exactly the pin places the site (issue 12): the suggestion's, ROOFTOP once the user moved the pin; null typed by hand. Absent in drafts saved before. */
  locationPrecision?: LocationPrecision | null;
  ownerType: OwnerType | '';
  buildingUse: string;
  buildingSize: string;
  installType: InstallType | '';
  roofComplexity: string;
  hasSolar: YesNoUnknown | '';
}

export interface ProjectDraft {
  proposalType: ProposalType | '';
  intent: ProposalIntent | '';
  upgrades: string;
  workingWithRoofer: YesNoUnknown | '';
  roofWarranty: YesNoUnknown | '';
  warrantyLength: string;
  essCapacity: string;
  notes: string;
}

export interface WizardDraft {
  /** 0–4 the five steps, 5 the summary. */
  step: number;
  /** The lead once step 2 created it: later steps update it rather than create another. */
  lead: { id: string; databaseId: number } | null;
  customer: CustomerDraft;
  property: PropertyDraft;
  project: ProjectDraft;
  /** Step 5's notes (the lead's notes). */
  notes: string;
  /** The additional-file kind chosen for the next uploads (LeadFileType). */
  fileKind: string;
  /** Set when the address came from ?address= (the prospect "New Lead" action). */
  prefilledAddress: string | null;
  /** Issue 26: the pre-qualification's figures once they arrived (shown from step 3 on). */
  prequal: PrequalResult | null;
  /** The furthest step reached: steps before it keep their checks when the user goes back to edit one. */
  furthest: number;
  /** True while a step is edited from the summary: saving it returns there. */
  returnToSummary: boolean;
}

/** The pre-qualification's figures (enrichedData) the wizard shows. */
export interface PrequalResult { systemSize: number | null; estimatedYearProduction: number | null; solarCost: number | null }

export const STEP_COUNT = 5;
export const SUMMARY_STEP = 5;
/** §4/§2: files uploaded at this step index are utility bills; at any other step additional files. */
export const UTILITY_BILL_STEP = 3;

export function emptyDraft(address = ''): WizardDraft {
  return {
    step: 0,
    lead: null,
    customer: { leadName: '', firstName: '', lastName: '', role: '', emails: [''], phones: [''], mailingAddress: '' },
    property: {
      address, latitude: null, longitude: null, locationPrecision: null, ownerType: '', buildingUse: '', buildingSize: '', installType: '', roofComplexity: '', hasSolar: '',
    },
    project: {
      proposalType: 'MARKETING', intent: 'SOLAR_ONLY', upgrades: '', workingWithRoofer: '', roofWarranty: '', warrantyLength: '', essCapacity: '', notes: '',
    },
    notes: '',
    fileKind: 'OTHER_FILES',
    prefilledAddress: address || null,
    prequal: null,
    furthest: 0,
    returnToSummary: false,
  };
}

/** True once the user has entered anything (the leave guard has something to protect). */
export function hasInput(draft: WizardDraft): boolean {
  const blank = emptyDraft(draft.prefilledAddress ?? '');
  return draft.lead !== null || JSON.stringify({ ...draft, step: 0 }) !== JSON.stringify(blank);
}

// The draft lives in sessionStorage: it survives a reload of this tab (and a visit to another
// page of the portal) but not the tab itself, so a shared computer does not keep a customer's data.
const STORAGE_KEY = 'intake-wizard-draft';

/** A saved value as its enum name: already one, or the label of one (older drafts); else empty. */
function enumOf<K extends string>(labels: Record<K, string>, value: string): K | '' {
  if (value in labels) return value as K;
  return (Object.keys(labels) as K[]).find((key) => labels[key] === value) ?? '';
}

export function loadDraft(): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<WizardDraft>;
    const blank = emptyDraft();
    // Merge over the empty draft so a draft saved by an older version of the form still loads;
    // such a draft held the owner type and intent as their labels, now enum names.
    const property = { ...blank.property, ...saved.property };
    const project = { ...blank.project, ...saved.project };
    return {
      ...blank,
      ...saved,
      customer: { ...blank.customer, ...saved.customer },
      property: { ...property, ownerType: enumOf(leadIntakeLabels.ownerTypes, property.ownerType) },
      project: { ...project, intent: enumOf(leadIntakeLabels.proposalIntents, project.intent) },
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: WizardDraft) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only a reload loses it.
  }
}

export function clearDraft() {
  sessionStorage.removeItem(STORAGE_KEY);
}

/**
 * The draft to start from: `?address=` (the prospect "New Lead" action) starts a new lead with that
 * address unless the saved draft is already that one (a reload); otherwise the saved draft, if any.
 */
/** What the prospect "New Lead" action carries besides the address (issue 26): as the query string names them. */
export interface ProspectPrefill { ownerType?: string | null; buildingUse?: string | null; buildingSize?: string | null; businessName?: string | null }

/**
 * The prospect's facts as wizard values: only values the wizard offers (an owner type of the
 * enum, a building-use code 1–25, a size of digits) are taken; anything else is left empty.
 */
export function applyProspectPrefill(draft: WizardDraft, prefill: ProspectPrefill): WizardDraft {
  const ownerType = prefill.ownerType && prefill.ownerType in leadIntakeLabels.ownerTypes ? (prefill.ownerType as OwnerType) : '';
  const use = Number(prefill.buildingUse);
  const buildingUse = Number.isInteger(use) && use >= 1 && use <= leadIntakeLabels.buildingUses.length ? String(use) : '';
  const buildingSize = prefill.buildingSize && /^\d{1,9}$/.test(prefill.buildingSize) ? prefill.buildingSize : '';
  const leadName = (prefill.businessName ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, 200);
  return {
    ...draft,
    customer: { ...draft.customer, leadName: leadName || draft.customer.leadName },
    property: { ...draft.property, ownerType: ownerType || draft.property.ownerType, buildingUse: buildingUse || draft.property.buildingUse, buildingSize: buildingSize || draft.property.buildingSize },
  };
}

export function initialDraft(addressParam: string | null, prefill: ProspectPrefill = {}): WizardDraft {
  const saved = loadDraft();
  const address = addressParam?.trim();
  if (address) return saved && saved.prefilledAddress === address ? saved : applyProspectPrefill(emptyDraft(address), prefill);
  return saved ?? emptyDraft();
}
