import { restPath, type RestClient } from './client.js';

/** A web proposal link as the api answers it (api/src/routes/proposal-links.ts proposalLinkJson). */
export interface RestProposalLink {
  id: number; proposal: number; lead: number; status: 'active' | 'expired' | 'revoked';
  /** Only in the answer that creates it. */
  url: string | null;
  created: string; created_by: number | null; created_by_name: string | null; expires_at: string;
  revoked_at: string | null; revoked_by: number | null; revoked_by_name: string | null;
  first_viewed_at: string | null; last_viewed_at: string | null; view_count: number;
}

/** The web proposal link calls (issue 15): the only code that knows their paths. */
export const proposalLinksApi = (rest: RestClient) => ({
  list: (proposalId: number) => rest.get<{ results: RestProposalLink[] }>(restPath`/proposal/${proposalId}/links/`),
  create: (proposalId: number, body: { expires_in_days?: number; email?: { to: string; subject?: string | null; message?: string | null } }) =>
    rest.post<{ detail: string; link: RestProposalLink }>(restPath`/proposal/${proposalId}/link/`, body),
  revoke: (id: number) => rest.post<{ detail: string; link: RestProposalLink }>(restPath`/proposal_link/${id}/revoke/`, {}),
});
