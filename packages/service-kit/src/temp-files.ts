import fs from 'node:fs';
import path from 'node:path';

/** A temporary upload file lives for one request; one this old was left behind by a crash. */
export const STALE_TEMP_FILE_MS = 60 * 60 * 1000;

/** Removes files of a temporary upload folder older than olderThanMs; returns how many. */
export async function sweepTemporaryFiles(dir: string, olderThanMs = STALE_TEMP_FILE_MS, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[];
  try { names = await fs.promises.readdir(dir); } catch { return 0; }
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (stat.isFile() && now - stat.mtimeMs > olderThanMs) { await fs.promises.rm(file, { force: true }); removed++; }
    } catch { /* gone meanwhile */ }
  }
  return removed;
}
