import type { FastifyBaseLogger } from 'fastify';
import { sweepTemporaryFiles } from '@portal/service-kit';

// The temporary-upload sweep is the gateway's too: it lives in the package both services share.
export { STALE_TEMP_FILE_MS, sweepTemporaryFiles } from '@portal/service-kit';
import type { ApiContext } from '../context.js';
import { purgeAbandonedDrafts } from '../domain/lead-drafts.js';
import { pruneEvents } from '../domain/events.js';
import { sweepRateLimits } from '../http/rate-store.js';

/** The wizard uploads files before its lead exists; a lead not created within a day never will be. */
export const UNATTACHED_UPLOAD_HOURS = 24;
const EVERY_MS = 60 * 60 * 1000;

/** Removes lead files never attached to a lead (and their stored copies); returns how many. */
export async function sweepUnattachedUploads(ctx: Pick<ApiContext, 'db' | 'media'>, olderThanHours = UNATTACHED_UPLOAD_HOURS): Promise<number> {
  const { rows } = await ctx.db.query<{ file: string }>(
    `DELETE FROM lead_files WHERE lead_id IS NULL AND created < now() - ($1::text || ' hours')::interval RETURNING file`, [String(olderThanHours)]);
  for (const row of rows) await ctx.media.remove(ctx.db, row.file);
  return rows.length;
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
