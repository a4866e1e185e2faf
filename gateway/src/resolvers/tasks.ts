import type { GatewayContext } from '../context.js';
import type { RestLead, RestLeadRow } from '../rest/leads.js';
import { tasksApi, type RestTask, type RestTaskBody, type RestTaskView } from '../rest/tasks.js';
import { connectionOf, fetchConnection, type PageArgs } from './connections.js';
import { idOf, optionalIdOf, toGlobalId } from './ids.js';
import { fullLead, leadNode, type LeadNode } from './lead-node.js';
import { leadsApi } from '../rest/leads.js';
import { registerNode } from './node.js';
import { withUserErrors } from './payloads.js';

/** Ours (issue 26): what the task mutations say; the api's delete answers its own. */
export const TASK_MESSAGES = { added: 'Task added.', saved: 'Task saved.', done: 'Task done.', reopened: 'Task reopened.' } as const;

const PAGE_SIZE = 20;
const KINDS: Record<RestTask['kind'], string> = { call: 'CALL', email: 'EMAIL', site_visit: 'SITE_VISIT', other: 'OTHER' };
const kindOf = (kind: unknown) => (typeof kind === 'string' && kind in KINDS ? KINDS[kind as RestTask['kind']] : null);
const apiKind = (kind: string | null | undefined) => (kind == null ? undefined : kind.toLowerCase());

/** A task as the schema's LeadTask; its lead loads on demand (one memoised GET). */
export function taskNode(t: RestTask) {
  return {
    __typename: 'LeadTask' as const, id: toGlobalId('LeadTask', t.id), databaseId: t.id, leadDatabaseId: t.lead, leadName: t.lead_name,
    kind: kindOf(t.kind) ?? 'OTHER', dueDate: t.due_date, dueTime: t.due_time ?? null,
    assignee: t.assignee == null ? null : { userId: toGlobalId('User', t.assignee), databaseId: t.assignee, name: t.assignee_name ?? null },
    createdByName: t.created_by_name ?? null, note: t.note ?? '', done: t.done === true, doneAt: t.done_at ?? null, created: t.created,
    viewerCanChange: t.can_change === true,
  };
}
type TaskNode = ReturnType<typeof taskNode>;
registerNode('LeadTask', async (ctx, id) => taskNode(await tasksApi(ctx.rest).task(id)));

const VIEWS: Record<string, RestTaskView> = { TODAY: 'today', OVERDUE: 'overdue', UPCOMING: 'upcoming', DONE: 'done', DUE: 'due' };

/** An update's input in the api's words (only what was given; a null time clears it). */
function taskBody(input: { kind?: string | null; dueDate?: string | null; dueTime?: string | null; assigneeId?: string | null; note?: string | null }): RestTaskBody {
  const body: RestTaskBody = {};
  if (input.kind != null) body.kind = apiKind(input.kind);
  if (input.dueDate != null) body.due_date = input.dueDate;
  if (input.dueTime !== undefined) body.due_time = input.dueTime === '' ? null : input.dueTime;
  const assignee = optionalIdOf(input.assigneeId, 'User', 'assigneeId');
  if (assignee !== undefined) body.assignee = assignee;
  if (input.note != null) body.note = input.note;
  return body;
}

/** What issue 26 adds to a list row (api/src/domain/lead-list.ts) and to the full lead. */
type ForecastRow = RestLeadRow & { expected_close_date?: string | null; deal_value?: number | null; customer_email?: string | null; customer_phone?: string | null };
type ForecastLead = RestLead & { expected_close_date?: string | null; deal_figures?: { source?: string; contract_price?: number | null } | null };

/** A Lead field from the list row when it carries it, else the full lead. */
const leadField = <T>(fromRow: (r: ForecastRow) => T, fromLead: (l: ForecastLead) => T) =>
  (node: LeadNode, _: unknown, ctx: GatewayContext) => {
    if (node.raw) return fromLead(node.raw as ForecastLead);
    if (node.row) return fromRow(node.row as ForecastRow);
    return fullLead(ctx, node).then((l) => fromLead(l as ForecastLead));
  };
const firstOf = (list: unknown) => (Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null);

export const taskResolvers = {
  LeadTask: {
    lead: async (t: TaskNode, _: unknown, ctx: GatewayContext) => leadNode(await leadsApi(ctx.rest).lead(t.leadDatabaseId)),
  },
  Lead: {
    tasks: async (lead: { databaseId: number }, args: PageArgs & { done?: boolean | null }, ctx: GatewayContext) => {
      const done = args.done === true;
      const upstream = await fetchConnection({ first: args.first, after: args.after }, PAGE_SIZE, done ? 'lead_tasks:done' : 'lead_tasks:open',
        (query) => tasksApi(ctx.rest).ofLead(lead.databaseId, { ...query, ...(done ? { done: true } : {}) }));
      return connectionOf(upstream, taskNode);
    },
    taskAssignees: async (lead: { databaseId: number }, _: unknown, ctx: GatewayContext) =>
      (await tasksApi(ctx.rest).assignees(lead.databaseId)).map((u) => ({ userId: toGlobalId('User', u.id), databaseId: u.id, name: u.name })),
    expectedCloseDate: leadField((r) => r.expected_close_date ?? null, (l) => (typeof l.expected_close_date === 'string' ? l.expected_close_date : null)),
    // The full lead's deal figures (the header's): the active proposal's price, as the list row's deal_value.
    dealValue: leadField((r) => r.deal_value ?? null, (l) => {
      const f = l.deal_figures;
      return f?.source === 'proposal' && typeof f.contract_price === 'number' ? f.contract_price : null;
    }),
    customerEmail: leadField((r) => r.customer_email ?? null, (l) => firstOf(l.customer?.emails)),
    customerPhone: leadField((r) => r.customer_phone ?? null, (l) => firstOf(l.customer?.phone_numbers)),
  },
  LeadActivity: {
    taskKind: (a: { detail?: Record<string, unknown> }) => kindOf(a.detail?.task_kind),
    dueDate: (a: { detail?: Record<string, unknown> }) => (typeof a.detail?.due_date === 'string' ? a.detail.due_date : null),
  },
  Viewer: {
    tasks: async (_: unknown, args: PageArgs & { view?: string | null; today?: string | null }, ctx: GatewayContext) => {
      const view = VIEWS[args.view ?? 'DUE'] ?? 'due';
      const upstream = await fetchConnection(args, PAGE_SIZE, `tasks:${view}`,
        (query) => tasksApi(ctx.rest).mine({ ...query, view, ...(args.today ? { today: args.today } : {}) }));
      return connectionOf(upstream, taskNode);
    },
  },
  Mutation: {
    createTask: (_: unknown, { input }: { input: { leadId: string; kind: string; dueDate: string; dueTime?: string | null; assigneeId?: string | null; note?: string | null } }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const lead = idOf(input.leadId, 'Lead', 'leadId');
        const body = taskBody(input);
        const task = await tasksApi(ctx.rest).create({ ...body, lead, kind: apiKind(input.kind)!, due_date: input.dueDate });
        return { task: taskNode(task), message: TASK_MESSAGES.added };
      }),
    updateTask: (_: unknown, { id, input }: { id: string; input: Parameters<typeof taskBody>[0] }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const task = await tasksApi(ctx.rest).update(idOf(id, 'LeadTask', 'id'), taskBody(input));
        return { task: taskNode(task), message: TASK_MESSAGES.saved };
      }),
    setTaskDone: (_: unknown, { id, done }: { id: string; done: boolean }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const task = await tasksApi(ctx.rest).update(idOf(id, 'LeadTask', 'id'), { done });
        return { task: taskNode(task), message: done ? TASK_MESSAGES.done : TASK_MESSAGES.reopened };
      }),
    deleteTask: (_: unknown, { id }: { id: string }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const answer = await tasksApi(ctx.rest).delete(idOf(id, 'LeadTask', 'id'));
        return { deletedTaskId: id, message: answer.detail };
      }),
  },
};
