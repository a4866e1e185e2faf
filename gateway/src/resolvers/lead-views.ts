import type { GatewayContext } from '../context.js';
import { leadViewsApi, type RestLeadView } from '../rest/lead-views.js';
import { loadViewer } from './account.js';
import { idOf, toGlobalId } from './ids.js';
import { withUserErrors } from './payloads.js';

/** Ours (issue 15): the api's delete answers its own; saving has no message upstream. */
export const LEAD_VIEW_MESSAGES = { saved: 'View saved.', deleted: 'View deleted.' } as const;

const viewNode = (v: RestLeadView) => ({ id: toGlobalId('LeadView', v.id), name: v.name, query: v.query, hiddenColumns: v.hidden_columns ?? [], updated: v.updated });

export const leadViewResolvers = {
  Viewer: {
    leadViews: async (_: unknown, __: unknown, ctx: GatewayContext) => (await leadViewsApi(ctx.rest).list()).map(viewNode),
  },
  Mutation: {
    saveLeadView: (_: unknown, { input }: { input: { name: string; query: string; hiddenColumns?: string[] | null } }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const view = await leadViewsApi(ctx.rest).save({ name: input.name, query: input.query, hidden_columns: input.hiddenColumns ?? undefined });
        return { view: viewNode(view), viewer: await loadViewer(ctx), message: LEAD_VIEW_MESSAGES.saved };
      }),
    deleteLeadView: (_: unknown, { id }: { id: string }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        await leadViewsApi(ctx.rest).delete(idOf(id, 'LeadView', 'id'));
        return { deletedViewId: id, message: LEAD_VIEW_MESSAGES.deleted };
      }),
  },
};
