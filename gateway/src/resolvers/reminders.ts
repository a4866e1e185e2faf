import type { GatewayContext } from '../context.js';
import { isUpstreamError } from '../rest/errors.js';
import { remindersApi, type RestReminderSettings } from '../rest/reminders.js';
import { organizationNode } from './account.js';
import { accountApi } from '../rest/account.js';
import { idOf } from './ids.js';
import { withUserErrors } from './payloads.js';

/** The api's answer (api/src/messages.ts reminderSettingsSaved). */
export const REMINDER_MESSAGES = { saved: 'Reminder settings saved.' } as const;

export const reminderSettingsNode = (s: RestReminderSettings) => ({
  enabled: s.enabled, days: s.days, maxReminders: s.limits.max_steps, minDay: s.limits.min_day, maxDay: s.limits.max_day, defaultDays: s.default_days,
});

/** The organization's schedule, or null for a viewer the api refuses (a member: 403; another organization: 404). */
async function settingsOf(ctx: GatewayContext, organizationId: number) {
  try {
    return reminderSettingsNode(await remindersApi(ctx.rest).settings(organizationId));
  } catch (error) {
    if (isUpstreamError(error, 403) || isUpstreamError(error, 404)) return null;
    throw error;
  }
}

export const reminderResolvers = {
  Organization: {
    reminderSettings: (o: { databaseId: number; reminderSettings?: ReturnType<typeof reminderSettingsNode> }, _: unknown, ctx: GatewayContext) =>
      o.reminderSettings ?? settingsOf(ctx, o.databaseId),
  },
  LeadActivity: {
    reminderDay: (a: { action: string; reminderDay?: number | null }) => (a.action === 'REMINDER_SENT' ? a.reminderDay ?? null : null),
    reminderOf: (a: { action: string; reminderOf?: string | null }) =>
      a.action === 'REMINDER_SENT' && (a.reminderOf === 'agreement' || a.reminderOf === 'proposal_link') ? a.reminderOf.toUpperCase() : null,
  },
  Mutation: {
    updateReminderSettings: (_: unknown, { input }: { input: { organizationId: string; enabled: boolean; days: number[] } }, ctx: GatewayContext) => {
      const pk = idOf(input.organizationId, 'Organization', 'organizationId');
      return withUserErrors(async () => {
        const saved = await remindersApi(ctx.rest).update(pk, { enabled: input.enabled, days: input.days });
        // The organization as the viewer sees it, with the schedule just saved.
        const org = (await accountApi(ctx.rest).organizationsWithUsers()).results.find((o) => o.pk === pk);
        const node = org ? organizationNode(org) : null;
        return {
          organization: node ? { ...node, reminderSettings: reminderSettingsNode(saved.settings) } : null,
          message: saved.detail ?? REMINDER_MESSAGES.saved,
        };
      });
    },
  },
};
