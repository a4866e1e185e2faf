import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { UploadedFile } from '../media/storage.js';
import { MESSAGES } from '../messages.js';
import { badRequest } from './errors.js';

/** Accepted extensions per kind of upload (lower case, no dot). */
export const FILE_TYPES = {
  support: ['xls', 'xlsx', 'csv', 'pdf', 'txt', 'doc', 'docx', 'png', 'jpeg', 'jpg'],
  document: ['pdf', 'csv', 'txt', 'xls', 'xlsx', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'zip', 'json', 'xml', 'kml', 'kmz'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  pdf: ['pdf'],
  csv: ['csv'],
} as const;

/** Schema of a file field in a multipart body (for validation and the OpenAPI document). */
export const FileField = (description = 'A file (multipart/form-data)') =>
  Type.Unsafe<UploadedFile>({ type: 'object', description, properties: { filename: { type: 'string' } } });

declare module 'fastify' {
  interface FastifyRequest { uploadedFiles?: UploadedFile[] }
}

/**
 * Multipart bodies are parsed into plain key/values (so route schemas validate them like JSON),
 * with each file streamed to a temporary file rather than held in memory. Temporary files are
 * removed when the response is sent; stored files are copies.
 */
export async function registerUploads(app: FastifyInstance, opts: { maxBytes: number; tmpDir: string }) {
  fs.mkdirSync(opts.tmpDir, { recursive: true });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: opts.maxBytes, files: 5, fields: 50, fieldSize: 1024 * 1024 },
    throwFileSizeLimit: false,
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const tmpPath = path.join(opts.tmpDir, crypto.randomBytes(12).toString('hex'));
      (this.uploadedFiles ??= []);
      const file: UploadedFile = { filename: part.filename || 'file', mimetype: part.mimetype, tmpPath, size: 0, truncated: false };
      this.uploadedFiles.push(file);
      await pipeline(part.file, fs.createWriteStream(tmpPath));
      file.size = fs.statSync(tmpPath).size;
      file.truncated = part.file.truncated;
      (part as any).value = file;
    },
  });
  app.addHook('onResponse', async (request) => {
    for (const file of request.uploadedFiles ?? []) await fs.promises.rm(file.tmpPath, { force: true });
  });
}

export const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** The uploaded file of a field, checked for presence, size and type, or a 400 naming the field. */
export function requireFile(value: unknown, allowed: readonly string[], maxBytes: number, field = 'file'): UploadedFile {
  const file = value as UploadedFile | undefined;
  if (!file || typeof file !== 'object' || !('tmpPath' in file)) throw badRequest({ [field]: MESSAGES.fileRequired });
  if (file.truncated) throw badRequest({ [field]: MESSAGES.fileTooLarge(Math.round(maxBytes / 1024 / 1024)) });
  const ext = extensionOf(file.filename);
  if (!allowed.includes(ext)) throw badRequest({ [field]: MESSAGES.fileType(ext, allowed) });
  if (file.size === 0) throw badRequest({ [field]: MESSAGES.fileEmpty });
  return file;
}

export const tmpDirFor = (dataDir: string | null) => (dataDir ? path.join(dataDir, 'tmp') : path.join(os.tmpdir(), 'portal-uploads'));
