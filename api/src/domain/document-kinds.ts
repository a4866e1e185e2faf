/**
 * The document codes (§3): a proposal's or quote's status, the proposal types, the agreement types.
 * A module of constants only, so pricing and the PDFs can read them without the document queries
 * (lead-documents.ts) and what those import (issue 27: no import circle through the api's context).
 */
export const PROPOSAL_STATUS = { requested: 0, generated: 1, processing: 2 } as const;
export const PROPOSAL_TYPE_LABELS = ['Marketing', 'Preliminary', 'Detailed'] as const;
export const AGREEMENT_TYPE_LABELS = ['LOI', 'Clean Energy PPA'] as const;
