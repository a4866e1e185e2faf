import type { Queryable } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { MESSAGES } from '../messages.js';
import { leadDealFiguresOf } from './pricing.js';

/**
 * Issue 26, item 17: the forecast. A lead's expected close date (a real day of 2000–2099, the same
 * bounds as a task's due day) and its deal value: the active proposal's contract price, from the one
 * pricing computation (leadDealFiguresOf → shared/pricing leadDealFigures: the generated proposal's
 * figures, or its values priced now). A lead without an active proposal has no deal value (null):
 * the lead's own values priced are an estimate, not a deal.
 */
export const DATE_FIRST = '2000-01-01';
export const DATE_LAST = '2099-12-31';

/** A YYYY-MM-DD that is a real calendar day within DATE_FIRST…DATE_LAST, or the field's 400. */
export function checkDay(field: string, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parsed = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value || value < DATE_FIRST || value > DATE_LAST) {
    throw badRequest({ [field]: MESSAGES.dateBetween(DATE_FIRST, DATE_LAST) });
  }
  return value;
}

/** "YYYY-MM" → the half-open range of days [first of the month, first of the next), or the field's 400. */
export function monthRange(field: string, value: string): { from: string; to: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  const year = match ? Number(match[1]) : NaN;
  const month = match ? Number(match[2]) : NaN;
  if (!match || year < 2000 || year > 2099 || month < 1 || month > 12) throw badRequest({ [field]: MESSAGES.closeMonthInvalid });
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${match[1]}-${match[2]}-01`, to: next };
}

/** The deal value of one lead row and its proposal rows (null without an active proposal or a price). */
export function dealValueOf(lead: Record<string, any>, proposals: ReadonlyArray<Record<string, any>>): number | null {
  const active = proposals.find((p) => p.is_active);
  if (!active) return null;
  const figures = leadDealFiguresOf(lead, [{ ...active, values: active.values ?? active.inputs ?? {} }]);
  return figures.source === 'proposal' && figures.contract_price != null ? figures.contract_price : null;
}

/**
 * The deal values of the leads given (those of a list page, or every lead of a filter): one read of
 * the leads with an active proposal and those proposals. Leads without one are absent from the map.
 */
export async function dealValuesOf(db: Queryable, leadIds: readonly number[]): Promise<Map<number, number>> {
  const values = new Map<number, number>();
  if (!leadIds.length) return values;
  const { rows } = await db.query(
    `SELECT l.*, p.id AS p_id, p.proposal_status AS p_status, p.proposal_data AS p_data, p.inputs AS p_inputs
       FROM leads l JOIN proposals p ON p.lead_id = l.id AND p.is_active
      WHERE l.id = ANY($1::int[])`, [leadIds]);
  for (const row of rows) {
    const { p_id: id, p_status: status, p_data: data, p_inputs: inputs, ...lead } = row;
    const value = dealValueOf(lead, [{ id, is_active: true, proposal_status: status, proposal_data: data, inputs }]);
    if (value != null && !values.has(lead.id)) values.set(lead.id, value);
  }
  return values;
}

/**
 * The sum of the deal values over a filter of the lead list (leadWhere's SQL over `leads l`) and how
 * many leads carry one: read in batches so a large organization is never one giant answer.
 */
export async function dealValueTotal(db: Queryable, whereSql: string, params: unknown[]): Promise<{ total: number; count: number }> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT l.id FROM leads l ${whereSql} AND EXISTS (SELECT 1 FROM proposals p WHERE p.lead_id = l.id AND p.is_active)`, params);
  let total = 0;
  let count = 0;
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 500) {
    for (const value of (await dealValuesOf(db, ids.slice(i, i + 500))).values()) {
      total += value;
      count += 1;
    }
  }
  return { total: Math.round(total * 100) / 100, count };
}
