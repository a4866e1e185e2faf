import type { useIntakeCreateLeadMutation } from '../../__generated__/useIntakeCreateLeadMutation.graphql';
import type { useIntakeUpdateLeadMutation } from '../../__generated__/useIntakeUpdateLeadMutation.graphql';
import { numericValue } from '../../components/form/NumericInput';
import { LEAD_CREATION_ZOOM } from '../../constants';
import { toApiPhone } from '../../validation/rules';
import type { CustomerDraft, ProjectDraft, PropertyDraft, WizardDraft } from './draft';

type CreateLeadInput = useIntakeCreateLeadMutation['variables']['input'];
type UpdateLeadInput = useIntakeUpdateLeadMutation['variables']['input'];

/** Empty text is sent as null (a key set to null clears it on update). */
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const filled = (values: string[]) => values.map((v) => v.trim()).filter(Boolean);

export function customerInput(c: CustomerDraft) {
  return {
    firstName: c.firstName.trim(),
    lastName: c.lastName.trim(),
    name: `${c.firstName.trim()} ${c.lastName.trim()}`,
    role: textOrNull(c.role),
    emails: filled(c.emails),
    // §5: the intake form uses country code +1; the api receives "+1" and the digits.
    phoneNumbers: filled(c.phones).map(toApiPhone),
    mailingAddress: textOrNull(c.mailingAddress),
  };
}

export function propertyInput(p: PropertyDraft) {
  const buildingUse = numericValue(p.buildingUse);
  return {
    siteAddress: p.address.trim(),
    // The pin's final position, not the suggestion's: the user may have dragged it onto the building.
    latitude: p.latitude,
    longitude: p.longitude,
    // Without coordinates the api places the typed address itself and records how exactly.
    locationPrecision: p.latitude !== null && p.longitude !== null ? p.locationPrecision ?? null : null,
    ownerType: p.ownerType || null,
    buildingUse,
    buildingSize: numericValue(p.buildingSize),
    installType: p.installType || null,
    roofComplexity: textOrNull(p.roofComplexity),
    hasSolar: p.hasSolar || null,
  };
}

/**
 * Step 1 and 2 together: what creates the lead (§3 lead-creation payload). It is a draft (issue 12)
 * until the summary's Submit: hidden from the list, summary and map meanwhile.
 */
export function createLeadInput(draft: WizardDraft): CreateLeadInput {
  return {
    draft: true,
    name: draft.customer.leadName.trim(),
    customer: customerInput(draft.customer),
    property: propertyInput(draft.property),
    ownerType: draft.property.ownerType || null,
    zoomLevel: LEAD_CREATION_ZOOM,
  };
}

/**
 * The project step, as an update of the existing lead. Proposal type, upgrades, roofer and roof
 * warranty are fields of the lead; ESS capacity goes to project_info and design_data, the warranty
 * length also to design_data.roof_warranty_length, and property.project_notes is filled from the
 * project scope notes field (§3); the proposal intent goes to project_info.proposal_intent. An empty answer is sent as null, which clears it.
 */
export function projectInput(p: ProjectDraft): UpdateLeadInput {
  const upgrades = p.upgrades.split(',').map((u) => u.trim()).filter(Boolean);
  const essCapacity = numericValue(p.essCapacity);
  const warrantyLength = numericValue(p.warrantyLength);
  return {
    proposalType: p.proposalType || null,
    upgrades: upgrades.length ? upgrades : null,
    workingWithRoofer: p.workingWithRoofer || null,
    roofWarranty: p.roofWarranty || null,
    warrantyLength,
    projectInfo: {
      essCapacity,
      proposalIntent: p.intent || null,
    },
    designData: { roofWarrantyLength: warrantyLength, essCapacity },
    property: { projectNotes: textOrNull(p.notes) },
  };
}

/** What saving a step sends once the lead exists (null: the step has nothing of its own to save). */
export function stepUpdateInput(draft: WizardDraft, step: number): UpdateLeadInput | null {
  switch (step) {
    case 0:
      return { name: draft.customer.leadName.trim(), customer: customerInput(draft.customer) };
    case 1:
      return { property: propertyInput(draft.property), ownerType: draft.property.ownerType || null, zoomLevel: LEAD_CREATION_ZOOM };
    case 2:
      return projectInput(draft.project);
    case 4:
      return { notes: textOrNull(draft.notes) };
    default:
      return null;
  }
}
