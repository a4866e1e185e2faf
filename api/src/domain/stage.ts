import type { Queryable } from '../db/client.js';
import { recordActivity, type ActivityActor } from './activity.js';

/** Lead stages of §3, derived from what happened (architecture.md). */
export const STAGE = {
  created: 0,
  marketingProposal: 1,
  utilityData: 2,
  preliminaryProposal: 3,
  siteSurvey: 4,
  detailedProposal: 5,
  saleCompleted: 6,
} as const;

export const STAGE_LABELS = ['Lead created', 'Marketing proposal', 'Utility data', 'Preliminary proposal', 'Site survey', 'Detailed proposal', 'Sale completed'] as const;

/** The stage a generated proposal of a type proves: marketing 1, preliminary 3, detailed 5. */
export const stageForProposalType = (proposalType: number) => [STAGE.marketingProposal, STAGE.preliminaryProposal, STAGE.detailedProposal][proposalType] ?? STAGE.created;

/**
 * Records `stage` as reached (with its moment, and in the lead's activity, by `actor`: null for the
 * customer or the system) and raises the lead's current stage to it when it is higher; it never
 * moves backwards. A stage reached after a later one (a bill uploaded after the survey was
 * scheduled) is recorded all the same (issue 26): it was done, not skipped. Once per stage.
 */
export async function raiseLeadStage(db: Queryable, leadId: number, stage: number, actor: ActivityActor = null): Promise<void> {
  const { rows } = await db.query(
    `UPDATE leads SET lead_status = GREATEST(lead_status, $2::int),
            reached_stages = array_append(reached_stages, $2::int),
            stage_dates = stage_dates || jsonb_build_object(($2::int)::text, now()),
            updated = now()
     WHERE id = $1 AND NOT ($2::int = ANY(reached_stages)) RETURNING id`,
    [leadId, stage]);
  if (rows.length) await recordActivity(db, { leadId, actor, action: 'stage_reached', detail: { stage } });
}

/** The stages reached, in order, always with the creation and the current stage (a stage below it missing here was skipped). */
export function reachedStagesOf(lead: { lead_status: number; reached_stages?: number[] | null }): number[] {
  const reached = new Set([STAGE.created, ...(lead.reached_stages ?? []), lead.lead_status]);
  return [...reached].filter((stage) => stage <= lead.lead_status).sort((a, b) => a - b);
}

/**
 * Each stage reached with the moment it was first reached, in stage order (issue 26). A stage
 * reached before its moment was recorded (leads older than migration 024) has `reached_at` null.
 */
export function stageHistoryOf(lead: { lead_status: number; reached_stages?: number[] | null; stage_dates?: Record<string, unknown> | null; created?: Date | string | null }) {
  const dates = lead.stage_dates ?? {};
  return reachedStagesOf(lead).map((stage) => {
    const at = dates[String(stage)] ?? (stage === STAGE.created ? lead.created : null);
    const date = at ? new Date(at as string) : null;
    return { stage, reached_at: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null };
  });
}
