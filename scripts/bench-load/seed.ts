/**
 * The organization bench:load runs against: the demo (seeded by the api's own routes), its
 * affiliate's leads cloned — with their files, proposals, quotes and agreements — until there are
 * BENCH_LEADS of them, and one signed-in user per simulated client.
 */
import { createApi } from '../../api/src/app.js';
import { hashToken, newToken } from '../../api/src/auth/passwords.js';
import { loadConfig } from '../../api/src/config.js';
import type { Queryable } from '../../api/src/db/client.js';
import { seedIfEmpty } from '../../api/src/seed/index.js';

export interface BenchWorld { organizationId: number; tokens: string[]; leadIds: number[] }

/** Columns an INSERT … SELECT may copy (not the key, not generated ones). */
async function copyableColumns(db: Queryable, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'id' AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM 'nextval(''' || $1 || '_id_seq''::regclass)'
     ORDER BY ordinal_position`, [table]);
  return rows.map((r) => r.name);
}

/**
 * Copies every row of `table` that belongs to an old lead onto its new lead. An agreement points at
 * the copy of its proposal (the n-th proposal of its lead) and gets a signing token of its own.
 */
async function cloneOwned(db: Queryable, table: string, oldIds: number[], newIds: number[]) {
  const columns = await copyableColumns(db, table);
  const value = (c: string) => {
    if (c === 'lead_id') return 'm.new_id';
    if (c === 'proposal_id') return 'p.new_id';
    if (c === 'sign_token_hash') return "md5(random()::text || t.id)";
    return `t.${c}`;
  };
  const proposalCopies = table !== 'agreements' ? '' : `
    LEFT JOIN (
      SELECT o.id AS old_id, n.id AS new_id FROM
        (SELECT id, lead_id, row_number() OVER (PARTITION BY lead_id ORDER BY id) AS rn FROM proposals WHERE lead_id = ANY($1::int[])) o
        JOIN unnest($1::int[], $2::int[]) AS lm(old_id, new_id) ON o.lead_id = lm.old_id
        JOIN (SELECT id, lead_id, row_number() OVER (PARTITION BY lead_id ORDER BY id) AS rn FROM proposals WHERE lead_id = ANY($2::int[])) n
          ON n.lead_id = lm.new_id AND n.rn = o.rn
    ) p ON p.old_id = t.proposal_id`;
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.map(value).join(', ')}
     FROM ${table} t JOIN unnest($1::int[], $2::int[]) AS m(old_id, new_id) ON t.lead_id = m.old_id${proposalCopies} ORDER BY t.id`, [oldIds, newIds]);
}

export async function seedBenchOrganization(env: NodeJS.ProcessEnv, leads: number, users: number): Promise<BenchWorld> {
  const app = await createApi({ config: { ...loadConfig(env), logLevel: 'warn' }, logger: false });
  await app.ready();
  // No background worker: seedIfEmpty drains the queue itself between its steps.
  await seedIfEmpty(app);
  await app.ctx.jobs.drain();
  const { db } = app.ctx;
  const organizationId = (await db.query<{ id: number }>(`SELECT id FROM organizations WHERE name = 'Sunrise Solar Partners'`)).rows[0].id;
  const demo = (await db.query<{ id: number }>('SELECT id FROM leads WHERE organization_id = $1 AND NOT is_draft ORDER BY id', [organizationId])).rows.map((r) => r.id);
  const leadColumns = await copyableColumns(db, 'leads');
  const select = leadColumns.map((c) => (c === 'name' ? `l.name || ' ' || $2::int` : `l.${c}`)).join(', ');
  for (let copy = 1; demo.length * (copy + 1) <= leads; copy++) {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO leads (${leadColumns.join(', ')}) SELECT ${select} FROM leads l WHERE l.id = ANY($1::int[]) ORDER BY l.id RETURNING id`, [demo, copy]);
      const fresh = rows.map((r) => r.id).sort((a, b) => a - b);
      for (const table of ['lead_files', 'proposals', 'quotes', 'agreements']) await cloneOwned(tx, table, demo, fresh);
    });
  }
  const tokens: string[] = [];
  for (let i = 0; i < users; i++) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, password_hash, user_type, organization_id, membership_type, is_terms_accepted)
       VALUES ($1, 'Bench', $2, 'x', 0, $3, $4, true) RETURNING id`, [`bench${i}@load.test`, `User ${i}`, organizationId, i % 10 === 0 ? 1 : 0]);
    const token = newToken();
    await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), rows[0].id]);
    tokens.push(token);
  }
  await db.query('ANALYZE');
  const leadIds = (await db.query<{ id: number }>('SELECT id FROM leads WHERE organization_id = $1 AND NOT is_draft', [organizationId])).rows.map((r) => r.id);
  await app.close();
  return { organizationId, tokens, leadIds };
}
