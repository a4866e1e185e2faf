import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where the bytes of stored files live (issue 27): the api host's disk (DATA_DIR/media, the
 * default for `npm start`), or an S3-compatible bucket (s3-blobs.ts) so that several api hosts
 * serve the same files. MediaStore (storage.ts) keeps the records, names, signatures and served
 * types; a Blobs only stores bytes under keys like "proposals/<random>/proposal-3.pdf".
 */
export interface Blobs {
  /** "disk" or "s3", for /ready and the logs. */
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a local file's bytes (an upload's temporary file) without reading it whole. */
  putFile(key: string, file: string, size: number): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The first `bytes` bytes (fewer for a short file), for sniffing the served type. */
  head(key: string, bytes: number): Promise<Buffer>;
  /** A stream of the bytes, or null when the key has none. */
  stream(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the key (missing keys are ignored). */
  remove(key: string): Promise<void>;
  /** Every key, for the disk → bucket copy. */
  keys(): AsyncIterable<string>;
  /** Throws when the store cannot be reached (the readiness check). */
  ping(): Promise<void>;
}

/** A key as stored: relative, "/"-separated, no "..", no empty or dot segments. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (!key || parts.some((p) => p === '' || p === '.' || p === '..') || key.includes('\\') || key.includes('\0')) {
    throw new Error('media path escapes the media root');
  }
  return key;
}

/** The disk store: DATA_DIR/media/<key>. A file's folder (folder/<random>/) is removed with it. */
export class DiskBlobs implements Blobs {
  readonly kind = 'disk' as const;
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  absolute(key: string): string {
    const abs = path.resolve(this.root, checkKey(key));
    if (!abs.startsWith(this.root + path.sep)) throw new Error('media path escapes the media root');
    return abs;
  }

  async put(key: string, data: Buffer) {
    const abs = this.absolute(key);
    await fs.promises.mkdir(path.dirname(abs), { recursive: true });
    await fs.promises.writeFile(abs, data);
  }

  async putFile(key: string, file: string) {
    const abs = this.absolute(key);
    await fs.promises.mkdir(path.dirname(abs), { recursive: true });
    await fs.promises.copyFile(file, abs);
  }

  get(key: string) {
    return fs.promises.readFile(this.absolute(key));
  }

  async head(key: string, bytes: number) {
    const handle = await fs.promises.open(this.absolute(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async stream(key: string) {
    const abs = this.absolute(key);
    return (await this.exists(key)) ? fs.createReadStream(abs) : null;
  }

  async exists(key: string) {
    return fs.promises.stat(this.absolute(key)).then((s) => s.isFile(), () => false);
  }

  async remove(key: string) {
    const abs = this.absolute(key);
    await fs.promises.rm(abs, { force: true });
    // The random folder the key was made in (folder/<random>/name) goes with it when empty.
    await fs.promises.rmdir(path.dirname(abs)).catch(() => {});
  }

  async *keys(): AsyncIterable<string> {
    const walk = async function* (dir: string, prefix: string): AsyncIterable<string> {
      for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
        const key = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
        else if (entry.isFile()) yield key;
      }
    };
    yield* walk(this.root, '');
  }

  async ping() {
    await fs.promises.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }
}

/** Node Readable from the SDK's body (a Readable in Node already; a web stream elsewhere). */
export function toReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream);
}
