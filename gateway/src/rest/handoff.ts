import { restPath, type RestClient } from './client.js';

/** A handoff step as the api answers it (api/src/domain/handoff.ts handoffJson). */
export interface RestHandoffStep {
  step: string; label: string;
  owner: { id: number; name: string | null; organization: number | null } | null;
  due_date: string | null; done_date: string | null; note: string; updated: string | null; updated_by_name: string | null;
}
export interface RestHandoffPerson { id: number; name: string | null; organization: { id: number; name: string } | null }
export interface RestHandoff {
  lead: number; lead_name: string; organization: { id: number; name: string } | null;
  ready: boolean; key: string; ppa: { id: number; signed_datetime: string | null; signer_name: string | null } | null;
  epc_organization: { id: number; name: string } | null; handed_at: string | null; handed_by_name: string | null;
  viewer_side: 'seller' | 'epc'; can_work: boolean; can_hand_off: boolean;
  progress: { done: number; total: number };
  steps: RestHandoffStep[];
  packet: {
    customer: { name: string | null; email: string | null; phone: string | null };
    site: { address: string | null; latitude: number | null; longitude: number | null };
    system: { size_kw: number | null };
    documents: Array<{ id: number; type: string; signed_datetime: string | null; signer_name: string | null; url: string }>;
  };
  assignable_users?: RestHandoffPerson[];
}
export interface RestHandedLead {
  lead: number; lead_name: string; site_address: string | null; system_size_kw: number | null; seller_organization: string;
  epc_organization: { id: number; name: string }; handed_at: string | null; cancelled: boolean;
  progress: { done: number; total: number }; next_due: string | null;
}

/** The handoff calls (issue 26, item 18): the only code that knows their paths. */
export const handoffApi = (rest: RestClient) => ({
  get: (leadId: number) => rest.get<RestHandoff>(restPath`/handoff/${leadId}/`),
  updateStep: (leadId: number, step: string, body: Record<string, unknown>) =>
    rest.patch<{ detail: string; handoff: RestHandoff }>(restPath`/handoff/${leadId}/steps/${step}/`, body),
  handOff: (leadId: number, epcOrganization: number) =>
    rest.post<{ detail: string; handoff: RestHandoff }>(restPath`/handoff/${leadId}/hand_off/`, { epc_organization: epcOrganization }),
  revoke: (leadId: number) => rest.post<{ detail: string; handoff: RestHandoff }>(restPath`/handoff/${leadId}/revoke/`, {}),
  epcOrganizations: () => rest.get<{ results: Array<{ id: number; name: string }> }>('/handoff_epc_organizations/'),
  handed: (limit: number, offset: number) => rest.get<{ count: number; results: RestHandedLead[] }>('/handoffs/', { limit, offset }),
});
