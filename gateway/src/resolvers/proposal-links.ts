import type { GatewayContext } from '../context.js';
import { proposalLinksApi, type RestProposalLink } from '../rest/proposal-links.js';
import { findProposal } from './document-nodes.js';
import { idOf, toGlobalId } from './ids.js';
import { withUserErrors } from './payloads.js';

/** The answers' messages, in the api's words (api/src/messages.ts). */
export const PROPOSAL_LINK_MESSAGES = {
  created: 'Proposal link created. Copy it now: it is not shown again.',
  revoked: 'Proposal link revoked: it no longer opens.',
} as const;

export function proposalLinkNode(l: RestProposalLink) {
  return {
    __typename: 'ProposalLink' as const, id: toGlobalId('ProposalLink', l.id), databaseId: l.id, proposalDatabaseId: l.proposal,
    createdAt: l.created, expiresAt: l.expires_at, revokedAt: l.revoked_at ?? null, firstViewedAt: l.first_viewed_at ?? null,
    lastViewedAt: l.last_viewed_at ?? null, viewCount: l.view_count ?? 0, status: (l.status ?? 'active').toUpperCase(),
    createdByName: l.created_by_name ?? null,
  };
}

/** The payload's proposal (its links refreshed by the Proposal.links resolver when asked). */
const proposalOf = (ctx: GatewayContext, id: number) => async () => findProposal(ctx, id);

export const proposalLinkResolvers = {
  Proposal: {
    links: async (p: { databaseId: number }, _: unknown, ctx: GatewayContext) =>
      (await proposalLinksApi(ctx.rest).list(p.databaseId)).results.map(proposalLinkNode),
  },
  ProposalLinkPayload: {
    proposal: (payload: { proposal?: () => Promise<unknown> }) => payload.proposal?.() ?? null,
  },
  Mutation: {
    createProposalLink: (_: unknown, args: { proposalId: string; expiresInDays?: number | null; email?: { to: string; subject?: string | null; message?: string | null } | null }, ctx: GatewayContext) => {
      const proposalId = idOf(args.proposalId, 'Proposal', 'proposalId');
      return withUserErrors(async () => {
        const body: { expires_in_days?: number; email?: { to: string; subject?: string | null; message?: string | null } } = {};
        if (args.expiresInDays != null) body.expires_in_days = args.expiresInDays;
        // Issue 26: e-mail the new link (the api sends it and records it on the timeline).
        if (args.email) body.email = { to: args.email.to, subject: args.email.subject ?? null, message: args.email.message ?? null };
        const made = await proposalLinksApi(ctx.rest).create(proposalId, body);
        return { link: proposalLinkNode(made.link), url: made.link.url, proposal: proposalOf(ctx, proposalId), message: made.detail ?? PROPOSAL_LINK_MESSAGES.created };
      });
    },
    revokeProposalLink: (_: unknown, { id }: { id: string }, ctx: GatewayContext) => {
      const pk = idOf(id, 'ProposalLink', 'id');
      return withUserErrors(async () => {
        const revoked = await proposalLinksApi(ctx.rest).revoke(pk);
        return { link: proposalLinkNode(revoked.link), url: null, proposal: proposalOf(ctx, revoked.link.proposal), message: revoked.detail ?? PROPOSAL_LINK_MESSAGES.revoked };
      });
    },
  },
};
