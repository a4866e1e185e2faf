import { numericValue } from '../../components/form/NumericInput';
import { validation as text } from '../../messages';
import { API_LIMITS, type FieldLimit } from '../../validation/limits';
import { isEmail, phone as phoneRule, required } from '../../validation/rules';
import type { CustomerDraft, ProjectDraft, PropertyDraft, WizardDraft } from './draft';
import { customerText, projectText, propertyText } from './texts';

/** A step's messages by field name ('emails.0', 'phones.1' for list entries); empty when valid. */
export type StepErrors = Record<string, string>;

/** The api's limits (issue 11): a draft restored from an older form can still exceed them. */
const LIMITS = API_LIMITS.lead;
const YEARS_MAX = LIMITS.warrantyLength.maximum;
/** The api's maxItems of upgrades (api/src/domain/lead-payload.ts; the generated limits name only each upgrade's length). */
const UPGRADES_MAX = 20;
const tooLong = (value: string, limit: FieldLimit) =>
  limit.maxLength !== undefined && value.length > limit.maxLength ? projectText.tooLong(limit.maxLength) : null;

function collect(entries: Array<[string, string | null]>): StepErrors {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== null));
}

/** §5 phone after the fixed +1: required (the first), digits only, and a US number's ten digits. */
function phoneError(value: string, isFirst: boolean): string | null {
  if (!isFirst && value.trim() === '') return null;
  if (value.trim() === '') return phoneRule(value);
  // §5: digits only ('Wrong format'; the field, PhoneInput, already turned a pasted "(937) 555-0142"
  // into digits), then a US number's ten of them (the wizard's own message says so).
  if (!/^\d+$/.test(value.trim())) return phoneRule(value);
  return /^\d{10}$/.test(value.trim()) ? null : customerText.phoneLength;
}

/** §5 email: the first is required; every one given must be email-shaped. */
function emailError(value: string, isFirst: boolean): string | null {
  if (value.trim() === '') return isFirst ? text.required : null;
  return tooLong(value.trim(), LIMITS.customerEmail) ?? (isEmail(value) ? null : text.emailFormat);
}

export function validateCustomer(c: CustomerDraft): StepErrors {
  return collect([
    ['leadName', required(c.leadName) ?? tooLong(c.leadName.trim(), LIMITS.name)],
    ['firstName', required(c.firstName) ?? tooLong(c.firstName.trim(), LIMITS.customerFirstName)],
    ['lastName', required(c.lastName) ?? tooLong(c.lastName.trim(), LIMITS.customerLastName)],
    ['role', tooLong(c.role.trim(), LIMITS.customerRole)],
    ['mailingAddress', tooLong(c.mailingAddress.trim(), LIMITS.customerMailingAddress)],
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
    // Never blocked on the geocoder (issue 12): an address typed by hand is placed by the api (ZIP or city level).
    ['address', address ?? tooLong(p.address.trim(), LIMITS.siteAddress)],
    ['ownerType', required(p.ownerType)],
    ['buildingSize', optionalNumber(p.buildingSize, LIMITS.buildingSize.maximum)],
  ]);
}

/** The upgrades as sent (comma-separated): each and their number within the api's limits. */
function upgradesError(value: string): string | null {
  const upgrades = value.split(',').map((u) => u.trim()).filter(Boolean);
  const each = LIMITS.upgrade.maxLength;
  if (each !== undefined && upgrades.some((u) => u.length > each)) return projectText.upgradeTooLong(each);
  return upgrades.length > UPGRADES_MAX ? projectText.tooManyUpgrades(UPGRADES_MAX) : null;
}

export const INTENT_UPGRADES = 'SOLAR_UPGRADES';
export const INTENT_ESS = 'SOLAR_ESS';

export function validateProject(p: ProjectDraft): StepErrors {
  return collect([
    ['proposalType', required(p.proposalType)],
    ['intent', required(p.intent)],
    ['upgrades', p.intent === INTENT_UPGRADES ? required(p.upgrades) ?? upgradesError(p.upgrades) : null],
    ['warrantyLength', p.roofWarranty === 'YES' ? requiredNumber(p.warrantyLength, YEARS_MAX) : optionalNumber(p.warrantyLength, YEARS_MAX)],
    ['essCapacity', p.intent === INTENT_ESS ? requiredNumber(p.essCapacity, LIMITS.essCapacity.maximum) : optionalNumber(p.essCapacity, LIMITS.essCapacity.maximum)],
    ['notes', tooLong(p.notes.trim(), LIMITS.projectNotes)],
  ]);
}

export function validateNotes(notes: string): StepErrors {
  return collect([['notes', tooLong(notes.trim(), LIMITS.notes)]]);
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
