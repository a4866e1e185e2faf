import path from 'node:path';
import type { ApiContext } from '../context.js';
import { PermanentJobError, type Job } from '../jobs/runner.js';
import { BULK_JOB, type BulkKind } from './bulk-enrichment.js';
import { notifyBulkOutcome } from './notifications.js';

/**
 * The bulk-enrichment job (issue 6), apart from the parsing in bulk-enrichment.ts, which worker
 * threads run and so must not reach the api's context (issue 27: no import circle through it).
 */
const resultName = (upload: string) => `${path.basename(upload, path.extname(upload)) || 'addresses'}-enriched.csv`;

/**
 * The job behind both kinds: Pending → Processing → Completed (with counts and data) or Failed
 * (with the reason), and the uploader is notified either way. Input problems fail at once; other errors retry, then fail with a generic
 * reason so internals never reach the table.
 */
export function registerBulkEnrichmentJobs(ctx: ApiContext) {
  const { db, jobs, media, offload } = ctx;
  jobs.register(BULK_JOB, {
    async run(job: Job) {
      const id = Number(job.payload.id);
      const { rows } = await db.query<{ kind: BulkKind; file: string; organization_id: number | null }>(
        `UPDATE bulk_enrichments SET status = 'Processing', error = NULL WHERE id = $1 RETURNING kind, file, organization_id`, [id]);
      const record = rows[0];
      if (!record) return; // deleted before the job ran
      let text: string;
      try {
        text = (await media.read(record.file)).toString('utf8');
      } catch {
        throw new PermanentJobError('The uploaded file is missing.');
      }
      const outcome = await offload.bulkEnrich(record.kind, text);
      if ('refused' in outcome) throw new PermanentJobError(outcome.refused);
      await db.transaction(async (tx) => {
        // The row lock orders this against a concurrent delete: either we finish first, or we see it gone.
        const current = await tx.query<{ result_file: string | null }>('SELECT result_file FROM bulk_enrichments WHERE id = $1 FOR UPDATE', [id]);
        if (!current.rows[0]) return;
        if (record.kind === 'prospect') {
          await tx.query(
            `UPDATE bulk_enrichments SET status = 'Completed', error = NULL, properties_count = $2::int, prospect_now_data = $3::jsonb WHERE id = $1`,
            [id, outcome.count, JSON.stringify(outcome.prospect)]);
        } else {
          await media.remove(tx, current.rows[0].result_file);
          const resultFile = await media.saveBuffer(tx, resultName(record.file), 'text/csv', Buffer.from(outcome.csv ?? ''),
            { organizationId: record.organization_id, visibility: 'admin', folder: 'bulk-enrichment' });
          await tx.query(
            `UPDATE bulk_enrichments SET status = 'Completed', error = NULL, properties_count = $2::int, result_file = $3 WHERE id = $1`,
            [id, outcome.count, resultFile]);
        }
        await notifyBulkOutcome(tx, id);
      });
    },
    async failed(job: Job, error: Error) {
      const reason = error instanceof PermanentJobError ? error.message : 'The file could not be processed. Please upload it again.';
      await db.transaction(async (tx) => {
        await tx.query(`UPDATE bulk_enrichments SET status = 'Failed', error = $2 WHERE id = $1`, [Number(job.payload.id), reason]);
        await notifyBulkOutcome(tx, Number(job.payload.id));
      });
    },
  });
}
