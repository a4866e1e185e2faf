import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import type { Plugin } from 'graphql-yoga';

/**
 * The GraphQL multipart request spec without holding files in memory: each file part streams to
 * a temporary file as it arrives (refused past maxBytes with 413), and resolvers get a File backed
 * by that file on disk (fs.openAsBlob), which undici streams on to the api. Temporary files are
 * removed when the response is sent.
 */
export function useDiskUploads(options: { maxBytes: number; tmpDir?: string; isSignedIn: (request: Request) => Promise<boolean> }): Plugin {
  const tmpDir = uploadTmpDir(options.tmpDir);
  fs.mkdirSync(tmpDir, { recursive: true });
  const tempFiles = new WeakMap<Request, string[]>();
  return {
    onRequestParse({ request, setRequestParser }) {
      if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) return;
      setRequestParser(async (req) => {
        // Every upload needs a session: a stranger's body is refused before a byte of it is read.
        if (!(await options.isSignedIn(req))) return errorResponse(401, UPLOAD_NEEDS_SESSION, 'UNAUTHENTICATED');
        const files: string[] = [];
        tempFiles.set(request, files);
        return parseMultipart(req, options.maxBytes, tmpDir, files);
      });
    },
    onResponse({ request }) {
      for (const file of tempFiles.get(request) ?? []) fs.rm(file, { force: true }, () => undefined);
    },
  };
}

/** Where uploads wait while their request runs (UPLOAD_TMP_DIR, else a folder of the OS temp dir). */
export const uploadTmpDir = (configured?: string) => configured ?? path.join(os.tmpdir(), 'portal-gateway-uploads');

export const UPLOAD_NEEDS_SESSION = 'Sign in to upload files.';

const errorResponse = (status: number, message: string, code: string) =>
  new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), { status, headers: { 'content-type': 'application/json' } });

async function parseMultipart(request: Request, maxBytes: number, tmpDir: string, tempFiles: string[]): Promise<any> {
  if (!request.body) return errorResponse(400, 'The multipart body is empty.', 'BAD_REQUEST');
  let busboy: InstanceType<typeof Busboy>;
  try {
    busboy = new Busboy({ headers: { 'content-type': request.headers.get('content-type')! }, limits: { fileSize: maxBytes, files: 5, fields: 10, fieldSize: 1024 * 1024 } });
  } catch (error) {
    return errorResponse(400, `The multipart body could not be read: ${(error as Error).message}`, 'BAD_REQUEST');
  }
  const fields: Record<string, string> = {};
  const received = new Map<string, { tmp: string; filename: string; mimetype: string; written: Promise<void> }>();
  let tooLarge = false;
  busboy.on('field', (name: string, value: string) => { fields[name] = value; });
  busboy.on('file', (name: string, stream: NodeJS.ReadableStream & { truncated?: boolean }, filename: string, _enc: string, mimetype: string) => {
    const tmp = path.join(tmpDir, crypto.randomBytes(12).toString('hex'));
    tempFiles.push(tmp);
    stream.on('limit', () => { tooLarge = true; });
    received.set(name, { tmp, filename: filename || name, mimetype: mimetype || 'application/octet-stream', written: pipeline(stream, fs.createWriteStream(tmp)) });
  });
  try {
    await pipeline(Readable.from(chunksOf(request.body)), busboy);
    await Promise.all([...received.values()].map((r) => r.written));
  } catch (error) {
    return errorResponse(400, `The multipart body could not be read: ${(error as Error).message}`, 'BAD_REQUEST');
  }
  if (tooLarge) return errorResponse(413, `File size limit exceeded: ${maxBytes} bytes`, 'REQUEST_ENTITY_TOO_LARGE');
  let operations: any;
  let map: Record<string, string[]>;
  try {
    operations = JSON.parse(fields.operations ?? '');
    map = JSON.parse(fields.map ?? '{}');
  } catch {
    return errorResponse(400, 'The "operations" and "map" fields must be JSON (GraphQL multipart request spec).', 'BAD_REQUEST');
  }
  for (const [key, paths] of Object.entries(map)) {
    const part = received.get(key);
    if (!part || !Array.isArray(paths)) return errorResponse(400, `No file was sent for "${key}" of the map.`, 'BAD_REQUEST');
    const file = new File([await fs.openAsBlob(part.tmp, { type: part.mimetype })], part.filename, { type: part.mimetype });
    for (const target of paths) setPath(operations, target, file);
  }
  return operations;
}

/** The body's chunks; Yoga's Request body is a ponyfilled ReadableStream, not Node's own. */
async function* chunksOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** Puts a value at a dotted path such as "variables.input.image" or "0.variables.files.1". */
function setPath(root: any, dotted: string, value: unknown) {
  const keys = dotted.split('.');
  let node = root;
  for (const key of keys.slice(0, -1)) {
    if (node == null || typeof node !== 'object') return;
    node = node[key];
  }
  if (node != null && typeof node === 'object') node[keys.at(-1)!] = value;
}
