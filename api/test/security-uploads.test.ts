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
  const root = app.ctx.media.root; // the tests' store is the disk one
  if (root && fs.existsSync(root)) walk(root);
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

const HTML = '<!doctype html><html><body><script>document.title = "pwned"; fetch("/graphql")</script></body></html>\n';
const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>document.title = "pwned"</script></svg>\n';
const SANDBOX = "sandbox; default-src 'none'";

/** Signs a stored path and fetches it the way a browser does (no token). */
async function serve(rel: string, query = '') {
  const url = new URL(app.ctx.media.signedUrl(rel));
  return app.inject({ method: 'GET', url: url.pathname + url.search + query });
}

async function uploadLeadFile(file: { name: string; content: string | Buffer; type?: string }) {
  const res = await client(app, world.userA.token).upload('PUT', '/api/additional_file_upload/', { file });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.file as string;
}

const storedType = async (rel: string) => (await app.ctx.db.query('SELECT content_type FROM media_files WHERE path = $1', [rel])).rows[0].content_type;

function expectMediaHeaders(res: { headers: Record<string, unknown> }) {
  expect(res.headers['content-security-policy']).toBe(SANDBOX);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('media are served by their bytes, never by the declared type (issue 10, item 3)', () => {
  it('serves an HTML payload declared text/html as plain text or a download, never as HTML', async () => {
    const asText = await uploadLeadFile({ name: 'notes.txt', type: 'text/html', content: HTML });
    const res = await serve(asText);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expectMediaHeaders(res);
    // The same bytes named .json (accepted for lead files): not a type shown inline.
    const asJson = await uploadLeadFile({ name: 'data.json', type: 'text/html', content: HTML });
    const json = await serve(asJson);
    expect(json.headers['content-type']).toBe('application/octet-stream');
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="data\.json"/);
    expectMediaHeaders(json);
    expect(await storedType(asJson)).toBe('application/octet-stream');
  });

  it('serves an SVG (declared image/svg+xml) as a download', async () => {
    const rel = await uploadLeadFile({ name: 'logo.xml', type: 'image/svg+xml', content: SVG });
    const res = await serve(rel);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expectMediaHeaders(res);
  });

  it('shows a real PNG inline as image/png; a .png whose bytes are HTML, or PNG bytes named .jpg, are refused at upload', async () => {
    const png = await uploadLeadFile({ ...SAMPLE.png(), type: 'text/html' });
    const ok = await serve(png);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['content-disposition']).toBe('inline; filename="photo.png"; filename*=UTF-8\'\'photo.png');
    expectMediaHeaders(ok);
    expect(await storedType(png)).toBe('image/png');

    // Issue 15: content that does not match its extension is refused before it is stored.
    const c = client(app, world.userA.token);
    const refused = await c.upload('PUT', '/api/additional_file_upload/', { file: { name: 'photo.png', type: 'image/png', content: HTML } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ file: [MESSAGES.fileContent('png')] });
    const renamed = await c.upload('PUT', '/api/additional_file_upload/', { file: { ...SAMPLE.png(), name: 'photo.jpg' } });
    expect(renamed.body).toEqual({ file: [MESSAGES.fileContent('jpg')] });
  });

  it('shows CSV and text as text/plain, PDF as application/pdf (download=true makes it an attachment)', async () => {
    const csv = await uploadLeadFile(SAMPLE.csv());
    const res = await serve(csv);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.body).toContain('100 Main St');
    const pdf = await uploadLeadFile({ ...SAMPLE.pdf(), type: 'text/html' });
    const shown = await serve(pdf);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    const downloaded = await serve(pdf, '&download=true');
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment;/);
    expectMediaHeaders(downloaded);
    // get_media_file tells the type the file is served with.
    const signed = await client(app, world.userA.token).get(`/api/get_media_file/${csv}/`);
    expect(signed.body.content_type).toBe('text/plain; charset=utf-8');
  });

  it('keeps generated PDFs application/pdf', async () => {
    const data = Buffer.from(SAMPLE.pdf().content);
    const rel = await app.ctx.media.saveBuffer(app.ctx.db, 'proposal-1.pdf', 'application/pdf', data, { organizationId: world.orgA, visibility: 'organization', folder: 'proposals' });
    expect(await storedType(rel)).toBe('application/pdf');
    expect((await serve(rel)).headers['content-type']).toBe('application/pdf');
  });

  it('re-decides at serve time: a file stored before the fix with a declared text/html or image/svg+xml is a download', async () => {
    for (const [name, type, content] of [['page.html', 'text/html', HTML], ['icon.svg', 'image/svg+xml', SVG], ['old.png', 'image/png', HTML], ['old.txt', 'text/html', '\0\0binary']] as const) {
      const rel = await app.ctx.media.saveBuffer(app.ctx.db, name, type, Buffer.from(content), { organizationId: world.orgA, visibility: 'organization', folder: 'leads' });
      await app.ctx.db.query('UPDATE media_files SET content_type = $2 WHERE path = $1', [rel, type]); // as stored before issue 10
      const res = await serve(rel);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type'], name).toBe('application/octet-stream');
      expect(res.headers['content-disposition'], name).toMatch(/^attachment;/);
      expectMediaHeaders(res);
      const signed = await client(app, world.userA.token).get(`/api/get_media_file/${rel}/`);
      expect(signed.body.content_type, name).toBe('application/octet-stream');
    }
  });

  it('names files safely: ASCII fallback plus RFC 5987 filename*, no header injection', async () => {
    const name = 'Résumé "final"\r\nSet-Cookie: x=1;.txt';
    const rel = await app.ctx.media.saveBuffer(app.ctx.db, name, 'text/plain', Buffer.from('hello'), { organizationId: world.orgA, visibility: 'organization', folder: 'leads' });
    const res = await serve(rel);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toBe(`inline; filename="R_sum_ _final___Set-Cookie: x=1_.txt"; filename*=UTF-8''${encodeURIComponent(name).replace(/'/g, '%27')}`);
  });

  it('carries the sandbox and nosniff headers on refusals too, and answers bad paths with 400/404, never 500', async () => {
    const rel = await uploadLeadFile(SAMPLE.pdf());
    const url = new URL(app.ctx.media.signedUrl(rel));
    const forbidden = await app.inject({ method: 'GET', url: `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=forged` });
    expect(forbidden.statusCode).toBe(403);
    expectMediaHeaders(forbidden);
    const missing = await serve('leads/0000/missing.pdf');
    expect(missing.statusCode).toBe(404);
    expectMediaHeaders(missing);
    const unsigned = await app.inject({ method: 'GET', url: url.pathname });
    expect(unsigned.statusCode).toBe(400);
    expectMediaHeaders(unsigned);
    for (const bad of ['/api/media/%E0%A4%A', '/api/media/leads/%00/x.pdf', '/api/media/%', '/api/media/leads/%zz.pdf']) {
      const res = await app.inject({ method: 'GET', url: `${bad}${url.search}` });
      expect([400, 404], `${bad}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expectMediaHeaders(res);
      const signedUrl = await client(app, world.userA.token).get(bad.replace('/api/media/', '/api/get_media_file/'));
      expect([400, 404], `${bad}: ${signedUrl.status}`).toContain(signedUrl.status);
    }
  });
});
