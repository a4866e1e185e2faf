import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.js';
import { accountApi } from '../rest/account.js';
import { isUpstreamError } from '../rest/errors.js';
import { loadViewer, organizationNode } from './account.js';
import { fromGlobalId, ID_MESSAGES, refusedId } from './ids.js';

/** `info`: the field asking, so a fetcher can bring what its selection needs in the same call (a lead's includes). */
type Fetcher = (ctx: GatewayContext, id: number, info?: GraphQLResolveInfo) => Promise<object | null>;

/** How node(id:) finds each type; areas add theirs with registerNode. */
const fetchers = new Map<string, Fetcher>();
export function registerNode(type: string, fetch: Fetcher) { fetchers.set(type, fetch); }

registerNode('User', async (ctx, id) => {
  const viewer = await loadViewer(ctx);
  return viewer && viewer.databaseId === id ? viewer : null;
});
registerNode('Organization', async (ctx, id) => {
  const org = (await accountApi(ctx.rest).organizationsWithUsers()).results.find((o) => o.pk === id);
  return org ? organizationNode(org) : null;
});

/**
 * Any node, or null when missing or not the caller's (the api answers 404 for both). An id that is
 * malformed, or names a type that is not a Node (a LeadFile's, a LeadView's, a made-up type), is
 * refused as BAD_USER_INPUT, before any call, as for every other id argument.
 */
export async function resolveNode(ctx: GatewayContext, globalId: string, argument?: string, info?: GraphQLResolveInfo) {
  const parsed = fromGlobalId(globalId, argument);
  const fetch = fetchers.get(parsed.type);
  if (!fetch) throw refusedId(ID_MESSAGES.otherType('Node'), argument);
  try {
    return await fetch(ctx, parsed.id, info);
  } catch (error) {
    if (isUpstreamError(error, 404) || isUpstreamError(error, 403)) return null;
    throw error;
  }
}

export const nodeResolvers = {
  Query: {
    node: (_: unknown, { id }: { id: string }, ctx: GatewayContext, info: GraphQLResolveInfo) => resolveNode(ctx, id, undefined, info),
    // Each id answers on its own: a refused id is null with its error (path nodes.i), the others are answered.
    nodes: (_: unknown, { ids }: { ids: string[] }, ctx: GatewayContext, info: GraphQLResolveInfo) => ids.map((id, i) => resolveNode(ctx, id, `ids.${i}`, info)),
  },
  Node: { __resolveType: (obj: { __typename: string }) => obj.__typename },
};
