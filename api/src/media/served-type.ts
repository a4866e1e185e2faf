import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from '../http/uploads.js';

/**
 * How a stored file is served (issue 10, item 3). The type comes from the file's bytes and its
 * extension, never from what the uploader declared: only types a browser cannot run script from
 * are shown inline; everything else is a download of application/octet-stream.
 */
export interface ServedType {
  contentType: string;
  /** Whether the browser may show it (Content-Disposition: inline); otherwise attachment. */
  inline: boolean;
}

/**
 * Every answer of /api/media/ (errors too) is a sandboxed document that loads nothing and is never
 * sniffed into another type, so even a file that got past the type checks cannot run script on the
 * portal's origin.
 */
export const MEDIA_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
} as const;

export const DOWNLOAD_ONLY: ServedType = { contentType: 'application/octet-stream', inline: false };
export const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** Inline types, recognised by their magic bytes, with the extensions each may have. */
const INLINE_BY_MAGIC: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};
/** Extensions shown inline as plain text when the bytes have no binary signature. */
const TEXT_EXTENSIONS: readonly string[] = ['txt', 'csv'];

/** How many leading bytes decide the type (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/** The served type of a file from its leading bytes (SNIFF_BYTES suffice) and its name. */
export async function servedTypeOf(head: Uint8Array, filename: string): Promise<ServedType> {
  const ext = extensionOf(filename);
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  if (detected) {
    const extensions = INLINE_BY_MAGIC[detected.mime];
    return extensions?.includes(ext) ? { contentType: detected.mime, inline: true } : DOWNLOAD_ONLY;
  }
  // No binary signature: text, if the name says so and the bytes look like text (no NUL bytes).
  if (TEXT_EXTENSIONS.includes(ext) && !head.includes(0)) return { contentType: PLAIN_TEXT, inline: true };
  return DOWNLOAD_ONLY;
}

/** The leading bytes of a file on disk (fewer when the file is shorter). */
export async function headOf(abs: string): Promise<Buffer> {
  const handle = await fs.promises.open(abs, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The served type of a file on disk. */
export async function servedTypeOfFile(abs: string, filename: string): Promise<ServedType> {
  return servedTypeOf(await headOf(abs), filename);
}

/**
 * Content-Disposition for a stored file: an ASCII fallback filename (quotes, backslashes, control
 * and non-ASCII characters replaced) and the exact name as RFC 5987 filename* (UTF-8), so no name
 * can break out of the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const base = path.basename(String(name || 'file').replace(/\\/g, '/')) || 'file';
  const fallback = base.replace(/[^\x20-\x7e]|["\\%;]/g, '_').slice(0, 200) || 'file';
  const encoded = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
