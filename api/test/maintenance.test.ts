import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTemporaryFiles, sweepUnattachedUploads } from '../src/jobs/maintenance.js';
import { createTestApi, makeOrganization } from './harness.js';

describe('housekeeping (issue 10 item 14)', () => {
  let app: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => { app = await createTestApi(); });
  afterAll(async () => { await app.cleanup(); });

  /** A wizard upload never attached to a lead, made hoursAgo ago. */
  async function unattached(organizationId: number, hoursAgo: number, leadId: number | null = null) {
    const file = await app.ctx.media.saveBuffer(app.ctx.db, 'bill.pdf', 'application/pdf', Buffer.from('%PDF-1.4 bill'), { organizationId, visibility: 'organization', folder: 'lead-files' });
    await app.ctx.db.query(
      `INSERT INTO lead_files (lead_id, organization_id, kind, name, file, created) VALUES ($1, $2, 'utility_bill', 'bill.pdf', $3, now() - ($4::text || ' hours')::interval)`,
      [leadId, organizationId, file, String(hoursAgo)]);
    return file;
  }

  it('removes wizard uploads a lead never claimed after a day, with their stored copies, and keeps recent ones', async () => {
    const org = await makeOrganization(app, 'Sweep Co');
    const stale = await unattached(org, 25);
    const recent = await unattached(org, 1);
    expect(await sweepUnattachedUploads(app.ctx)).toBe(1);
    const { rows } = await app.ctx.db.query<{ file: string }>('SELECT file FROM lead_files WHERE organization_id = $1', [org]);
    expect(rows.map((row) => row.file)).toEqual([recent]);
    expect(fs.existsSync(app.ctx.media.absolute(stale))).toBe(false);
    expect((await app.ctx.db.query('SELECT 1 FROM media_files WHERE path = $1', [stale])).rows).toEqual([]);
    expect(fs.existsSync(app.ctx.media.absolute(recent))).toBe(true);
  });

  it('removes temporary upload files left behind by a crash, and only old ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
    fs.writeFileSync(path.join(dir, 'old'), 'x');
    fs.writeFileSync(path.join(dir, 'new'), 'y');
    const hourAgo = (Date.now() - 2 * 3600_000) / 1000;
    fs.utimesSync(path.join(dir, 'old'), hourAgo, hourAgo);
    expect(await sweepTemporaryFiles(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['new']);
    expect(await sweepTemporaryFiles(path.join(dir, 'missing'))).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
