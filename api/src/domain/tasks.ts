import { isOrgAdmin, isSuperAdmin, type AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { isRowId } from '../http/formats.js';
import { readPage, type KeysetOrder, type KeysetQuery } from '../http/keyset.js';
import { MESSAGES } from '../messages.js';
import { recordActivity, type ActivityAction } from './activity.js';
import { checkDay } from './forecast.js';
import { refuseCancelled } from './lead-access.js';
import { refuseDeactivatedOrganization } from './organizations.js';

/**
 * Issue 26, item 16: follow-up tasks on a lead. A task is the lead's: whoever may see the lead
 * (canSeeLead) sees its tasks and may add one; its creator, its assignee, the lead organization's
 * admins and super admins change, complete or delete it. The assignee is a member of the lead's
 * organization who can see the lead (a draft: its creator or an admin). Each change is on the
 * lead's timeline. A task of a lead the caller cannot see answers 404 by every id.
 */
export const TASK_KINDS = ['call', 'email', 'site_visit', 'other'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** The lists of "My tasks": due today, overdue, upcoming, done recently; 'due' (today and overdue) is the bell's. */
export const TASK_VIEWS = ['today', 'overdue', 'upcoming', 'done', 'due'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
/** "Done recently": completed within this many days. */
export const DONE_RECENT_DAYS = 14;

export interface TaskInput {
  kind?: TaskKind;
  due_date?: string;
  due_time?: string | null;
  assignee?: number | null;
  note?: string;
  done?: boolean;
}

/** The task row with what the answer names (its lead, assignee, creator). */
const TASK_SELECT = `SELECT t.id, t.lead_id, t.kind, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, to_char(t.due_time, 'HH24:MI') AS due_time,
       t.assignee_id, t.created_by, t.note, t.done_at, t.done_by, t.created, t.updated,
       l.name AS lead_name, l.organization_id, l.is_draft, l.created_by AS lead_created_by, l.cancelled_at,
       nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') AS assignee_name_parts, a.email AS assignee_email,
       nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') AS creator_name
  FROM lead_tasks t JOIN leads l ON l.id = t.lead_id
  LEFT JOIN users a ON a.id = t.assignee_id LEFT JOIN users c ON c.id = t.created_by`;

export const taskJson = (r: any, reader: AuthUser) => ({
  id: r.id, lead: r.lead_id, lead_name: r.lead_name, kind: r.kind as TaskKind, due_date: r.due_date, due_time: r.due_time ?? null,
  assignee: r.assignee_id ?? null, assignee_name: r.assignee_name_parts ?? r.assignee_email ?? null,
  created_by: r.created_by ?? null, created_by_name: r.creator_name ?? null, note: r.note,
  done: r.done_at != null, done_at: r.done_at ? new Date(r.done_at).toISOString() : null,
  created: new Date(r.created).toISOString(), updated: new Date(r.updated).toISOString(),
  /** Whether the reader may edit, complete or delete it (canChangeTask), so a screen offers only what the api allows. */
  can_change: canChangeTask(reader, r),
});
export type TaskJson = ReturnType<typeof taskJson>;

/** The SQL condition "the caller may see the task's lead" over leads l (canSeeLead), with its params. */
function visibleLeadSql(user: AuthUser, params: unknown[]): string {
  if (isSuperAdmin(user)) return 'true';
  params.push(user.organization_id ?? -1);
  const org = `l.organization_id = $${params.length}::int`;
  if (isOrgAdmin(user)) return org;
  params.push(user.id);
  return `${org} AND (NOT l.is_draft OR l.created_by = $${params.length}::int)`;
}

/** Whether user may change (edit, complete, delete) a task: its creator, its assignee, the lead organization's admins, super admins. */
export function canChangeTask(user: AuthUser, task: { created_by: number | null; assignee_id: number | null; organization_id: number }) {
  if (isSuperAdmin(user)) return true;
  if (task.organization_id !== user.organization_id) return false;
  return isOrgAdmin(user) || task.created_by === user.id || task.assignee_id === user.id;
}

/** A task the caller may see, or 404 (unknown, another organization's lead, someone else's draft alike). */
export async function taskFor(db: Queryable, user: AuthUser, id: number, lock = false) {
  if (!isRowId(id)) throw notFound();
  const params: unknown[] = [id];
  const visible = visibleLeadSql(user, params);
  // FOR UPDATE OF t: the lead's row is read, not locked (a lead edit does not wait on a task).
  const { rows } = await db.query<any>(`${TASK_SELECT} WHERE t.id = $1 AND ${visible}${lock ? ' FOR UPDATE OF t' : ''}`, params);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * The assignee's id when it is a member of the lead's organization who can see the lead; a draft's
 * only its creator or an org admin. Anyone else (another organization's user, an unknown id) is the
 * field's 400, saying nothing about who exists elsewhere; so is a deactivated member (they cannot sign in to do it).
 */
export async function checkAssignee(db: Queryable, lead: { organization_id: number; is_draft?: boolean | null; created_by?: number | null }, userId: number) {
  const { rows } = await db.query<{ id: number; membership_type: number }>(
    'SELECT id, membership_type FROM users WHERE id = $1 AND organization_id = $2 AND deactivated_at IS NULL', [userId, lead.organization_id]);
  const member = rows[0];
  if (!member || (lead.is_draft && member.membership_type !== 1 && lead.created_by !== member.id)) throw badRequest({ assignee: MESSAGES.taskAssigneeOutside });
  return member.id;
}

/** Who may be assigned a task of the lead: checkAssignee's members, by name (the task dialog's choices). */
export async function assigneesOf(db: Queryable, lead: { organization_id: number; is_draft?: boolean | null; created_by?: number | null }) {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email) AS name
       FROM users WHERE organization_id = $1 AND deactivated_at IS NULL AND (NOT $2::boolean OR membership_type = 1 OR id = $3::int)
      ORDER BY lower(coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email)), id`,
    [lead.organization_id, lead.is_draft === true, lead.created_by ?? null]);
  return rows;
}

/** The timeline's detail of a task: what, when, for whom (names kept as they are now). */
async function taskDetail(tx: Queryable, id: number) {
  const { rows } = await tx.query(`${TASK_SELECT} WHERE t.id = $1`, [id]);
  const t = rows[0];
  return { task_id: t.id, task_kind: t.kind, due_date: t.due_date, to_user: t.assignee_name_parts ?? t.assignee_email ?? null };
}

async function record(tx: Queryable, user: AuthUser, leadId: number, taskId: number, action: ActivityAction, extra: Record<string, unknown> = {}) {
  await recordActivity(tx, { leadId, actor: user, action, detail: { ...(await taskDetail(tx, taskId)), ...extra } });
}

const cleanNote = (note: string) => note.replace(/\r\n?/g, '\n').trim();

/** Adds a task to a lead the caller may see (checked by the caller, `lead` its row); answers the task. */
export async function createTask(tx: Queryable, user: AuthUser, lead: { id: number; organization_id: number; is_draft?: boolean | null; created_by?: number | null; cancelled_at?: unknown }, input: Required<Pick<TaskInput, 'kind' | 'due_date'>> & TaskInput) {
  refuseCancelled(lead as { cancelled_at?: string | Date | null });
  // A deactivated organization's leads are read-only (issue 26 item 9): their tasks too.
  await refuseDeactivatedOrganization(tx, lead.organization_id);
  checkDay('due_date', input.due_date);
  let assignee = input.assignee ?? null;
  // Nobody named: the caller, when they are of the lead's organization (a super admin of another names someone).
  if (assignee == null) {
    if (user.organization_id !== lead.organization_id) throw badRequest({ assignee: MESSAGES.taskAssigneeRequired });
    assignee = user.id;
  }
  await checkAssignee(tx, lead, assignee);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO lead_tasks (lead_id, kind, due_date, due_time, assignee_id, created_by, note)
     VALUES ($1, $2, $3::date, $4::time, $5, $6, $7) RETURNING id`,
    [lead.id, input.kind, input.due_date, input.due_time ?? null, assignee, user.id, cleanNote(input.note ?? '')]);
  const id = rows[0].id;
  await record(tx, user, lead.id, id, 'task_created');
  return id;
}

/** Changes a task (the caller may: canChangeTask); done true/false completes or reopens it. */
export async function updateTask(tx: Queryable, user: AuthUser, id: number, input: TaskInput) {
  const task = await taskFor(tx, user, id, true);
  if (!canChangeTask(user, task)) throw forbidden();
  refuseCancelled(task);
  await refuseDeactivatedOrganization(tx, task.organization_id);
  const sets: string[] = [];
  const values: unknown[] = [id];
  const set = (column: string, value: unknown, cast = '') => { values.push(value); sets.push(`${column} = $${values.length}${cast}`); };
  const edited: string[] = [];
  if (input.kind !== undefined && input.kind !== task.kind) { set('kind', input.kind); edited.push('kind'); }
  if (input.due_date !== undefined && checkDay('due_date', input.due_date) !== task.due_date) { set('due_date', input.due_date, '::date'); edited.push('due_date'); }
  if (input.due_time !== undefined && (input.due_time ?? null) !== (task.due_time ?? null)) { set('due_time', input.due_time, '::time'); edited.push('due_time'); }
  if (input.note !== undefined && cleanNote(input.note) !== task.note) { set('note', cleanNote(input.note)); edited.push('note'); }
  if (input.assignee !== undefined && input.assignee !== task.assignee_id) {
    if (input.assignee === null) throw badRequest({ assignee: MESSAGES.taskAssigneeRequired });
    set('assignee_id', await checkAssignee(tx, { organization_id: task.organization_id, is_draft: task.is_draft, created_by: task.lead_created_by }, input.assignee));
    edited.push('assignee');
  }
  let doneChange: 'task_done' | 'task_reopened' | null = null;
  if (input.done === true && !task.done_at) { sets.push('done_at = now()'); set('done_by', user.id); doneChange = 'task_done'; }
  if (input.done === false && task.done_at) { sets.push('done_at = NULL', 'done_by = NULL'); doneChange = 'task_reopened'; }
  if (!sets.length) return;
  await tx.query(`UPDATE lead_tasks SET ${sets.join(', ')}, updated = now() WHERE id = $1`, values);
  if (edited.length) await record(tx, user, task.lead_id, id, 'task_edited', { fields: edited });
  if (doneChange) await record(tx, user, task.lead_id, id, doneChange);
}

/** Deletes a task (canChangeTask); the timeline keeps that it was deleted. */
export async function deleteTask(tx: Queryable, user: AuthUser, id: number) {
  const task = await taskFor(tx, user, id, true);
  if (!canChangeTask(user, task)) throw forbidden();
  await refuseDeactivatedOrganization(tx, task.organization_id);
  const detail = await taskDetail(tx, id);
  await tx.query('DELETE FROM lead_tasks WHERE id = $1', [id]);
  await recordActivity(tx, { leadId: task.lead_id, actor: user, action: 'task_deleted', detail });
}

/** The answer of one task as the caller may read it. */
export async function readTask(db: Queryable, user: AuthUser, id: number) {
  return taskJson(await taskFor(db, user, id), user);
}

/** Open tasks by due day then time (no time: end of the day), then id; done ones newest first. */
const DUE_KEY = "to_char(t.due_date, 'YYYY-MM-DD') || ' ' || coalesce(to_char(t.due_time, 'HH24:MI'), '24:00')";
const byDue = (tag: string): KeysetOrder => ({ tag, key: { sql: DUE_KEY, type: 'text', nullable: false }, id: 't.id', desc: false });
const byDone = (tag: string): KeysetOrder => ({ tag, key: { sql: 't.done_at', type: 'timestamp', nullable: false }, id: 't.id', desc: true });

/** "Today" as the caller's calendar has it (YYYY-MM-DD), within a day of the server's UTC date; default the UTC date. */
export function todayOf(given: string | undefined, now = new Date()): string {
  const utc = now.toISOString().slice(0, 10);
  if (given === undefined || given === '') return utc;
  const match = /^\d{4}-\d{2}-\d{2}$/.exec(given);
  const day = match ? new Date(`${given}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== given
    || Math.abs(day.getTime() - new Date(`${utc}T00:00:00Z`).getTime()) > 86_400_000) throw badRequest({ today: MESSAGES.taskToday });
  return given;
}

/**
 * One page of the caller's tasks (assigned to them) in a view of "My tasks". Only tasks of leads
 * they can see (a lead moved to another organization takes its tasks with it) and of open leads.
 */
export async function listMyTasks(db: Queryable, user: AuthUser, view: TaskView, today: string, query: KeysetQuery, defaultLimit: number) {
  const params: unknown[] = [user.id];
  const conditions = ['t.assignee_id = $1::int', 'l.cancelled_at IS NULL', visibleLeadSql(user, params)];
  // The day is a parameter only where it is used (an unused one has no type PostgreSQL can infer).
  if (view !== 'done') params.push(today);
  const day = `$${params.length}::date`;
  if (view === 'today') conditions.push('t.done_at IS NULL', `t.due_date = ${day}`);
  else if (view === 'overdue') conditions.push('t.done_at IS NULL', `t.due_date < ${day}`);
  else if (view === 'upcoming') conditions.push('t.done_at IS NULL', `t.due_date > ${day}`);
  else if (view === 'due') conditions.push('t.done_at IS NULL', `t.due_date <= ${day}`);
  else conditions.push('t.done_at IS NOT NULL', `t.done_at > now() - interval '${DONE_RECENT_DAYS} days'`);
  const where = conditions.join(' AND ');
  const page = await readPage(db, {
    select: TASK_SELECT, where, params,
    order: view === 'done' ? byDone('tasks:done') : byDue(`tasks:${view}`),
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_tasks t JOIN leads l ON l.id = t.lead_id WHERE ${where}`, params)).rows[0].n,
  }, query, defaultLimit);
  return { ...page, results: page.results.map((r) => taskJson(r, user)) };
}

/** One page of a lead's tasks (the caller has checked they may see it): open ones by due day, then the done ones. */
export async function listLeadTasks(db: Queryable, user: AuthUser, leadId: number, done: boolean, query: KeysetQuery, defaultLimit: number) {
  const where = `t.lead_id = $1::int AND t.done_at IS ${done ? 'NOT ' : ''}NULL`;
  const page = await readPage(db, {
    select: TASK_SELECT, where, params: [leadId],
    order: done ? byDone('lead_tasks:done') : byDue('lead_tasks:open'),
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_tasks t WHERE ${where}`, [leadId])).rows[0].n,
  }, query, defaultLimit);
  return { ...page, results: page.results.map((r) => taskJson(r, user)) };
}
