import { restPath, type RestClient } from './client.js';

/** An organization's reminder schedule as the api answers it (api/src/routes/reminder-settings.ts). */
export interface RestReminderSettings {
  organization: number;
  enabled: boolean;
  days: number[];
  limits: { max_steps: number; min_day: number; max_day: number };
  default_days: number[];
}

/** The reminder settings calls (issue 26 item 15): the only code that knows their paths. */
export const remindersApi = (rest: RestClient) => ({
  settings: (organizationId: number) => rest.get<RestReminderSettings>(restPath`/organization/${organizationId}/reminders/`),
  update: (organizationId: number, body: { enabled: boolean; days: number[] }) =>
    rest.put<{ detail: string; settings: RestReminderSettings }>(restPath`/organization/${organizationId}/reminders/`, body),
});
