import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import './template-db.js';

/**
 * Vitest globalSetup: migrates one database for the whole run, which every test database is then
 * cloned from (template-db.ts). Creating a PGlite (initdb in WASM) and running every migration cost
 * seconds per test database; loading a dump of a migrated one, or CREATE DATABASE ... TEMPLATE on
 * PostgreSQL, costs a fraction of that.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') return providePostgresTemplate(project);
  return providePgliteDump(project);
}

/** A migrated PGlite dumped (dumpDataDir, uncompressed tar) to a temp file; its path is `pgliteDump`. */
export async function providePgliteDump(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-'));
  const db = await openPglite(null);
  try {
    await migrate(db);
    const file = path.join(dir, 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    project.provide('pgliteDump', file);
  } finally {
    await db.close();
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** A migrated database `portal_template_<random>` on TEST_DATABASE_URL's server; its name is `postgresTemplate`. */
async function providePostgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(adminUrl);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Nobody may stay connected to a template: CREATE DATABASE ... TEMPLATE refuses while anyone is.
  const db = await openPostgres(url.toString());
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  };
}
