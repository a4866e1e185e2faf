import { mediaResolvers } from './media.js';
import { accountResolvers } from './account.js';
import { documentResolvers } from './documents.js';
import { agreementResolvers } from './agreements.js';
import { leadsResolvers } from './leads.js';
import { leadLocationsResolvers } from './lead-locations.js';
import { adminResolvers } from './admin.js';
import { notificationResolvers } from './notifications.js';
import { eventResolvers } from './events.js';
import { leadActivityResolvers } from './lead-activity.js';
import { leadViewResolvers } from './lead-views.js';
import { proposalLinkResolvers } from './proposal-links.js';
import { financingResolvers } from './financing.js';
import { siteEconomicsResolvers } from './site-economics.js';
import { reminderResolvers } from './reminders.js';
import { taskResolvers } from './tasks.js';
import { organizationResolvers } from './organizations.js';
import { handoffResolvers } from './handoff.js';
import { nodeResolvers } from './node.js';
import { scalarResolvers } from './scalars.js';
import { withErrorChannel } from './error-channel.js';

type ResolverMap = Record<string, Record<string, unknown> | unknown>;

/** Merges area resolver maps type by type (each area adds fields to Query, Mutation, ...). */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const out: Record<string, any> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      if (fields && typeof fields === 'object' && !('serialize' in (fields as object))) out[type] = { ...(out[type] ?? {}), ...(fields as object) };
      else out[type] = fields;
    }
  }
  return out;
}

const merged = mergeResolvers(scalarResolvers, nodeResolvers, accountResolvers, leadsResolvers, leadLocationsResolvers, adminResolvers, documentResolvers, agreementResolvers, mediaResolvers, notificationResolvers, eventResolvers, leadActivityResolvers, leadViewResolvers, proposalLinkResolvers, financingResolvers, siteEconomicsResolvers, reminderResolvers, organizationResolvers, taskResolvers, handoffResolvers) as Record<string, any>;

/** Every mutation answers through the one error channel (error-channel.ts); StatusPayload.ok is true only when the mutation said so. */
export const resolvers: ResolverMap = {
  ...merged,
  Mutation: withErrorChannel(merged.Mutation),
  StatusPayload: { ...merged.StatusPayload, ok: (payload: { ok?: unknown }) => payload.ok === true },
};
