import { restPath, type RestClient } from './client.js';
import type { PageQuery, Paged } from '../resolvers/connections.js';

/** A task exactly as the api answers it (api/src/domain/tasks.ts taskJson). */
export interface RestTask {
  id: number; lead: number; lead_name: string; kind: 'call' | 'email' | 'site_visit' | 'other';
  due_date: string; due_time: string | null; assignee: number | null; assignee_name: string | null;
  created_by: number | null; created_by_name: string | null; note: string; done: boolean; done_at: string | null;
  created: string; updated: string; can_change: boolean;
}

export type RestTaskView = 'today' | 'overdue' | 'upcoming' | 'done' | 'due';
export type RestTaskBody = { kind?: string; due_date?: string; due_time?: string | null; assignee?: number; note?: string; done?: boolean };

/** Lead tasks and My tasks (issue 26): the only code that knows their paths. */
export const tasksApi = (rest: RestClient) => ({
  mine: (query: PageQuery & { view: RestTaskView; today?: string }) => rest.get<Paged<RestTask>>('/tasks/', query),
  ofLead: (leadId: number, query: PageQuery & { done?: boolean }) => rest.get<Paged<RestTask>>(restPath`/lead_tasks/${leadId}/`, query),
  assignees: (leadId: number) => rest.get<Array<{ id: number; name: string }>>(restPath`/lead_tasks/${leadId}/assignees/`),
  task: (id: number) => rest.get<RestTask>(restPath`/task/${id}/`),
  create: (body: RestTaskBody & { lead: number }) => rest.post<RestTask>('/tasks/', body),
  update: (id: number, body: RestTaskBody) => rest.patch<RestTask>(restPath`/task/${id}/`, body),
  delete: (id: number) => rest.delete<{ detail: string }>(restPath`/task/${id}/`),
});
