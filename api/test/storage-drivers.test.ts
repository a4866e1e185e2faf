import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskBlobs, type Blobs } from '../src/media/blobs.js';
import { blobStore } from '../src/media/blob-store.js';
import { copyToBucket } from '../src/media/copy-to-bucket.js';
import { S3Blobs } from '../src/media/s3-blobs.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { startS3Server } from './s3-server.js';

/**
 * Issue 27, object storage: the same suite against the disk store and an S3 bucket (a real
 * S3-protocol server, s3rver, started here): bytes in and out, ranges for sniffing, streams,
 * removal, listing; then the api itself on the bucket: an upload opens through its signed URL with
 * the same served type, sandbox and download rules as on disk, and nothing lands in DATA_DIR/media.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
const dirs: string[] = [];
beforeAll(async () => { s3 = await startS3Server(); });
afterAll(async () => {
  await s3?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Blobs>][] = [
  ['disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-blobs-'));
    dirs.push(dir);
    return new DiskBlobs(path.join(dir, 'media'));
  }],
  ['s3', async () => blobStore({ dataDir: '/nonexistent', s3: { bucket: `blobs-${Date.now()}`, endpoint: s3.endpoint } })],
];

const streamText = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

describe.each(drivers)('the %s store', (_name, make) => {
  let blobs: Blobs;
  beforeAll(async () => { blobs = await make(); });

  it('keeps bytes under a key: get, a leading range, a stream, exists', async () => {
    await blobs.put('proposals/abc123/proposal-1.pdf', Buffer.from('%PDF-1.4 hello'));
    expect((await blobs.get('proposals/abc123/proposal-1.pdf')).toString()).toBe('%PDF-1.4 hello');
    expect((await blobs.head('proposals/abc123/proposal-1.pdf', 4)).toString()).toBe('%PDF');
    expect((await blobs.head('proposals/abc123/proposal-1.pdf', 4100)).toString()).toBe('%PDF-1.4 hello');
    expect(await streamText((await blobs.stream('proposals/abc123/proposal-1.pdf'))!)).toBe('%PDF-1.4 hello');
    expect(await blobs.exists('proposals/abc123/proposal-1.pdf')).toBe(true);
    expect(await blobs.exists('proposals/abc123/other.pdf')).toBe(false);
    expect(await blobs.stream('proposals/abc123/other.pdf')).toBeNull();
  });

  it('stores a local file without reading it whole, and an empty one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-'));
    dirs.push(dir);
    const file = path.join(dir, 'upload');
    fs.writeFileSync(file, Buffer.alloc(3 * 1024 * 1024, 7));
    await blobs.putFile('leads/f1/big.bin', file, 3 * 1024 * 1024);
    expect((await blobs.get('leads/f1/big.bin')).length).toBe(3 * 1024 * 1024);
    await blobs.put('leads/f2/empty.txt', Buffer.alloc(0));
    expect((await blobs.head('leads/f2/empty.txt', 4100)).length).toBe(0);
  });

  it('removes (twice is fine) and lists every key', async () => {
    await blobs.put('logos/l1/logo.png', Buffer.from('x'));
    const keys: string[] = [];
    for await (const key of blobs.keys()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(['proposals/abc123/proposal-1.pdf', 'leads/f1/big.bin', 'logos/l1/logo.png']));
    await blobs.remove('logos/l1/logo.png');
    await blobs.remove('logos/l1/logo.png');
    expect(await blobs.exists('logos/l1/logo.png')).toBe(false);
  });

  it('refuses keys that climb out or hide', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs/path', 'a//b', 'a/./b', 'a\\b', 'a\0b', '']) {
      await expect(blobs.put(key, Buffer.from('x'))).rejects.toThrow(/escapes/);
    }
  });

  it('answers ping while reachable', async () => {
    await expect(blobs.ping()).resolves.toBeUndefined();
  });
});

describe('the api on a bucket (S3_BUCKET)', () => {
  let app: Awaited<ReturnType<typeof createTestApi>>;
  let world: World;
  const bucket = `portal-${Date.now()}`;
  beforeAll(async () => {
    app = await createTestApi({ s3: { bucket, endpoint: s3.endpoint } });
    world = await makeWorld(app);
  });
  afterAll(async () => app?.cleanup());

  it('creates the bucket, stores uploads and generated files there, and serves them with the same rules', async () => {
    expect(app.ctx.media.blobs.kind).toBe('s3');
    expect(app.ctx.media.root).toBeNull();
    // An HTML upload is kept but never shown inline on the portal's origin.
    const html = await app.ctx.media.saveBuffer(app.ctx.db, 'page.html', 'text/html', Buffer.from('<script>alert(1)</script>'), { organizationId: world.orgA, visibility: 'organization', folder: 'leads' });
    const pdf = await app.ctx.media.saveBuffer(app.ctx.db, 'doc.pdf', 'application/pdf', Buffer.from('%PDF-1.4 body'), { organizationId: world.orgA, visibility: 'organization', folder: 'leads' });
    const direct = new S3Blobs({ bucket, endpoint: s3.endpoint });
    expect((await direct.get(pdf)).toString()).toBe('%PDF-1.4 body');

    for (const [file, type, disposition] of [[pdf, 'application/pdf', 'inline'], [html, 'application/octet-stream', 'attachment']] as const) {
      const meta = await client(app, world.userA.token).get(`/api/get_media_file/${file}`);
      expect(meta.status).toBe(200);
      const served = await app.inject({ method: 'GET', url: meta.body.url.replace(/^https?:\/\/[^/]+/, '') });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(String(served.headers['content-disposition'])).toMatch(new RegExp(`^${disposition}`));
      expect(String(served.headers['content-security-policy'])).toContain('sandbox');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    // Another organization cannot have a URL made for it.
    expect((await client(app, world.userB.token).get(`/api/get_media_file/${pdf}`)).status).toBe(404);

    // Removed from the bucket with its record; its old URL answers 404, not a stale copy.
    const meta = await client(app, world.userA.token).get(`/api/get_media_file/${pdf}`);
    await app.ctx.media.remove(app.ctx.db, pdf);
    expect(await direct.exists(pdf)).toBe(false);
    expect((await app.inject({ method: 'GET', url: meta.body.url.replace(/^https?:\/\/[^/]+/, '') })).statusCode).toBe(404);
  });
});

describe('moving a disk store into a bucket (npm run media:to-bucket)', () => {
  it('copies what the bucket lacks, keeps what it has, names what the disk lost, and copies nothing the second time', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-move-'));
    dirs.push(dir);
    const disk = new DiskBlobs(path.join(dir, 'media'));
    const bucket = await blobStore({ dataDir: dir, s3: { bucket: `move-${Date.now()}`, endpoint: s3.endpoint } });
    await disk.put('leads/a1/bill.pdf', Buffer.from('%PDF-1.4 bill'));
    await disk.put('logos/b2/logo.png', Buffer.from('png bytes'));
    await bucket.put('logos/b2/logo.png', Buffer.from('png bytes'));
    const paths = ['leads/a1/bill.pdf', 'logos/b2/logo.png', 'proposals/c3/gone.pdf'];
    expect(await copyToBucket(disk, bucket, paths, { dryRun: true })).toEqual({ copied: 1, present: 1, missing: 1 });
    expect(await bucket.exists('leads/a1/bill.pdf')).toBe(false);
    expect(await copyToBucket(disk, bucket, paths)).toEqual({ copied: 1, present: 1, missing: 1 });
    expect((await bucket.get('leads/a1/bill.pdf')).toString()).toBe('%PDF-1.4 bill');
    expect(await copyToBucket(disk, bucket, paths)).toEqual({ copied: 0, present: 2, missing: 1 });
  });
});

describe('readiness (/api/ready/) names the database and the file store', () => {
  it('ready on disk; on a bucket, ready while it answers and 503 (storage unreachable) once it is gone', async () => {
    const disk = await createTestApi();
    try {
      const res = await disk.inject({ method: 'GET', url: '/api/ready/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ready', storage: 'disk' });
    } finally {
      await disk.cleanup();
    }
    const own = await startS3Server();
    const app = await createTestApi({ s3: { bucket: 'ready-check', endpoint: own.endpoint } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready/' })).json()).toMatchObject({ status: 'ready', storage: 's3' });
      await own.close();
      const down = await app.inject({ method: 'GET', url: '/api/ready/' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', storage: 'unreachable' });
      // Liveness stays up: the process is fine, only its bucket is not.
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    } finally {
      await app.cleanup();
    }
  });
});
