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
/** Why a multipart body is refused (400), written once. */
export const MULTIPART_MESSAGES = {
  notJson: 'The "operations" and "map" fields must be JSON (GraphQL multipart request spec).',
  operations: 'The "operations" field must be one GraphQL operation (a JSON object).',
  map: 'The "map" field must be a JSON object of lists of paths (GraphQL multipart request spec).',
  noFile: (key: string) => `No file was sent for "${key}" of the map.`,
  badPath: (target: string) => `The map points to "${target}", which is not a variable of the operation.`,
} as const;

/**
 * Why a multipart body could not be read, for the client: the parser's own words about the body
 * ("Unexpected end of form"), never a system error's, which names the server's temporary paths.
 */
const unreadable = (error: unknown) => {
  const failure = error as NodeJS.ErrnoException;
  const reason = failure?.syscall || failure?.path || !failure?.message ? 'the upload could not be stored' : failure.message;
  return `The multipart body could not be read: ${reason}`;
};

const errorResponse = (status: number, message: string, code: string) =>
  new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), { status, headers: { 'content-type': 'application/json' } });

async function parseMultipart(request: Request, maxBytes: number, tmpDir: string, tempFiles: string[]): Promise<any> {
  if (!request.body) return errorResponse(400, 'The multipart body is empty.', 'BAD_REQUEST');
  let busboy: InstanceType<typeof Busboy>;
  try {
    busboy = new Busboy({ headers: { 'content-type': request.headers.get('content-type')! }, limits: { fileSize: maxBytes, files: 5, fields: 10, fieldSize: 1024 * 1024 } });
  } catch (error) {
    return errorResponse(400, unreadable(error), 'BAD_REQUEST');
  }
  const fields: Record<string, string> = {};
  const received = new Map<string, { tmp: string; filename: string; mimetype: string; written: Promise<void> }>();
  let tooLarge = false;
  busboy.on('field', (name: string, value: string) => { fields[name] = value; });
  busboy.on('file', (name: string, stream: NodeJS.ReadableStream & { truncated?: boolean }, filename: string, _enc: string, mimetype: string) => {
    const tmp = path.join(tmpDir, crypto.randomBytes(12).toString('hex'));
    tempFiles.push(tmp);
    stream.on('limit', () => { tooLarge = true; });
    const written = pipeline(stream, fs.createWriteStream(tmp));
    // A body cut short fails this write too; that failure is answered below (400), never left unhandled.
    written.catch(() => undefined);
    received.set(name, { tmp, filename: filename || name, mimetype: mimetype || 'application/octet-stream', written });
  });
  try {
    await pipeline(Readable.from(chunksOf(request.body)), busboy);
    await Promise.all([...received.values()].map((r) => r.written));
  } catch (error) {
    return errorResponse(400, unreadable(error), 'BAD_REQUEST');
  }
  if (tooLarge) return errorResponse(413, `File size limit exceeded: ${maxBytes} bytes`, 'REQUEST_ENTITY_TOO_LARGE');
  let operations: unknown;
  let map: unknown;
  try {
    operations = JSON.parse(fields.operations ?? '');
    map = JSON.parse(fields.map ?? '{}');
  } catch {
    return errorResponse(400, MULTIPART_MESSAGES.notJson, 'BAD_REQUEST');
  }
  if (!isPlainObject(operations)) return errorResponse(400, MULTIPART_MESSAGES.operations, 'BAD_REQUEST');
  if (!isPlainObject(map) || !Object.values(map).every((paths) => Array.isArray(paths) && paths.every((p) => typeof p === 'string'))) {
    return errorResponse(400, MULTIPART_MESSAGES.map, 'BAD_REQUEST');
  }
  for (const [key, paths] of Object.entries(map as Record<string, string[]>)) {
    const part = received.get(key);
    if (!part) return errorResponse(400, MULTIPART_MESSAGES.noFile(key), 'BAD_REQUEST');
    const file = new File([await fs.openAsBlob(part.tmp, { type: part.mimetype })], part.filename, { type: part.mimetype });
    for (const target of paths) if (!setPath(operations, target, file)) return errorResponse(400, MULTIPART_MESSAGES.badPath(target), 'BAD_REQUEST');
  }
  return operations;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys a path may never walk: they reach Object.prototype (`__proto__.x` polluted every later request). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** The body's chunks; Yoga's Request body is a ponyfilled ReadableStream, not Node's own. */
async function* chunksOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * Puts a value at a dotted path such as "variables.input.image" or "variables.files.1": only
 * under `variables` and only through the operation's own keys (the spec sends null at the place
 * itself). False when the path leads nowhere in the operation.
 */
function setPath(root: Record<string, unknown>, dotted: string, value: unknown): boolean {
  const keys = dotted.split('.');
  if (keys[0] !== 'variables' || keys.length < 2 || keys.some((key) => FORBIDDEN_KEYS.has(key))) return false;
  let node: unknown = root;
  for (const key of keys.slice(0, -1)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  if (node === null || typeof node !== 'object') return false;
  (node as Record<string, unknown>)[keys.at(-1)!] = value;
  return true;
}
