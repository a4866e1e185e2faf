/** §3 owner types: the lead's owner_type (and property.owner_type) is one of these texts. */
export const OWNER_TYPES = [
  'Non-Owner Tenant',
  'Property Owner/Owner-User/Partner',
  'Employee/Representative of Owner',
] as const;

/** §3 proposal intents: project_info.proposal_intent is one of these texts. */
export const PROPOSAL_INTENTS = ['Solar Only', 'Solar + Upgrades', 'Solar + ESS'] as const;
