import { errorLine, inputPath, type UserErrors } from '../../mutations/userErrors';
import type { WizardDraft } from './draft';
import { customerText, filesText, projectText, propertyText, wizardText } from './texts';
import type { StepErrors } from './validation';

/** Where an input path of createLead / updateLead is typed in the wizard: its step and field name. */
interface Place { step: number; key: string }

/**
 * The wizard field that owns each path of CreateLeadInput / UpdateLeadInput (below `input.`).
 * Paths the wizard fills from another field point at that field: the customer's full name is made
 * of first and last name, the design data's warranty length and ESS capacity repeat the project
 * step's, the coordinates and zoom come with the chosen address.
 */
const PLACES: Record<string, Place> = {
  name: { step: 0, key: 'leadName' },
  'customer.firstName': { step: 0, key: 'firstName' },
  'customer.lastName': { step: 0, key: 'lastName' },
  'customer.name': { step: 0, key: 'firstName' },
  'customer.role': { step: 0, key: 'role' },
  'customer.emails': { step: 0, key: 'emails.0' },
  'customer.phoneNumbers': { step: 0, key: 'phones.0' },
  'customer.mailingAddress': { step: 0, key: 'mailingAddress' },
  'property.siteAddress': { step: 1, key: 'address' },
  'property.latitude': { step: 1, key: 'address' },
  'property.longitude': { step: 1, key: 'address' },
  zoomLevel: { step: 1, key: 'address' },
  ownerType: { step: 1, key: 'ownerType' },
  'property.ownerType': { step: 1, key: 'ownerType' },
  'property.buildingUse': { step: 1, key: 'buildingUse' },
  'property.buildingSize': { step: 1, key: 'buildingSize' },
  'property.installType': { step: 1, key: 'installType' },
  'property.roofComplexity': { step: 1, key: 'roofComplexity' },
  'property.hasSolar': { step: 1, key: 'hasSolar' },
  proposalType: { step: 2, key: 'proposalType' },
  upgrades: { step: 2, key: 'upgrades' },
  workingWithRoofer: { step: 2, key: 'workingWithRoofer' },
  roofWarranty: { step: 2, key: 'roofWarranty' },
  warrantyLength: { step: 2, key: 'warrantyLength' },
  'designData.roofWarrantyLength': { step: 2, key: 'warrantyLength' },
  'projectInfo.essCapacity': { step: 2, key: 'essCapacity' },
  'designData.essCapacity': { step: 2, key: 'essCapacity' },
  'projectInfo.userInputData': { step: 2, key: 'intent' },
  'projectInfo.proposalIntent': { step: 2, key: 'intent' },
  'property.projectNotes': { step: 2, key: 'notes' },
  notes: { step: 4, key: 'notes' },
};

/** The label a summary line gives each field (the form's own label). */
const LABELS: Record<string, string> = {
  leadName: customerText.leadName, firstName: customerText.firstName, lastName: customerText.lastName, role: customerText.role,
  mailingAddress: customerText.mailingAddress, address: propertyText.address, ownerType: propertyText.ownerType,
  buildingUse: propertyText.buildingUse, buildingSize: propertyText.buildingSize, installType: propertyText.installType,
  roofComplexity: propertyText.roofComplexity, hasSolar: propertyText.hasSolar, proposalType: projectText.proposalType,
  intent: projectText.intent, upgrades: projectText.upgrades, workingWithRoofer: projectText.workingWithRoofer,
  roofWarranty: projectText.roofWarranty, warrantyLength: projectText.warrantyLength, essCapacity: projectText.essCapacity,
};

export function fieldLabel(step: number, key: string): string {
  const [list, index] = key.split('.');
  if (list === 'emails') return customerText.email(Number(index) + 1);
  if (list === 'phones') return customerText.phone(Number(index) + 1);
  if (key === 'notes') return step === 4 ? filesText.notes : projectText.notes;
  return LABELS[key] ?? key;
}

/** The draft's index of the n-th entry sent: the payload leaves blank emails and phones out. */
function draftIndex(entries: readonly string[], sent: number): number {
  let seen = -1;
  for (let i = 0; i < entries.length; i++) {
    if (entries[i].trim() === '') continue;
    seen += 1;
    if (seen === sent) return i;
  }
  return 0;
}

/** The wizard field of a userError's input path, or null when none shows it. */
export function placeOf(field: string | null | undefined, draft: WizardDraft): Place | null {
  const path = inputPath(field);
  if (!path) return null;
  const list = /^customer\.(emails|phoneNumbers)\.(\d+)(\.|$)/.exec(path);
  if (list) {
    const key = list[1] === 'emails' ? 'emails' : 'phones';
    return { step: 0, key: `${key}.${draftIndex(draft.customer[key], Number(list[2]))}` };
  }
  // The longest known prefix owns it (`upgrades.3`, `projectInfo.userInputData.proposal_intent`).
  const segments = path.split('.');
  for (let n = segments.length; n > 0; n--) {
    const prefix = segments.slice(0, n).join('.');
    if (Object.hasOwn(PLACES, prefix)) return PLACES[prefix];
  }
  return null;
}

/** What a field held when the server refused it: its message shows until the field is changed. */
export function fieldValue(draft: WizardDraft, step: number, key: string): string {
  const [name, index] = key.split('.');
  if (step === 4) return draft.notes;
  const part = step === 0 ? draft.customer : step === 1 ? draft.property : draft.project;
  const value = (part as unknown as Record<string, unknown>)[name];
  if (Array.isArray(value)) return String(value[Number(index)] ?? '');
  // The address's message also concerns the pin: moving it counts as a change.
  if (key === 'address') return `${draft.property.address}|${draft.property.latitude}|${draft.property.longitude}`;
  return String(value ?? '');
}

export interface ServerError { message: string; value: string }

/** The server's refusals of one save, placed: by step and field, and §8 lines for the rest. */
export interface ServerErrors {
  byStep: Record<number, Record<string, ServerError>>;
  lines: string[];
  /** The first step with a refused field (the wizard goes there), null when none. */
  firstStep: number | null;
}

export function placeWizardErrors(userErrors: UserErrors, draft: WizardDraft): ServerErrors {
  const placed: ServerErrors = { byStep: {}, lines: [], firstStep: null };
  for (const error of userErrors) {
    if (!error.messages.length) continue;
    const place = placeOf(error.field, draft);
    if (!place) {
      placed.lines.push(errorLine(error));
      continue;
    }
    const step = (placed.byStep[place.step] ??= {});
    const message = error.messages.join(' ');
    step[place.key] = { message: step[place.key] ? `${step[place.key].message} ${message}` : message, value: fieldValue(draft, place.step, place.key) };
    placed.firstStep = placed.firstStep === null ? place.step : Math.min(placed.firstStep, place.step);
  }
  return placed;
}

/** The messages still standing on a step: those of fields not changed since they were refused. */
export function standingErrors(errors: ServerErrors | null, draft: WizardDraft, step: number): StepErrors {
  const out: StepErrors = {};
  for (const [key, error] of Object.entries(errors?.byStep[step] ?? {})) {
    if (fieldValue(draft, step, key) === error.value) out[key] = error.message;
  }
  return out;
}

/**
 * The one summary of a refused save: every refused field ('Label: message', with its step when it
 * is not the one on screen) and every §8 line, so several problems show together.
 */
export function summaryLines(errors: ServerErrors, draft: WizardDraft, current: number): string[] {
  const lines: string[] = [];
  for (const [step, fields] of Object.entries(errors.byStep).sort(([a], [b]) => Number(a) - Number(b))) {
    const n = Number(step);
    for (const [key, error] of Object.entries(fields)) {
      if (fieldValue(draft, n, key) !== error.value) continue;
      const where = n === current ? '' : ` (${wizardText.steps[n]})`;
      lines.push(`${fieldLabel(n, key)}${where}: ${error.message}`);
    }
  }
  return [...lines, ...errors.lines];
}
