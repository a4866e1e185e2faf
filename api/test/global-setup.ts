import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import './template-db.js';

/**
 * Vitest globalSetup: one migrated database for the whole run, which every test database is then
 * cloned from (template-db.ts). Creating a PGlite (initdb in WASM) and running every migration cost
 * seconds per test database; loading a dump of a migrated one, or CREATE DATABASE ... TEMPLATE on
 * PostgreSQL, costs a fraction of that. (The PGlite dump is even kept from one run to the next.)
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') return providePostgresTemplate(project);
  return providePgliteDump(project);
}

/**
 * A migrated PGlite dumped (dumpDataDir, uncompressed tar) to a file; its path is `pgliteDump`.
 * Making it costs 5-12 s (initdb in WASM, then every migration), so the file is kept in the temp
 * folder across runs, named by a hash of what it is made from: the migrations, migrate.ts, client.ts
 * and PGlite's version. A change to any of them makes a new one; files unused for a week are removed.
 */
export async function providePgliteDump(project: TestProject) {
  const dir = path.join(os.tmpdir(), 'portal-test-pglite');
  const file = path.join(dir, `${sourceHash()}.tar`);
  fs.mkdirSync(dir, { recursive: true });
  if (fs.existsSync(file)) {
    fs.utimesSync(file, new Date(), new Date());
  } else {
    const db = await openPglite(null);
    try {
      await migrate(db);
      // Written under a name of its own, then renamed: a run starting meanwhile never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      fs.writeFileSync(partial, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await db.close();
    }
  }
  const weekAgo = Date.now() - 7 * 24 * 3600_000;
  for (const name of fs.readdirSync(dir)) {
    const other = path.join(dir, name);
    const modified = fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
    if (other !== file && modified < weekAgo) fs.rmSync(other, { force: true });
  }
  project.provide('pgliteDump', file);
}

/** What the dump is made from, hashed. */
function sourceHash() {
  const hash = crypto.createHash('sha256');
  const require = createRequire(import.meta.url);
  const pglite = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(JSON.parse(fs.readFileSync(pglite, 'utf8')).version);
  const src = fileURLToPath(new URL('../src/db/', import.meta.url));
  const migrations = fs.readdirSync(path.join(src, 'migrations')).sort().map((name) => path.join('migrations', name));
  for (const name of ['migrate.ts', 'client.ts', ...migrations]) hash.update(`\0${name}\0`).update(fs.readFileSync(path.join(src, name)));
  return hash.digest('hex').slice(0, 16);
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
