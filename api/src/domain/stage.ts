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
 * Raises a lead's stage to at least `stage`, and records it as reached (and in the lead's activity,
 * by `actor`: null for the customer or the system); it never moves backwards by itself.
 */
export async function raiseLeadStage(db: Queryable, leadId: number, stage: number, actor: ActivityActor = null): Promise<void> {
  const { rows } = await db.query(
    'UPDATE leads SET lead_status = $2::int, reached_stages = array_append(reached_stages, $2::int), updated = now() WHERE id = $1 AND lead_status < $2::int RETURNING id',
    [leadId, stage]);
  if (rows.length) await recordActivity(db, { leadId, actor, action: 'stage_reached', detail: { stage } });
}

/** The stages reached, in order, always with the creation and the current stage (a stage below it missing here was skipped). */
export function reachedStagesOf(lead: { lead_status: number; reached_stages?: number[] | null }): number[] {
  const reached = new Set([STAGE.created, ...(lead.reached_stages ?? []), lead.lead_status]);
  return [...reached].filter((stage) => stage <= lead.lead_status).sort((a, b) => a - b);
}
