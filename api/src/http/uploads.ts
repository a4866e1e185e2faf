import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { MESSAGES } from '../messages.js';
import { badRequest, HttpError } from './errors.js';
import { contentMatchesExtension } from './file-signature.js';

/** A file received in a multipart request, streamed to a temporary file (MediaStore.saveUpload copies it in). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  tmpPath: string;
  size: number;
  truncated: boolean;
}

/** Accepted extensions per kind of upload (lower case, no dot). */
export const FILE_TYPES = {
  support: ['xls', 'xlsx', 'csv', 'pdf', 'txt', 'doc', 'docx', 'png', 'jpeg', 'jpg'],
  document: ['pdf', 'csv', 'txt', 'xls', 'xlsx', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'zip', 'json', 'xml', 'kml', 'kmz'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  pdf: ['pdf'],
  csv: ['csv'],
} as const;

/** Marks the schema of a file field, so a JSON body carrying one can be refused (a symbol: invisible to Ajv). */
const FILE_FIELD = Symbol('portal.fileField');

/** Schema of a file field in a multipart body (for validation and the OpenAPI document). */
export const FileField = (description = 'A file (multipart/form-data)') =>
  Object.assign(Type.Unsafe<UploadedFile>({ type: 'object', description, properties: { filename: { type: 'string' } } }), { [FILE_FIELD]: true });

declare module 'fastify' {
  interface FastifyRequest { uploadedFiles?: UploadedFile[] }
}

/**
 * The files the multipart parser made. Only these are files: an object from a JSON body (or any
 * other source) that merely looks like one, e.g. {"tmpPath": "/etc/passwd"}, is not (issue 10).
 */
const parsedFiles = new WeakSet<object>();

/** Whether a value is a file the multipart parser received (see registerUploads). */
export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && parsedFiles.has(value);

const isFileSchema = (schema: any): boolean =>
  !!schema && typeof schema === 'object' && (schema[FILE_FIELD] === true || (Array.isArray(schema.anyOf) && schema.anyOf.some(isFileSchema)));

/** The top-level fields of a route's body schema that take a file. */
function fileFieldsOf(body: any): string[] {
  const properties = body && typeof body === 'object' ? body.properties : null;
  return properties ? Object.keys(properties).filter((key) => isFileSchema(properties[key])) : [];
}

/** The errors of @fastify/multipart that already say what is wrong (limits: 413; a prototype field name: 400). */
const PLUGIN_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE', 'FST_PROTO_VIOLATION']);

/**
 * What a failure while reading a multipart body means for the client. Everything busboy or the
 * plugin refuses (no boundary, a truncated body, a JSON text sent as multipart, a JSON part that is
 * not JSON) is the client's doing: 400. Only a failure of our own disk (an error with a syscall)
 * stays a server error.
 */
function multipartError(error: any): unknown {
  if (error?.syscall) return error;
  if (PLUGIN_ERRORS.has(error?.code)) return error;
  return new HttpError(400, { detail: MESSAGES.multipartMalformed });
}

/**
 * Multipart bodies are parsed into plain key/values (so route schemas validate them like JSON),
 * with each file streamed to a temporary file rather than held in memory. Temporary files are
 * removed when the response is sent; stored files are copies.
 *
 * The parts are read here rather than by the plugin's attachFieldsToBody, so that a malformed body
 * on any route (login included, and DELETE, whose body Fastify parses too) is a 400 (issue 11).
 */
export async function registerUploads(app: FastifyInstance, opts: { maxBytes: number; tmpDir: string }) {
  fs.mkdirSync(opts.tmpDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: opts.maxBytes, files: 5, fields: 50, fieldSize: 1024 * 1024 },
    throwFileSizeLimit: false,
  });

  const saveFile = async (request: FastifyRequest, part: MultipartFile): Promise<UploadedFile> => {
    const tmpPath = path.join(opts.tmpDir, crypto.randomBytes(12).toString('hex'));
    (request.uploadedFiles ??= []);
    const file: UploadedFile = { filename: part.filename || 'file', mimetype: part.mimetype, tmpPath, size: 0, truncated: false };
    parsedFiles.add(file);
    request.uploadedFiles.push(file);
    await pipeline(part.file, fs.createWriteStream(tmpPath));
    file.size = fs.statSync(tmpPath).size;
    file.truncated = part.file.truncated;
    return file;
  };

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    // Each field name keeps its value, or the list of its values when it is repeated.
    const body: Record<string, unknown> = Object.create(null);
    const add = (name: string, value: unknown) => {
      const previous = body[name];
      body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') add(part.fieldname, await saveFile(request, part));
        else add(part.fieldname, part.value);
      }
    } catch (error) {
      throw multipartError(error);
    }
    request.body = { ...body };
  });

  // A file field of a body that is not multipart (JSON) is refused outright, naming the field;
  // null stays allowed where the schema takes it (it removes an image or logo).
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (!body || typeof body !== 'object' || request.isMultipart()) return;
    const problems: Record<string, string> = {};
    for (const field of fileFieldsOf(request.routeOptions.schema?.body)) {
      if (body[field] !== undefined && body[field] !== null) problems[field] = MESSAGES.fileNotMultipart;
    }
    if (Object.keys(problems).length) throw badRequest(problems);
  });
  app.addHook('onResponse', async (request) => {
    for (const file of request.uploadedFiles ?? []) await fs.promises.rm(file.tmpPath, { force: true });
  });
}

export const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/**
 * The uploaded file of a field, checked for presence, size and type, or a 400 naming the field.
 * Only a file the multipart parser received is accepted (isUploadedFile): never a value of a JSON body.
 */
export function requireFile(value: unknown, allowed: readonly string[], maxBytes: number, field = 'file'): UploadedFile {
  if (!isUploadedFile(value)) {
    const plainObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    throw badRequest({ [field]: plainObject ? MESSAGES.fileNotMultipart : MESSAGES.fileRequired });
  }
  const file = value;
  if (file.truncated) throw badRequest({ [field]: MESSAGES.fileTooLarge(Math.round(maxBytes / 1024 / 1024)) });
  const ext = extensionOf(file.filename);
  if (!allowed.includes(ext)) throw badRequest({ [field]: MESSAGES.fileType(ext, allowed) });
  if (file.size === 0) throw badRequest({ [field]: MESSAGES.fileEmpty });
  if (!contentMatchesExtension(file.tmpPath, ext)) throw badRequest({ [field]: MESSAGES.fileContent(ext) });
  return file;
}

export const tmpDirFor = (dataDir: string | null) => (dataDir ? path.join(dataDir, 'tmp') : path.join(os.tmpdir(), 'portal-uploads'));
