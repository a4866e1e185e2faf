import { numericValue } from '../../components/form/NumericInput';
import { validation as text } from '../../messages';
import { isEmail, phone as phoneRule, required } from '../../validation/rules';
import type { CustomerDraft, ProjectDraft, PropertyDraft, WizardDraft } from './draft';
import { customerText, projectText, propertyText } from './texts';

/** A step's messages by field name ('emails.0', 'phones.1' for list entries); empty when valid. */
export type StepErrors = Record<string, string>;

const NOTES_MAX = 5000;
const YEARS_MAX = 100;

function collect(entries: Array<[string, string | null]>): StepErrors {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));
}

/** §5 phone after the fixed +1: required (the first), digits only, and a US number's ten digits. */
function phoneError(value: string, isFirst: boolean): string | null {
  if (!isFirst && value.trim() === '') return null;
  const problem = phoneRule(value);
  if (problem) return problem;
  return value.trim().length === 10 ? null : customerText.phoneLength;
}

/** §5 email: the first is required; every one given must be email-shaped. */
function emailError(value: string, isFirst: boolean): string | null {
  if (value.trim() === '') return isFirst ? text.required : null;
  return isEmail(value) ? null : text.emailFormat;
}

export function validateCustomer(c: CustomerDraft): StepErrors {
  return collect([
    ['leadName', required(c.leadName)],
    ['firstName', required(c.firstName)],
    ['lastName', required(c.lastName)],
    ...c.emails.map((email, i): [string, string | null] => [`emails.${i}`, emailError(email, i === 0)]),
    ...c.phones.map((phone, i): [string, string | null] => [`phones.${i}`, phoneError(phone, i === 0)]),
  ]);
}

/** An optional number: empty is fine; otherwise a number within [0, max]. */
function optionalNumber(value: string, max?: number): string | null {
  if (value.trim() === '') return null;
  const n = numericValue(value);
  if (n === null) return propertyText.notANumber;
  if (n < 0) return max === undefined ? propertyText.notNegative : projectText.outOfRange(max);
  return max !== undefined && n > max ? projectText.outOfRange(max) : null;
}

function requiredNumber(value: string, max?: number): string | null {
  return value.trim() === '' ? text.required : optionalNumber(value, max);
}

export function validateProperty(p: PropertyDraft): StepErrors {
  const address = required(p.address);
  return collect([
    // An address without coordinates was typed but not chosen: the pin (what the lead stores) has no place yet.
    ['address', address ?? (p.latitude === null || p.longitude === null ? propertyText.pickSuggestion : null)],
    ['ownerType', required(p.ownerType)],
    ['buildingSize', optionalNumber(p.buildingSize)],
  ]);
}

export const INTENT_UPGRADES = 'Solar + Upgrades';
export const INTENT_ESS = 'Solar + ESS';

export function validateProject(p: ProjectDraft): StepErrors {
  return collect([
    ['proposalType', required(p.proposalType)],
    ['intent', required(p.intent)],
    ['upgrades', p.intent === INTENT_UPGRADES ? required(p.upgrades) : null],
    ['warrantyLength', p.roofWarranty === 'YES' ? requiredNumber(p.warrantyLength, YEARS_MAX) : optionalNumber(p.warrantyLength, YEARS_MAX)],
    ['essCapacity', p.intent === INTENT_ESS ? requiredNumber(p.essCapacity) : optionalNumber(p.essCapacity)],
    ['notes', p.notes.length > NOTES_MAX ? projectText.tooLong(NOTES_MAX) : null],
  ]);
}

export function validateNotes(notes: string): StepErrors {
  return collect([['notes', notes.length > NOTES_MAX ? projectText.tooLong(NOTES_MAX) : null]]);
}

/** The messages of one step of the wizard (steps without inputs of their own have none). */
export function stepErrors(draft: WizardDraft, step: number): StepErrors {
  switch (step) {
    case 0:
      return validateCustomer(draft.customer);
    case 1:
      return validateProperty(draft.property);
    case 2:
      return validateProject(draft.project);
    case 4:
      return validateNotes(draft.notes);
    default:
      return {};
  }
}
