import { Type, type Static } from 'typebox';
import { canCancelLead, isSuperAdmin, type AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { KeysetParams, readPage, type KeyType, type KeysetOrder } from '../http/keyset.js';
import { MAX_LIMIT, PageParam } from '../http/pagination.js';
import { MESSAGES } from '../messages.js';
import { USER_NAME_SQL } from './leads.js';
import { dealValuesOf, dealValueTotal, monthRange } from './forecast.js';

/** §9: the lead list's default page size. */
export const LEADS_PAGE_SIZE = 50;

/** Issue 15: a cancelled lead is kept (closed-lost); the list shows open leads unless asked. */
export const LEAD_STATES = ['open', 'cancelled', 'all'] as const;

export const LeadListFilters = {
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Matches lead name, site address and customer name' })),
  proposal_type: Type.Optional(Type.String({ maxLength: 50, description: 'Comma list of 0–2' })),
  lead_status: Type.Optional(Type.String({ maxLength: 50, description: 'Comma list of 0–6' })),
  updated: Type.Optional(Type.String({ maxLength: 60, description: '"start,end" as YYYY-MM-DD, both inclusive; either side may be empty' })),
  organization: Type.Optional(Type.Integer({ minimum: 1, description: 'Super admins: only this organization' })),
  associated_user: Type.Optional(Type.Integer({ minimum: 1, description: 'Only leads assigned to this user' })),
  state: Type.Optional(Type.Union(LEAD_STATES.map((s) => Type.Literal(s)), { description: 'open (default): leads not cancelled; cancelled: only cancelled leads; all: both' })),
  close_month: Type.Optional(Type.String({ maxLength: 20, description: 'Issue 26: only leads expected to close in this month, YYYY-MM (2000-01 to 2099-12)' })),
};
export const LeadListQuery = Type.Object({
  page: Type.Optional(PageParam()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: LEADS_PAGE_SIZE })),
  order: Type.Optional(Type.String({ maxLength: 60, description: '<asc|desc>__<field>; default desc__updated' })),
  ...KeysetParams,
  ...LeadListFilters,
});
export type LeadListQuery = Static<typeof LeadListQuery>;

/**
 * Sortable fields: the SQL expression, its type, whether it may be null (nulls always sort last)
 * and the join it needs. Every order ends with the id, so pages never overlap or skip rows; every
 * order is a keyset order (issue 24): a cursor carries the key's value and the id.
 */
type OrderField = { name: string; sql: string; type: KeyType; nullable: boolean; join?: 'org' | 'user' };
const ORDER_FIELDS: Record<string, OrderField> = {
  name: { name: 'name', sql: 'l.name', type: 'text', nullable: false },
  updated: { name: 'updated', sql: 'l.updated', type: 'timestamp', nullable: false },
  created: { name: 'created', sql: 'l.created', type: 'timestamp', nullable: false },
  lead_status: { name: 'lead_status', sql: 'l.lead_status', type: 'int', nullable: false },
  proposal_type: { name: 'proposal_type', sql: 'l.proposal_type', type: 'int', nullable: true },
  system_size: { name: 'system_size', sql: 'l.system_size', type: 'float', nullable: true },
  address: { name: 'address', sql: 'l.site_address', type: 'text', nullable: true },
  customer_name: { name: 'customer_name', sql: 'l.customer_name', type: 'text', nullable: false },
  organization: { name: 'organization', sql: 'o.name', type: 'text', nullable: false, join: 'org' },
  associated_user: { name: 'associated_user', sql: USER_NAME_SQL, type: 'text', nullable: true, join: 'user' },
  // Issue 26: the forecast's order; a day written as text sorts as the day does.
  expected_close_date: { name: 'expected_close_date', sql: "to_char(l.expected_close_date, 'YYYY-MM-DD')", type: 'text', nullable: true },
};
ORDER_FIELDS.site_address = ORDER_FIELDS.address;
ORDER_FIELDS.organization_name = ORDER_FIELDS.organization;
ORDER_FIELDS.associated_user_name = ORDER_FIELDS.associated_user;
ORDER_FIELDS.assigned_user = ORDER_FIELDS.associated_user;
export const ORDER_FIELD_NAMES = Object.keys(ORDER_FIELDS);

/**
 * The list's keyset order for `<asc|desc>__<field>`. The tag names the canonical field, so an
 * alias's cursor (site_address) serves its field (address) and no other order.
 */
export function leadOrder(order: string | undefined, singleOrganization = false): KeysetOrder & { join?: 'org' | 'user' } {
  const [direction, field] = (order || 'desc__updated').split('__');
  const spec = ORDER_FIELDS[field ?? ''];
  if (!spec || (direction !== 'asc' && direction !== 'desc')) throw badRequest({ order: MESSAGES.leadOrderInvalid(ORDER_FIELD_NAMES) });
  return {
    tag: `leads:${direction}__${spec.name}`, key: { sql: spec.sql, type: spec.type, nullable: spec.nullable }, id: 'l.id', desc: direction === 'desc',
    // Within one organization its name is the same on every row: the id alone orders the page.
    keyConstant: spec.join === 'org' && singleOrganization, join: spec.join,
  };
}

function intList(value: string | undefined, max: number, field: string): number[] | null {
  if (value === undefined || value.trim() === '') return null;
  const items = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (!items.every((s) => /^\d+$/.test(s) && Number(s) <= max)) throw badRequest({ [field]: MESSAGES.leadListValues(max) });
  return [...new Set(items.map(Number))];
}

/** "start,end" → the half-open range [start 00:00, day after end 00:00) in UTC. */
function dateRange(value: string | undefined): { from: string | null; to: string | null } | null {
  if (value === undefined || value.trim() === '') return null;
  const parts = value.split(',').map((s) => s.trim());
  const day = (s: string | undefined) => {
    if (!s) return null;
    const match = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
    const parsed = match ? new Date(`${match[1]}T00:00:00Z`) : null;
    // Year 0000 has no PostgreSQL spelling; the checks keep every accepted day a real one.
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== match![1] || match![1].startsWith('0000')) throw badRequest({ updated: MESSAGES.leadUpdatedRange });
    return parsed;
  };
  if (parts.length > 2) throw badRequest({ updated: MESSAGES.leadUpdatedRange });
  const start = day(parts[0]);
  const end = day(parts[1]);
  if (start && end && end < start) throw badRequest({ updated: MESSAGES.leadUpdatedRange });
  // The day after 9999-12-31 is year 10000, which neither toISOString nor PostgreSQL writes as
  // 'YYYY-…': an end on the calendar's last day is no upper bound at all.
  const to = end && !end.toISOString().startsWith('9999-12-31') ? new Date(end.getTime() + 86_400_000).toISOString() : null;
  return { from: start?.toISOString() ?? null, to };
}

/** The WHERE clause of the lead list and summary: the caller's scope plus the filters given. */
export function leadWhere(user: AuthUser, q: Omit<LeadListQuery, 'page' | 'limit' | 'order'>) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => { params.push(value); where.push(sql(`$${params.length}`)); };
  // Scope first: a super admin sees every organization, anyone else only their own.
  const scope = isSuperAdmin(user) ? q.organization ?? null : user.organization_id ?? -1;
  if (scope !== null) add((n) => `l.organization_id = ${n}::int`, scope);
  let filtered = false;
  // Anyone else filtering on another organization simply finds nothing.
  if (!isSuperAdmin(user) && q.organization !== undefined && q.organization !== user.organization_id) { filtered = true; where.push('false'); }
  // Open leads are what the trigger-kept totals count, so only the other states count as a filter.
  const state = q.state ?? 'open';
  if (state === 'open') where.push('NOT l.cancelled');
  else if (state === 'cancelled') { filtered = true; where.push('l.cancelled'); } else filtered = true;
  const search = q.search?.trim().toLowerCase();
  // search_text is stored lower-cased, so a plain LIKE (several times cheaper than ILIKE) suffices.
  if (search) { filtered = true; add((n) => `l.search_text LIKE ${n}::text`, `%${search.replace(/[\\%_]/g, '\\$&')}%`); }
  const types = intList(q.proposal_type, 2, 'proposal_type');
  if (types) { filtered = true; add((n) => `l.proposal_type = ANY(${n}::int[])`, types); }
  const stages = intList(q.lead_status, 6, 'lead_status');
  if (stages) { filtered = true; add((n) => `l.lead_status = ANY(${n}::int[])`, stages); }
  const range = dateRange(q.updated);
  if (range?.from) { filtered = true; add((n) => `l.updated >= ${n}::timestamptz`, range.from); }
  if (range?.to) { filtered = true; add((n) => `l.updated < ${n}::timestamptz`, range.to); }
  if (q.associated_user !== undefined) { filtered = true; add((n) => `l.associated_user_id = ${n}::int`, q.associated_user); }
  // Issue 26: the expected close month. A subquery on leads, so the same SQL filters lead_facts (the count) too.
  if (q.close_month !== undefined && q.close_month.trim() !== '') {
    filtered = true;
    const month = monthRange('close_month', q.close_month);
    params.push(month.from, month.to);
    where.push(`l.id IN (SELECT x.id FROM leads x WHERE x.expected_close_date >= $${params.length - 1}::date AND x.expected_close_date < $${params.length}::date)`);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params, filtered, scope };
}

/**
 * The WHERE of a query on the leads table itself: drafts (the wizard's unfinished leads) are never
 * listed, summed or mapped. lead_facts and lead_totals hold no drafts (migration 010), so the
 * counts and sums need no such condition.
 */
export const submittedLeadsWhere = (sql: string) => (sql ? `${sql} AND NOT l.is_draft` : 'WHERE NOT l.is_draft');

/** Leads counted from the trigger-kept totals (no scan) when nothing but the scope filters. */
async function totalsOf(db: Queryable, scope: number | null) {
  const { rows } = await db.query(
    `SELECT coalesce(sum(total_leads), 0)::int AS total_leads, coalesce(sum(total_system_size), 0)::float8 AS total_system_size,
            coalesce(sum(total_solar_cost), 0)::float8 AS total_solar_cost, coalesce(sum(total_rooftop_solar_capacity), 0)::float8 AS total_rooftop_solar_capacity
     FROM lead_totals WHERE $1::int IS NULL OR organization_id = $1::int`, [scope]);
  return rows[0];
}

const round2 = (n: number) => Math.round(Number(n) * 100) / 100;

/**
 * One page of the lead list: one query for the rows (on leads), one for the count (on the narrow
 * lead_facts copy, migration 004), or a totals lookup when nothing but the scope filters.
 */
export async function listLeads(db: Queryable, user: AuthUser, q: LeadListQuery) {
  const where = leadWhere(user, q);
  const order = leadOrder(q.order, where.scope !== null);
  const answer = await readPage(db, {
    select: `SELECT l.id, l.name, l.updated, l.created, l.lead_status, l.proposal_type, l.site_address AS address, l.system_size,
            l.property->'latitude' AS latitude, l.property->'longitude' AS longitude, l.organization_id AS organization,
            o.name AS organization_name, l.associated_user_id AS associated_user, ${USER_NAME_SQL} AS associated_user_name,
            l.customer_name, l.enrichment_status, l.cancelled_at, l.cancel_reason,
            to_char(l.expected_close_date, 'YYYY-MM-DD') AS expected_close_date,
            l.customer->'emails'->>0 AS customer_email, l.customer->'phone_numbers'->>0 AS customer_phone,
            CASE WHEN l.cancelled_at IS NOT NULL THEN (SELECT nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') FROM users c WHERE c.id = l.cancelled_by) END AS cancelled_by_name
     FROM leads l JOIN organizations o ON o.id = l.organization_id LEFT JOIN users u ON u.id = l.associated_user_id`,
    where: submittedLeadsWhere(where.sql).replace(/^WHERE /, ''),
    params: where.params,
    order,
    count: async () => (where.filtered
      ? (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_facts l ${where.sql}`, where.params)).rows[0].n
      : (await totalsOf(db, where.scope)).total_leads),
  }, q, LEADS_PAGE_SIZE);
  // Issue 26: each row's deal value (the active proposal's price), read for the page's leads only.
  const values = await dealValuesOf(db, answer.results.map((r) => r.id as number));
  return {
    ...answer,
    results: answer.results.map((r) => ({
      ...r, customer_name: r.customer_name || null, customer_email: r.customer_email ?? null, customer_phone: r.customer_phone ?? null,
      deal_value: values.get(r.id as number) ?? null,
      can_cancel: canCancelLead(user, { organization_id: r.organization as number, associated_user_id: (r.associated_user as number | null) ?? null }),
    })),
  };
}

/** §3 leads summary over the same filters as the list. */
export async function leadsSummary(db: Queryable, user: AuthUser, q: Omit<LeadListQuery, 'page' | 'limit' | 'order'>) {
  const where = leadWhere(user, q);
  const totals = where.filtered
    ? (await db.query(
      `SELECT count(*)::int AS total_leads, coalesce(sum(system_size), 0)::float8 AS total_system_size,
              coalesce(sum(solar_cost), 0)::float8 AS total_solar_cost, coalesce(sum(rooftop_solar_capacity), 0)::float8 AS total_rooftop_solar_capacity
       FROM lead_facts l ${where.sql}`, where.params)).rows[0]
    : await totalsOf(db, where.scope);
  // Issue 26: the pipeline's dollar sum per stage (the active proposals' prices, one computation).
  const deals = await dealValueTotal(db, submittedLeadsWhere(where.sql), where.params);
  return {
    total_deal_value: deals.total,
    deal_value_count: deals.count,
    total_leads: totals.total_leads,
    total_system_size: round2(totals.total_system_size),
    total_solar_cost: round2(totals.total_solar_cost),
    total_rooftop_solar_capacity: round2(totals.total_rooftop_solar_capacity),
  };
}
