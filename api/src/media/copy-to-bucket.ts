import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDb } from '../db/client.js';
import { DiskBlobs, type Blobs } from './blobs.js';
import { blobStore } from './blob-store.js';

/**
 * Moves an existing disk store into the bucket (issue 27): every file media_files records is copied
 * from DATA_DIR/media to S3_BUCKET unless the bucket already has it with the same size, so the
 * command can run again after an interruption (or while the api still serves from disk) and copies
 * only what is missing. The disk copy is left in place; delete DATA_DIR/media once the api runs
 * with S3_BUCKET. Usage: `npm run media:to-bucket -w @portal/api [-- --dry-run]`, with the api's
 * DATA_DIR, DATABASE_URL and S3_* settings.
 */
export async function copyToBucket(disk: DiskBlobs, bucket: Blobs, paths: AsyncIterable<string> | Iterable<string>, opts: { dryRun?: boolean; log?: (line: string) => void } = {}) {
  const log = opts.log ?? (() => {});
  const result = { copied: 0, present: 0, missing: 0 };
  for await (const key of paths) {
    if (!(await disk.exists(key))) { result.missing += 1; log(`missing on disk: ${key}`); continue; }
    const bytes = await disk.get(key);
    const there = await bucket.exists(key) && (await bucket.get(key)).length === bytes.length;
    if (there) { result.present += 1; continue; }
    if (!opts.dryRun) await bucket.put(key, bytes);
    result.copied += 1;
    log(`${opts.dryRun ? 'would copy' : 'copied'}: ${key} (${bytes.length} bytes)`);
  }
  return result;
}

async function main() {
  const config = loadConfig();
  if (!config.s3) throw new Error('S3_BUCKET is not set: name the bucket to copy into (and S3_ENDPOINT for a non-AWS server).');
  const dryRun = process.argv.includes('--dry-run');
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const disk = new DiskBlobs(path.join(config.dataDir, 'media'));
    const bucket = await blobStore(config);
    const { rows } = await db.query<{ path: string }>('SELECT path FROM media_files ORDER BY path');
    const result = await copyToBucket(disk, bucket, rows.map((r) => r.path), { dryRun, log: (line) => console.log(line) });
    console.log(`${dryRun ? 'Dry run: ' : ''}${result.copied} copied, ${result.present} already in the bucket, ${result.missing} recorded but missing on disk.`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  main().catch((error) => { console.error(error instanceof Error ? error.message : error); process.exit(1); });
}
