import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.js';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies db/migrations/*.sql in name order, each once, each in its own transaction.
 * An advisory lock keeps several api processes starting together on one PostgreSQL from racing.
 */
export async function migrate(db: Db): Promise<string[]> {
  // The lock first: two processes creating the table at once race inside PostgreSQL even with IF NOT
  // EXISTS (duplicate key in pg_type; two api hosts starting together on a slow machine met it).
  if (db.kind === 'postgres') await db.query('SELECT pg_advisory_lock(727274)');
  try {
    await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const files = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort();
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
      await db.transaction(async (tx) => {
        // PGlite's query() takes one statement; exec-style multi statements go through a DO-free split.
        for (const statement of splitSql(sql)) await tx.query(statement);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
      applied.push(file);
    }
    return applied;
  } finally {
    if (db.kind === 'postgres') await db.query('SELECT pg_advisory_unlock(727274)');
  }
}

/** Splits a migration on semicolons at line ends, keeping $$-quoted function bodies whole. */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (line.trim().startsWith('--') && !inDollar) continue;
    const dollars = (line.match(/\$\$/g) || []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    current += line + '\n';
    if (!inDollar && line.trimEnd().endsWith(';')) {
      if (current.trim()) out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
