import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { leadFor } from '../domain/lead-access.js';
import {
  assigneesOf, createTask, deleteTask, DONE_RECENT_DAYS, listLeadTasks, listMyTasks, readTask, TASK_KINDS, TASK_VIEWS, todayOf, updateTask,
  type TaskInput, type TaskKind, type TaskView,
} from '../domain/tasks.js';
import { KeysetParams } from '../http/keyset.js';
import { RowId } from '../http/formats.js';
import { MAX_LIMIT, PageParam, pagedOf } from '../http/pagination.js';
import { MESSAGES } from '../messages.js';

const DEFAULT_LIMIT = 20;
const Id = RowId();
const nullable = (schema: Record<string, unknown>, description: string) => Type.Unsafe<any>({ ...schema, type: [schema.type, 'null'], description });

const Task = Type.Object({
  id: Type.Integer(),
  lead: Type.Integer(),
  lead_name: Type.String(),
  kind: Type.String({ enum: [...TASK_KINDS] }),
  due_date: Type.String({ format: 'date' }),
  due_time: Type.Union([Type.String(), Type.Null()], { description: 'HH:MM, or null for any time that day' }),
  assignee: Type.Union([Type.Integer(), Type.Null()], { description: 'null once the assignee\'s account is deleted' }),
  assignee_name: Type.Union([Type.String(), Type.Null()]),
  created_by: Type.Union([Type.Integer(), Type.Null()]),
  created_by_name: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
  done: Type.Boolean(),
  done_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
  can_change: Type.Boolean({ description: 'Whether the caller may edit, complete or delete it (its creator, its assignee, the organization\'s admins, super admins)' }),
});

const FIELDS = {
  kind: Type.String({ enum: [...TASK_KINDS], description: 'call, email, site_visit or other' }),
  due_date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, 2000-01-01 to 2099-12-31' }),
  due_time: nullable({ type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }, 'HH:MM (24-hour), or null for any time that day'),
  assignee: RowId({ description: 'A member of the lead\'s organization who can see the lead (default: the caller)' }),
  note: Type.String({ maxLength: 2000 }),
};

const CreateBody = Type.Object({
  lead: Id, kind: FIELDS.kind, due_date: FIELDS.due_date,
  due_time: Type.Optional(FIELDS.due_time), assignee: Type.Optional(FIELDS.assignee), note: Type.Optional(FIELDS.note),
}, { additionalProperties: false });

const UpdateBody = Type.Object({
  kind: Type.Optional(FIELDS.kind), due_date: Type.Optional(FIELDS.due_date), due_time: Type.Optional(FIELDS.due_time),
  assignee: Type.Optional(FIELDS.assignee), note: Type.Optional(FIELDS.note),
  done: Type.Optional(Type.Boolean({ description: 'true completes the task, false reopens it (undo)' })),
}, { additionalProperties: false });

const listQuery = (extra: Record<string, any>) => Type.Object({
  page: Type.Optional(PageParam()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: `Page size (default ${DEFAULT_LIMIT})` })),
  ...KeysetParams,
  ...extra,
});

/** Issue 26, item 16: follow-up tasks on leads, and each user's "My tasks". */
export default async function tasksRoutes(app: ApiApp) {
  const { db } = app.ctx;

  app.get('/tasks/', {
    schema: {
      tags: ['tasks'], summary: "The caller's tasks (assigned to them) in one view of My tasks (paged; default 20 a page)",
      description: `today / overdue / upcoming: open tasks due today, before today, after today, by due day and time; due: today and overdue (the bell); `
        + `done: completed in the last ${DONE_RECENT_DAYS} days, newest first. Tasks of leads the caller can no longer see, or of cancelled leads, are not listed.`,
      querystring: listQuery({
        view: Type.Optional(Type.String({ enum: [...TASK_VIEWS], default: 'due' })),
        today: Type.Optional(Type.String({ maxLength: 10, description: "The caller's calendar day (YYYY-MM-DD, within a day of the server's UTC date); default the UTC date" })),
      }),
      response: { 200: pagedOf(Task) },
    },
  }, async (request) => {
    const q = request.query as { view?: TaskView; today?: string };
    return listMyTasks(db, userOf(request), q.view ?? 'due', todayOf(q.today), request.query as object, DEFAULT_LIMIT);
  });

  app.get('/lead_tasks/:lead/', {
    schema: {
      tags: ['tasks'], summary: "A lead's tasks: open ones by due day (default), or done ones newest first (paged)",
      description: '404 for a lead the caller cannot see, as for an unknown one.',
      params: Type.Object({ lead: Id }),
      querystring: listQuery({ done: Type.Optional(Type.Boolean({ description: 'true: the completed tasks' })) }),
      response: { 200: pagedOf(Task) },
    },
  }, async (request) => {
    const user = userOf(request);
    const lead = await leadFor(db, user, (request.params as { lead: number }).lead, 'read');
    return listLeadTasks(db, user, lead.id, (request.query as { done?: boolean }).done === true, request.query as object, DEFAULT_LIMIT);
  });

  app.get('/lead_tasks/:lead/assignees/', {
    schema: {
      tags: ['tasks'], summary: "Who may be assigned a task of the lead: the members of its organization who can see it, by name",
      params: Type.Object({ lead: Id }),
      response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) },
    },
  }, async (request) => assigneesOf(db, await leadFor(db, userOf(request), (request.params as { lead: number }).lead, 'read')));

  app.get('/task/:id/', {
    schema: { tags: ['tasks'], summary: 'One task (404 unless the caller can see its lead)', params: Type.Object({ id: Id }), response: { 200: Task } },
  }, async (request) => readTask(db, userOf(request), (request.params as { id: number }).id));

  app.post('/tasks/', {
    schema: {
      tags: ['tasks'], summary: 'Add a task to a lead the caller can see',
      description: 'The assignee must be a member of the lead\'s organization who can see the lead (400 otherwise); 404 for a lead the caller cannot see; 409 on a cancelled lead.',
      body: CreateBody, response: { 201: Task },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body as TaskInput & { lead: number; kind: TaskKind; due_date: string };
    const id = await db.transaction(async (tx) => {
      const lead = await leadFor(tx, user, body.lead, 'read', true);
      return createTask(tx, user, lead, body);
    });
    return reply.status(201).send(await readTask(db, user, id));
  });

  app.patch('/task/:id/', {
    schema: {
      tags: ['tasks'], summary: 'Change a task, or complete / reopen it (done)',
      description: 'Its creator, its assignee, the lead organization\'s admins and super admins (403 for others who can see it; 404 for those who cannot).',
      params: Type.Object({ id: Id }), body: UpdateBody, response: { 200: Task },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    await db.transaction((tx) => updateTask(tx, user, id, request.body as TaskInput));
    return readTask(db, user, id);
  });

  app.delete('/task/:id/', {
    schema: {
      tags: ['tasks'], summary: 'Delete a task (the same people who may change it)',
      params: Type.Object({ id: Id }), response: { 200: Type.Object({ detail: Type.String() }) },
    },
  }, async (request) => {
    const user = userOf(request);
    await db.transaction((tx) => deleteTask(tx, user, (request.params as { id: number }).id));
    return { detail: MESSAGES.taskDeleted };
  });
}
