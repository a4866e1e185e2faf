import path from 'node:path';
import type { Config } from '../config.js';
import { DiskBlobs, type Blobs } from './blobs.js';
import { S3Blobs } from './s3-blobs.js';

/** The configured store of file bytes: the bucket when S3_BUCKET is set (made if missing), else DATA_DIR/media. */
export async function blobStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<Blobs> {
  if (!config.s3) return new DiskBlobs(path.join(config.dataDir, 'media'));
  const blobs = new S3Blobs(config.s3);
  await blobs.ensureBucket();
  return blobs;
}
