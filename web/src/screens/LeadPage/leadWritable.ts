import { createContext, useContext } from 'react';

/**
 * Whether the lead can be changed from its page (issue 15): a cancelled lead keeps its documents
 * and refuses every change until it is restored (409 from the api), so the page offers none —
 * no create, generate, edit, upload, delete, send or reassign buttons; reading and opening PDFs stay.
 */
const LeadWritableContext = createContext(true);
export const LeadWritableProvider = LeadWritableContext.Provider;
export const useLeadWritable = () => useContext(LeadWritableContext);
