import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/client.js';
import { tmpDirFor, type UploadedFile } from '../http/uploads.js';

export type { UploadedFile };
import { DiskBlobs, type Blobs } from './blobs.js';
import { headOf, servedTypeOf, SNIFF_BYTES, type ServedType } from './served-type.js';

export type Visibility = 'organization' | 'portal' | 'admin';

export interface StoredFileMeta {
  organizationId: number | null;
  visibility: Visibility;
  /** First path segment, naming what the file belongs to ("leads", "proposals", ...). */
  folder: string;
}

/**
 * Files live at unguessable paths (folder/random/name) in the blob store — DATA_DIR/media on the
 * api host's disk by default, or an S3-compatible bucket (issue 27: blobs.ts, s3-blobs.ts) — and
 * are recorded in media_files with who may read them. They are only ever served through signed,
 * expiring URLs answered by the api, whichever store holds the bytes.
 */
export class MediaStore {
  readonly blobs: Blobs;
  /** Where the multipart parser writes uploads: the only folder saveUpload copies from. */
  readonly uploadsDir: string;
  constructor(dataDir: string, private secret: string, private publicUrl: string, private urlSeconds: number, uploadsDir = tmpDirFor(dataDir), blobs?: Blobs) {
    this.blobs = blobs ?? new DiskBlobs(path.join(dataDir, 'media'));
    this.uploadsDir = path.resolve(uploadsDir);
  }

  /** The disk store's folder (null when the files are in a bucket). */
  get root(): string | null {
    return this.blobs instanceof DiskBlobs ? this.blobs.root : null;
  }

  /**
   * The real path of an upload's temporary file, which must be a regular file directly in the
   * uploads folder (symbolic links resolved): a path elsewhere on the server is refused.
   */
  private async uploadSource(tmpPath: string): Promise<string> {
    const refuse = () => new Error('an upload must come from the uploads folder');
    if (typeof tmpPath !== 'string' || !path.isAbsolute(tmpPath)) throw refuse();
    let real: string, dir: string;
    try {
      real = await fs.promises.realpath(tmpPath);
      dir = await fs.promises.realpath(this.uploadsDir);
    } catch {
      throw refuse();
    }
    if (path.dirname(real) !== dir || !(await fs.promises.lstat(real)).isFile()) throw refuse();
    return real;
  }

  private newPath(folder: string, name: string): string {
    const safe = path.basename(name).replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '').slice(-120) || 'file';
    return `${folder}/${crypto.randomBytes(12).toString('hex')}/${safe}`;
  }

  /** Where a file is on the disk store (tests and tools; throws for a bucket). */
  absolute(relPath: string): string {
    if (!(this.blobs instanceof DiskBlobs)) throw new Error('the media files are in a bucket, not on this disk');
    return this.blobs.absolute(relPath);
  }

  private async record(db: Queryable, rel: string, meta: StoredFileMeta, name: string, contentType: string, size: number) {
    await db.query(
      'INSERT INTO media_files (path, organization_id, visibility, original_name, content_type, size) VALUES ($1, $2, $3, $4, $5, $6)',
      [rel, meta.organizationId, meta.visibility, name, contentType, size],
    );
  }

  /**
   * Copies an uploaded temporary file into the store; returns its media path. The recorded
   * content type is the served type (from the bytes and the name), not the one the uploader declared.
   */
  async saveUpload(db: Queryable, file: UploadedFile, meta: StoredFileMeta): Promise<string> {
    const source = await this.uploadSource(file.tmpPath);
    const served = await servedTypeOf(await headOf(source), file.filename);
    const rel = this.newPath(meta.folder, file.filename);
    const { size } = await fs.promises.stat(source);
    await this.blobs.putFile(rel, source, size);
    await this.record(db, rel, meta, file.filename, served.contentType, size);
    return rel;
  }

  /**
   * Stores generated or downloaded bytes (a PDF, a CSV); returns its media path. The recorded
   * content type is the served type: a generated PDF stays application/pdf, a CSV is text/plain.
   */
  async saveBuffer(db: Queryable, name: string, _declaredType: string, data: Buffer, meta: StoredFileMeta): Promise<string> {
    const served = await servedTypeOf(data.subarray(0, SNIFF_BYTES), name);
    const rel = this.newPath(meta.folder, name);
    await this.blobs.put(rel, data);
    await this.record(db, rel, meta, name, served.contentType, data.length);
    return rel;
  }

  /** How a stored file is served, decided again from its bytes (files stored before issue 10 too). */
  async servedType(rel: string, name: string): Promise<ServedType> {
    return servedTypeOf(await this.blobs.head(rel, SNIFF_BYTES), name);
  }

  async read(rel: string): Promise<Buffer> {
    return this.blobs.get(rel);
  }

  /** The file's bytes as a stream, or null when the store has none for it. */
  stream(rel: string): Promise<Readable | null> {
    return this.blobs.stream(rel);
  }

  /** Removes the file and its record; missing files are ignored (deletes are idempotent). */
  async remove(db: Queryable, rel: string | null | undefined): Promise<void> {
    if (!rel) return;
    await db.query('DELETE FROM media_files WHERE path = $1', [rel]);
    await this.blobs.remove(rel);
  }

  private signature(rel: string, expires: number): string {
    return crypto.createHmac('sha256', this.secret).update(`${rel}\n${expires}`).digest('base64url');
  }

  /** A URL that serves the file for the next MEDIA_URL_SECONDS, without the caller's token. */
  signedUrl(rel: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + this.urlSeconds;
    const encoded = rel.split('/').map(encodeURIComponent).join('/');
    return `${this.publicUrl}/api/media/${encoded}?expires=${expires}&signature=${this.signature(rel, expires)}`;
  }

  verify(rel: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isFinite(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.signature(rel, expires));
    const given = Buffer.from(signature || '');
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
