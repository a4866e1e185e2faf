import { leadIntakeLabels } from '../../../messages';
import { leadPageTexts } from '../texts';
import { buildingUseOptions, roofComplexityOptions } from '../../IntakeForm/options';

/**
 * The lead's editable data, grouped as the Details tab shows it (§3 lead, customer, property,
 * design_data, project_info). One list drives the read view, the edit form, the update input and
 * the validation, so a field added here appears everywhere at once. Labels are ours.
 */
/** The edit form's id: the tab's Update button submits it from outside the form (and the form's chunk). */
export const DETAILS_FORM_ID = 'lead-details-form';

export type FieldKind = 'text' | 'textarea' | 'number' | 'date' | 'bool' | 'select' | 'url';
export type Unit = 'usd' | 'kw' | 'kwh' | 'kwhYear' | 'ft2' | 'years' | 'usdPerKwh' | 'usdYear' | 'degrees';
export type GroupKey = 'lead' | 'customer' | 'property' | 'designData' | 'projectInfo';

export interface Option { value: string; label: string }
export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  unit?: Unit;
  /** A closed list: a select (for a number field too, whose options' values are its numbers as text). */
  options?: readonly Option[];
  /** Shown, never sent (coordinates come from the address pin). */
  readOnly?: boolean;
  required?: boolean;
}
export interface GroupDef { key: GroupKey; title: string; fields: readonly FieldDef[] }

const t = leadPageTexts.details;

/** §3 install types. */
export const INSTALL_TYPES: readonly Option[] = [
  { value: 'ROOFTOP', label: 'Rooftop' },
  { value: 'GROUND_MOUNT', label: leadIntakeLabels.installTypes.GROUND_MOUNT },
  { value: 'CARPORT', label: 'Carport' },
  { value: 'MIXED', label: 'Mixed' },
];
/** §3 Yes / No / I don't know (1 / 0 / −1). */
export const YES_NO_UNKNOWN: readonly Option[] = [
  { value: 'YES', label: t.yes },
  { value: 'NO', label: t.no },
  { value: 'UNKNOWN', label: t.unknown },
];
/** §3 owner types and proposal intents, by the schema's enum names. */
export const OWNER_TYPES: readonly Option[] = Object.entries(leadIntakeLabels.ownerTypes).map(([value, label]) => ({ value, label }));
export const PROPOSAL_INTENTS: readonly Option[] = Object.entries(leadIntakeLabels.proposalIntents).map(([value, label]) => ({ value, label }));

export const GROUPS: readonly GroupDef[] = [
  {
    key: 'lead',
    title: t.lead,
    fields: [
      { name: 'name', label: 'Lead name', kind: 'text', required: true },
      { name: 'ownerType', label: 'Owner type', kind: 'select', options: OWNER_TYPES },
      { name: 'energyReseller', label: 'Energy reseller', kind: 'text' },
      { name: 'notes', label: 'Notes', kind: 'textarea' },
    ],
  },
  {
    key: 'customer',
    title: t.customer,
    fields: [
      { name: 'firstName', label: 'First name', kind: 'text' },
      { name: 'lastName', label: 'Last name', kind: 'text' },
      { name: 'name', label: 'Company or full name', kind: 'text' },
      { name: 'role', label: 'Role', kind: 'text' },
      { name: 'mailingAddress', label: 'Mailing address', kind: 'text' },
      { name: 'phoneExtension', label: 'Phone extension', kind: 'text' },
    ],
  },
  {
    key: 'property',
    title: t.property,
    fields: [
      { name: 'siteAddress', label: 'Site address', kind: 'text' },
      { name: 'latitude', label: 'Latitude', kind: 'number', unit: 'degrees', readOnly: true },
      { name: 'longitude', label: 'Longitude', kind: 'number', unit: 'degrees', readOnly: true },
      { name: 'installType', label: 'Install type', kind: 'select', options: INSTALL_TYPES },
      { name: 'hasSolar', label: 'Has solar', kind: 'select', options: YES_NO_UNKNOWN },
      // The wizard's lists, so a lead reads and edits as it was entered (issue 15).
      { name: 'buildingUse', label: 'Building use', kind: 'number', options: buildingUseOptions },
      { name: 'buildingSize', label: 'Building size', kind: 'number', unit: 'ft2' },
      { name: 'roofComplexity', label: 'Roof complexity', kind: 'select', options: roofComplexityOptions },
      { name: 'utilityName', label: 'Utility', kind: 'text' },
      { name: 'utilityRateSchedule', label: 'Utility rate schedule', kind: 'text' },
      { name: 'county', label: 'County', kind: 'text' },
      { name: 'annualConsumption', label: 'Annual consumption', kind: 'number', unit: 'kwhYear' },
      { name: 'preSolarAnnualUtilityCost', label: 'Annual utility cost before solar', kind: 'number', unit: 'usdYear' },
      { name: 'avoidedCost', label: 'Avoided cost', kind: 'number', unit: 'usdPerKwh' },
      { name: 'rooftopSolarArea', label: 'Rooftop solar area', kind: 'number', unit: 'ft2' },
      { name: 'rooftopSolarCapacity', label: 'Rooftop solar capacity', kind: 'number', unit: 'kw' },
      { name: 'projectNotes', label: 'Project scope notes', kind: 'textarea' },
    ],
  },
  {
    key: 'designData',
    title: t.design,
    fields: [
      { name: 'proposedSystemSize', label: 'Proposed system size', kind: 'number', unit: 'kw' },
      { name: 'estimatedProduction', label: 'Estimated production', kind: 'number', unit: 'kwhYear' },
      { name: 'epcCost', label: 'EPC cost', kind: 'number', unit: 'usd' },
      { name: 'roofRequired', label: 'Roof required', kind: 'bool' },
      { name: 'roofingCosts', label: 'Roofing costs', kind: 'number', unit: 'usd' },
      { name: 'totalRoofSize', label: 'Total roof size', kind: 'number', unit: 'ft2' },
      { name: 'surveyStatus', label: 'Survey status', kind: 'text' },
      { name: 'surveyScheduledDate', label: 'Survey scheduled date', kind: 'date' },
      { name: 'surveyCompleteDate', label: 'Survey complete date', kind: 'date' },
      { name: 'surveyApprovedComplete', label: 'Survey approved complete', kind: 'bool' },
      { name: 'constructionStartDate', label: 'Construction start date', kind: 'date' },
      { name: 'helioscopeLink', label: 'Helioscope link', kind: 'url' },
      { name: 'essCapacity', label: 'ESS capacity', kind: 'number', unit: 'kwh' },
      { name: 'essEpcPrice', label: 'ESS EPC price', kind: 'number', unit: 'usd' },
      { name: 'essWarrantyLength', label: 'ESS warranty length', kind: 'number', unit: 'years' },
      { name: 'roofWarrantyLength', label: 'Roof warranty length', kind: 'number', unit: 'years' },
    ],
  },
  {
    key: 'projectInfo',
    title: t.project,
    fields: [
      { name: 'systemSize', label: 'System size', kind: 'number', unit: 'kw' },
      { name: 'estimatedYearProduction', label: 'Estimated first-year production', kind: 'number', unit: 'kwhYear' },
      { name: 'epcPrice', label: 'EPC price', kind: 'number', unit: 'usd' },
      { name: 'avoidedCost', label: 'Avoided cost', kind: 'number', unit: 'usdPerKwh' },
      { name: 'installType', label: 'Install type', kind: 'select', options: INSTALL_TYPES },
      { name: 'proposalIntent', label: 'Proposal intent', kind: 'select', options: PROPOSAL_INTENTS },
      { name: 'essCapacity', label: 'ESS capacity', kind: 'number', unit: 'kwh' },
      { name: 'essSize', label: 'ESS size', kind: 'number', unit: 'kwh' },
      { name: 'essEpcPrice', label: 'ESS EPC price', kind: 'number', unit: 'usd' },
      { name: 'essWarrantyLength', label: 'ESS warranty length', kind: 'number', unit: 'years' },
    ],
  },
];
