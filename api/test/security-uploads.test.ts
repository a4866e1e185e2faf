import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, SAMPLE, type Actor, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let canaryDir: string;
let canary: string;
const SECRET = `CANARY-${crypto.randomBytes(8).toString('hex')}`;

beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
  canaryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-canary-'));
  canary = path.join(canaryDir, 'secret.txt');
  fs.writeFileSync(canary, `${SECRET}\n`);
});
afterAll(async () => {
  await app?.cleanup();
  if (canaryDir) fs.rmSync(canaryDir, { recursive: true, force: true });
});

const mediaCount = async () => (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_files')).rows[0].n;

/** Every stored file under the media root whose bytes contain the canary or /etc/passwd's first line. */
function leakedFiles(): string[] {
  const passwd = fs.existsSync('/etc/passwd') ? fs.readFileSync('/etc/passwd', 'utf8').split('\n')[0] : null;
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else {
        const text = fs.readFileSync(abs, 'latin1');
        if (text.includes(SECRET) || (passwd && text.includes(passwd))) found.push(abs);
      }
    }
  };
  if (fs.existsSync(app.ctx.media.root)) walk(app.ctx.media.root);
  return found;
}

/** What the attack sent: a file field that names a path on the server. */
const forged = (tmpPath: string, filename: string) => ({ tmpPath, filename, mimetype: 'text/plain', size: 1024, truncated: false });

interface Route { method: 'PUT' | 'POST' | 'PATCH'; url: string | (() => Promise<string> | string); field: string; name: string; actor: () => Actor; extra?: () => Promise<object> | object }

const ROUTES: Route[] = [
  { method: 'PUT', url: '/api/utility_bill_upload/', field: 'file', name: 'bill.pdf', actor: () => world.userA },
  { method: 'PUT', url: '/api/additional_file_upload/', field: 'file', name: 'notes.txt', actor: () => world.userA, extra: () => ({ file_type: 0 }) },
  { method: 'POST', url: '/api/support_info/', field: 'file', name: 'passwd.txt', actor: () => world.userA, extra: () => ({ contact: 'user@a.test', message: 'See attached.' }) },
  { method: 'POST', url: '/api/bulk_enrichment/', field: 'file', name: 'list.csv', actor: () => world.superAdmin },
  { method: 'POST', url: '/api/prospect_now_bulk_enrichment/', field: 'file', name: 'list.csv', actor: () => world.superAdmin },
  { method: 'POST', url: '/api/portal_resource/', field: 'file', name: 'resource.txt', actor: () => world.superAdmin, extra: () => ({ name: 'Leaked' }) },
  { method: 'PATCH', url: '/api/user/', field: 'image', name: 'me.png', actor: () => world.userA },
  { method: 'PATCH', url: () => `/api/organization/${world.orgA}/`, field: 'logo', name: 'logo.png', actor: () => world.adminA },
  { method: 'PATCH', url: async () => `/api/update_lead/${await insertLead(app, world.orgA)}/`, field: 'system_image', name: 'roof.png', actor: () => world.adminA },
  {
    method: 'PATCH', field: 'pdf_file', name: 'proposal.pdf', actor: () => world.adminA,
    url: async () => {
      const lead = await insertLead(app, world.orgA);
      const p = await client(app, world.adminA.token).post('/api/proposal/', { lead, proposal_type: 2, need_customization: true });
      expect(p.status).toBe(201);
      return `/api/proposal/${p.body.id}/`;
    },
  },
];

describe('files come only from multipart bodies (issue 10, item 1)', () => {
  for (const route of ROUTES) {
    const label = `${route.method} ${typeof route.url === 'string' ? route.url : route.field}`;
    it(`${label}: a JSON ${route.field} naming a server path is a 400 naming the field, and nothing is stored`, async () => {
      const url = typeof route.url === 'string' ? route.url : await route.url();
      const extra = route.extra ? await route.extra() : {};
      const api = client(app, route.actor().token);
      for (const tmpPath of [canary, '/etc/passwd']) {
        const before = await mediaCount();
        const method = route.method.toLowerCase() as 'put' | 'post' | 'patch';
        const res = await api[method](url, { ...extra, [route.field]: forged(tmpPath, route.name) });
        expect(res.status, `${label} with ${tmpPath}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body[route.field], JSON.stringify(res.body)).toEqual([MESSAGES.fileNotMultipart]);
        expect(await mediaCount()).toBe(before);
      }
      // Any other non-null value in the file field of a JSON body is refused as well.
      for (const value of [{}, { filename: route.name }, 'x', 1]) {
        const method = route.method.toLowerCase() as 'put' | 'post' | 'patch';
        const res = await api[method](url, { ...extra, [route.field]: value });
        expect(res.status, `${label} with ${JSON.stringify(value)}`).toBe(400);
        expect(res.body[route.field], `${label} with ${JSON.stringify(value)}`).toBeDefined();
      }
      await app.ctx.jobs.drain();
      expect(leakedFiles()).toEqual([]);
    });
  }

  it('a multipart field that only looks like a file (a text value) is not a file', async () => {
    const res = await client(app, world.userA.token).upload('PUT', '/api/additional_file_upload/', { file: JSON.stringify(forged(canary, 'x.txt')) });
    expect(res.status).toBe(400);
    expect(res.body.file).toBeDefined();
    expect(leakedFiles()).toEqual([]);
  });

  it('real multipart uploads still work', async () => {
    const res = await client(app, world.userA.token).upload('PUT', '/api/additional_file_upload/', { file: SAMPLE.pdf() });
    expect(res.status).toBe(200);
    expect(res.body.file).toMatch(/^lead-files\//);
  });

  it('the media store refuses to copy a file from outside the uploads folder', async () => {
    const before = await mediaCount();
    const uploads = app.ctx.media.uploadsDir;
    const link = path.join(uploads, 'a-link');
    fs.symlinkSync(canary, link);
    const escape = `${uploads}/../${path.relative(path.dirname(uploads), canary)}`;
    for (const tmpPath of [canary, '/etc/passwd', link, escape, 'relative.txt', uploads])
      await expect(app.ctx.media.saveUpload(app.ctx.db, { tmpPath, filename: 'x.txt', mimetype: 'text/plain', size: 10, truncated: false },
        { organizationId: world.orgA, visibility: 'portal', folder: 'leads' })).rejects.toThrow();
    fs.rmSync(link);
    expect(await mediaCount()).toBe(before);
    expect(leakedFiles()).toEqual([]);
  });
});
