import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../app.js';
import { purgeAbandonedDrafts } from '../domain/lead-drafts.js';
import { pruneEvents } from '../domain/events.js';
import { sweepRateLimits } from '../http/rate-store.js';

/** The wizard uploads files before its lead exists; a lead not created within a day never will be. */
export const UNATTACHED_UPLOAD_HOURS = 24;
/** A temporary upload file lives for one request; one this old was left behind by a crash. */
export const STALE_TEMP_FILE_MS = 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/** Removes lead files never attached to a lead (and their stored copies); returns how many. */
export async function sweepUnattachedUploads(ctx: Pick<ApiContext, 'db' | 'media'>, olderThanHours = UNATTACHED_UPLOAD_HOURS): Promise<number> {
  const { rows } = await ctx.db.query<{ file: string }>(
    `DELETE FROM lead_files WHERE lead_id IS NULL AND created < now() - ($1::text || ' hours')::interval RETURNING file`, [String(olderThanHours)]);
  for (const row of rows) await ctx.media.remove(ctx.db, row.file);
  return rows.length;
}

/** Removes files of a temporary upload folder older than olderThanMs; returns how many. */
export async function sweepTemporaryFiles(dir: string, olderThanMs = STALE_TEMP_FILE_MS, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[];
  try { names = await fs.promises.readdir(dir); } catch { return 0; }
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (stat.isFile() && now - stat.mtimeMs > olderThanMs) { await fs.promises.rm(file, { force: true }); removed++; }
    } catch { /* gone meanwhile */ }
  }
  return removed;
}

/** Runs the sweeps now and every hour; returns a function that stops them. */
export function startMaintenance(ctx: Pick<ApiContext, 'db' | 'media'>, log: FastifyBaseLogger, tmpDir: string): () => void {
  const run = async () => {
    try {
      const uploads = await sweepUnattachedUploads(ctx);
      const temporary = await sweepTemporaryFiles(tmpDir);
      const drafts = await purgeAbandonedDrafts(ctx);
      const events = await pruneEvents(ctx.db);
      const rateLimits = ctx.db.kind === 'postgres' ? await sweepRateLimits(ctx.db) : 0;
      if (uploads || temporary || drafts || events || rateLimits) log.info({ uploads, temporary, drafts, events, rateLimits }, 'maintenance: removed unattached uploads, stale temporary files, abandoned drafts, old events and spent rate-limit windows');
    } catch (error) {
      log.error({ err: error }, 'maintenance failed');
    }
  };
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
