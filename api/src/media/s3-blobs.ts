import fs from 'node:fs';
import {
  CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand,
  S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, toReadable, type Blobs } from './blobs.js';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, SeaweedFS, Ceph); AWS's own when empty. */
  endpoint?: string;
  region?: string;
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want. */
  forcePathStyle?: boolean;
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata?.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files in an S3-compatible bucket (issue 27), through the official SDK. Credentials come the
 * SDK's standard way (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles). The
 * api still serves every file itself (signed URL → this stream), so the sniffed type, the sandbox
 * CSP and the download rules hold exactly as on disk; the bucket is never public.
 */
export class S3Blobs implements Blobs {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region || 'us-east-1',
      endpoint: settings.endpoint || undefined,
      forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
      // A checksum header on every request is AWS's newer default; several S3-compatible servers refuse it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // "Expect: 100-continue" on large uploads is not understood by every S3-compatible server.
      expectContinueHeader: false,
    });
  }

  /** Creates the bucket when it does not exist yet (at start: an operator need not make it first). */
  async ensureBucket() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!missing(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket })).catch((e: unknown) => {
        // Another api host made it at the same moment.
        if (!(e instanceof S3ServiceException && (e.name === 'BucketAlreadyOwnedByYou' || e.name === 'BucketAlreadyExists'))) throw e;
      });
    }
  }

  async put(key: string, data: Buffer) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: data, ContentLength: data.length }));
  }

  async putFile(key: string, file: string, size: number) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: fs.createReadStream(file), ContentLength: size }));
  }

  async get(key: string) {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
    return Buffer.from(await res.Body!.transformToByteArray());
  }

  async head(key: string, bytes: number) {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Range: `bytes=0-${bytes - 1}` }));
      return Buffer.from(await res.Body!.transformToByteArray()).subarray(0, bytes);
    } catch (error) {
      // An empty object has no byte 0: AWS answers 416, some servers drop the connection. Either way,
      // an object that exists with no bytes has an empty head.
      const size = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })).then((h) => h.ContentLength, () => undefined);
      if (size === 0) return Buffer.alloc(0);
      throw error;
    }
  }

  async stream(key: string) {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return toReadable(res.Body);
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async exists(key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Answers within `timeoutMs` or throws: a readiness probe must not hang on a store that went away. */
  async ping(timeoutMs = 3000) {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  }
}
