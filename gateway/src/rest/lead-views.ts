import { restPath, type RestClient } from './client.js';

/** A saved view as the api answers it (api/src/routes/lead-views.ts). */
export interface RestLeadView { id: number; name: string; query: string; hidden_columns: string[]; created: string; updated: string }

/** The signed-in user's saved lead-list views (issue 15): the only code that knows their paths. */
export const leadViewsApi = (rest: RestClient) => ({
  list: () => rest.get<RestLeadView[]>('/lead_views/'),
  save: (body: { name: string; query: string; hidden_columns?: string[] }) => rest.post<RestLeadView>('/lead_views/', body),
  delete: (id: number) => rest.delete<{ detail: string }>(restPath`/lead_views/${id}/`),
});
