import { createGraphQLError, pipe, map } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { leadsApi } from '../rest/leads.js';
import { isUpstreamError } from '../rest/errors.js';
import type { TopicNews } from '../rest/events-feed.js';
import { loadViewer } from './account.js';
import { idOf, toGlobalId } from './ids.js';
import { resolveNode } from './node.js';
import { enrichmentEstimateOf, enrichmentStatusOf } from './lead-node.js';

/** The api's table names (events feed) as the schema's LeadChangeKind. */
const CHANGE_KINDS: Record<string, string> = {
  leads: 'LEAD', proposals: 'PROPOSALS', quotes: 'QUOTES', agreements: 'AGREEMENTS', lead_files: 'FILES',
  // A new entry of the lead's timeline (issue 15; Lead.activity), e.g. the customer viewing an agreement.
  lead_activity: 'LEAD',
};

const unauthenticated = () => createGraphQLError('401 Unauthorized. Request denied.', { extensions: { code: 'UNAUTHENTICATED', status: 401 } });

function requireLiveUpdates(ctx: GatewayContext) {
  if (!ctx.events.enabled) {
    throw createGraphQLError('Live updates are not available: the gateway has no EVENTS_SECRET.', { extensions: { code: 'LIVE_UPDATES_UNAVAILABLE' } });
  }
}

/**
 * Each event is resolved like a fresh query: Yoga runs every event's selection with the
 * subscription's one context, so the REST client (its call budget and its cache of answers) is
 * renewed first, or the second event would read the first one's lead.
 */
function freshRead<T extends { ended?: unknown }>(ctx: GatewayContext, value: T): T {
  // The stream's last event when its session has ended (logout, expiry): UNAUTHENTICATED, then the end.
  if (value.ended) throw value.ended;
  ctx.rest = ctx.rest.renewed();
  return value;
}

interface LeadChangeSource { leadId: number; kinds: string[]; ended?: TopicNews['ended'] }

/** The credentials a stream must keep valid: it ends when their session does. */
const authorizationOf = (ctx: GatewayContext) => (ctx.credentials.kind === 'token' ? ctx.credentials.authorization : null);

export const eventResolvers = {
  Subscription: {
    leadChanged: {
      subscribe: async (_: unknown, { id, includeCurrent }: { id: string; includeCurrent?: boolean | null }, ctx: GatewayContext) => {
        const leadId = idOf(id, 'Lead', 'id');
        requireLiveUpdates(ctx);
        // The subscriber must see the lead now; afterwards each event reads it with their token.
        if (!ctx.rest.hasCredentials) throw unauthenticated();
        try {
          await leadsApi(ctx.rest).lead(leadId);
        } catch (error) {
          if (isUpstreamError(error, 404)) throw createGraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } });
          throw error;
        }
        // The cap counts the session's user, whatever token or spelling each stream came with.
        const caller = await ctx.callerKey();
        return pipe(ctx.events.listen(`lead:${leadId}`, { current: includeCurrent === true, caller, authorization: authorizationOf(ctx) }),
          map((news: TopicNews): LeadChangeSource => ({ leadId, kinds: news.kinds, ended: news.ended })));
      },
      resolve: (source: LeadChangeSource, _: unknown, ctx: GatewayContext) => freshRead(ctx, source),
    },
    notificationsChanged: {
      subscribe: async (_: unknown, { includeCurrent }: { includeCurrent?: boolean | null }, ctx: GatewayContext) => {
        requireLiveUpdates(ctx);
        const viewer = await loadViewer(ctx);
        if (!viewer) throw unauthenticated();
        return ctx.events.listen(`user:${viewer.databaseId}`, { current: includeCurrent === true, caller: `user:${viewer.databaseId}`, authorization: authorizationOf(ctx) });
      },
      resolve: (news: TopicNews, _: unknown, ctx: GatewayContext) => freshRead(ctx, news),
    },
  },
  LeadChange: {
    changes: (source: LeadChangeSource) => [...new Set(source.kinds.map((kind) => CHANGE_KINDS[kind]).filter(Boolean))],
    lead: async (source: LeadChangeSource, _: unknown, ctx: GatewayContext) => {
      try {
        return await resolveNode(ctx, toGlobalId('Lead', source.leadId));
      } catch (error) {
        if (isUpstreamError(error, 404) || isUpstreamError(error, 403)) return null;
        throw error;
      }
    },
    enrichment: async (source: LeadChangeSource, _: unknown, ctx: GatewayContext) => {
      try {
        const s = await leadsApi(ctx.rest).enrichmentStatus(source.leadId);
        return { status: enrichmentStatusOf(s.status), enrichedData: enrichmentEstimateOf(s.enriched_data), failureReason: s.failure_reason ?? null };
      } catch (error) {
        if (isUpstreamError(error, 404) || isUpstreamError(error, 403)) return null;
        throw error;
      }
    },
  },
  NotificationsChange: {
    viewer: (_: unknown, __: unknown, ctx: GatewayContext) => loadViewer(ctx),
  },
};
