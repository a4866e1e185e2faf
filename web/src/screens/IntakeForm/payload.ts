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
    ownerType: textOrNull(p.ownerType),
    buildingUse,
    buildingSize: numericValue(p.buildingSize),
    installType: p.installType || null,
    roofComplexity: textOrNull(p.roofComplexity),
    hasSolar: p.hasSolar || null,
  };
}

/** Step 1 and 2 together: what creates the lead (§3 lead-creation payload). */
export function createLeadInput(draft: WizardDraft): CreateLeadInput {
  return {
    name: draft.customer.leadName.trim(),
    customer: customerInput(draft.customer),
    property: propertyInput(draft.property),
    ownerType: textOrNull(draft.property.ownerType),
    zoomLevel: LEAD_CREATION_ZOOM,
  };
}

/**
 * The project step, as an update of the existing lead. UpdateLeadInput has no proposal type,
 * upgrades, roofer or warranty fields (only creation takes them), so the whole step goes into
 * project_info.user_input_data ("what the user typed in the wizard's project step"), with the
 * values that have a home of their own also there: ESS capacity, the roof warranty length and
 * property.project_notes (§3: filled from the project scope notes field).
 */
export function projectInput(p: ProjectDraft): UpdateLeadInput {
  const upgrades = p.upgrades.split(',').map((u) => u.trim()).filter(Boolean);
  const essCapacity = numericValue(p.essCapacity);
  const warrantyLength = numericValue(p.warrantyLength);
  return {
    projectInfo: {
      essCapacity,
      userInputData: {
        proposal_type: p.proposalType || null,
        proposal_intent: p.intent || null,
        upgrades,
        working_with_roofer: p.workingWithRoofer || null,
        roof_warranty: p.roofWarranty || null,
        warranty_length: warrantyLength,
        ess_capacity: essCapacity,
      },
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
      return { property: propertyInput(draft.property), ownerType: textOrNull(draft.property.ownerType), zoomLevel: LEAD_CREATION_ZOOM };
    case 2:
      return projectInput(draft.project);
    case 4:
      return { notes: textOrNull(draft.notes) };
    default:
      return null;
  }
}
