import fs from 'node:fs';
import { inject } from 'vitest';
import type { Db } from '../src/db/client.js';

/**
 * The migrated database of the run (global-setup.ts), as test files see it: each test database is a
 * clone of it. Absent (a run without that globalSetup) each test database starts empty, as before,
 * and createApi migrates it. Either way createApi's migrate() applies whatever the clone lacks.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dumpDataDir tar of a migrated PGlite. */
    pgliteDump?: string;
    /** Name of a migrated PostgreSQL database that no one is connected to. */
    postgresTemplate?: string;
  }
}

let dump: Promise<Blob> | undefined;

/** The migrated PGlite dump, for openPglite's loadDataDir (read once per test file). */
export function migratedPgliteDump(): Promise<Blob | undefined> {
  const file = inject('pgliteDump');
  if (!file) return Promise.resolve(undefined);
  return (dump ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes])));
}

/**
 * CREATE DATABASE name, as a copy of the migrated template when there is one. Two clones of one
 * template at once are fine; while a session is connected to it (the setup's, closing) PostgreSQL
 * waits up to 5 s, then refuses ("being accessed by other users"): try again, twice.
 */
export async function createPostgresDatabase(admin: Db, name: string): Promise<void> {
  const template = inject('postgresTemplate');
  if (!template) return void (await admin.query(`CREATE DATABASE ${name}`));
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 3) throw error; // 55006: object_in_use
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
