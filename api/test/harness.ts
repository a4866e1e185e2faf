import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApi, type ApiApp } from '../src/app.js';
import { hashPassword, hashToken, newToken } from '../src/auth/passwords.js';
import type { Config } from '../src/config.js';
import { openPglite, openPostgres } from '../src/db/client.js';
import { createPostgresDatabase, migratedPgliteDump } from './template-db.js';

/**
 * A fresh database for a test: in-memory PGlite by default (or on disk under pgliteDir); with
 * TEST_DATABASE=postgres a new database on the server of TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres). reopen() connects again to the same data.
 *
 * Each one is a clone of the database the run migrated once (global-setup.ts, template-db.ts):
 * creating a PGlite and running every migration took seconds per call, loading a dump of the
 * migrated one (or CREATE DATABASE ... TEMPLATE) a fraction of that. Each call still gets its own.
 */
export async function openTestDb(pgliteDir: string | null = null) {
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(adminUrl);
    await createPostgresDatabase(admin, name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      db: await openPostgres(url.toString()),
      reopen: () => openPostgres(url.toString()),
      drop: async () => { await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await admin.close(); },
    };
  }
  const loadDataDir = await migratedPgliteDump();
  return { db: await openPglite(pgliteDir, { loadDataDir }), reopen: () => openPglite(pgliteDir), drop: async () => {} };
}

/**
 * Every test request comes from 127.0.0.1: the public link pages' and the signing form's throttles
 * (issue 24) are off unless a test turns them on (signing-bomb.test.ts does).
 */
export const testConfig = (dataDir: string) => ({
  // PDFs and bulk files are worked on the test's own thread: a worker thread would load and compile
  // the renderers again in every test file (seconds each, past 30 s on a starved machine).
  // offload.test.ts and signing-bomb.test.ts ask for the worker that production uses.
  workThreads: 0,
  dataDir, jobPollMs: 0, publicUrl: 'http://api.test', webUrl: 'http://web.test', uploadMaxBytes: 1024 * 1024, signRateLimit: 0, publicPageRateLimit: 0,
});

/**
 * Test api on a fresh database (see openTestDb). The background worker is off: tests call
 * app.ctx.jobs.drain() to finish jobs deterministically. `config` overrides the test config.
 */
export async function createTestApi(config: Partial<Config> = {}): Promise<ApiApp & { cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const { db, drop } = await openTestDb();
  const app = await createApi({ db, logger: process.env.DBG ? true : false, config: { ...testConfig(dataDir), ...config } });
  await app.ready();
  return Object.assign(app, {
    async cleanup() {
      await app.close();
      await db.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

export interface Actor { id: number; token: string; email: string; organizationId: number }

let passwordHash: Promise<string> | null = null;
export const PASSWORD = 'secret123';

/** Creates a user directly (no sign-up) and a token for it. */
export async function makeUser(app: ApiApp, opts: { email: string; organizationId: number; userType?: number; membershipType?: number; first?: string; last?: string }): Promise<Actor> {
  passwordHash ??= hashPassword(PASSWORD);
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `INSERT INTO users (email, phone_number, first_name, last_name, password_hash, user_type, organization_id, membership_type, is_terms_accepted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING id`,
    [opts.email, '+1' + String(Math.floor(Math.random() * 9e9) + 1e9), opts.first ?? opts.email.split('@')[0], opts.last ?? 'Tester', await passwordHash,
      opts.userType ?? 0, opts.organizationId, opts.membershipType ?? 0]);
  const token = newToken();
  await app.ctx.db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), rows[0].id]);
  return { id: rows[0].id, token, email: opts.email, organizationId: opts.organizationId };
}

export async function makeOrganization(app: ApiApp, name: string, businessType = 0): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>('INSERT INTO organizations (name, business_type) VALUES ($1, $2) RETURNING id', [name, businessType]);
  return rows[0].id;
}

/**
 * The cast of the scoping matrix: organization A (sales affiliate) with an org admin, a regular
 * user and a viewer admin; organization B (EPC member) with an org admin and a regular user; and a
 * super admin of a third, operator organization.
 */
export async function makeWorld(app: ApiApp) {
  const orgA = await makeOrganization(app, 'Sunrise Affiliates', 0);
  const orgB = await makeOrganization(app, 'Bright EPC', 1);
  const orgOps = await makeOrganization(app, 'Portal Operators', 0);
  return {
    orgA, orgB, orgOps,
    superAdmin: await makeUser(app, { email: 'super@ops.test', organizationId: orgOps, userType: 3, membershipType: 1 }),
    adminA: await makeUser(app, { email: 'admin@a.test', organizationId: orgA, membershipType: 1 }),
    userA: await makeUser(app, { email: 'user@a.test', organizationId: orgA }),
    viewerA: await makeUser(app, { email: 'viewer@a.test', organizationId: orgA, userType: 1 }),
    adminB: await makeUser(app, { email: 'admin@b.test', organizationId: orgB, membershipType: 1 }),
    userB: await makeUser(app, { email: 'user@b.test', organizationId: orgB }),
  };
}
export type World = Awaited<ReturnType<typeof makeWorld>>;

export interface FilePart { name: string; content: Buffer | string; type?: string }

/** Builds a multipart/form-data body by hand (inject has no FormData encoder of its own). */
export function multipart(fields: Record<string, string | number | FilePart | undefined>) {
  const boundary = `----portaltest${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${value.name}"\r\nContent-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(Buffer.isBuffer(value.content) ? value.content : Buffer.from(value.content));
      chunks.push(Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A REST client over app.inject: JSON in, {status, body} out. */
export function client(app: ApiApp, token?: string) {
  const auth = token ? { authorization: `Token ${token}` } : {};
  const call = async (method: Method, url: string, body?: unknown) => {
    const res = await app.inject({ method, url, headers: { ...auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) }, payload: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.statusCode, body: res.body ? safeJson(res.body) : null, raw: res };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    patch: (url: string, body: unknown = {}) => call('PATCH', url, body),
    put: (url: string, body: unknown = {}) => call('PUT', url, body),
    delete: (url: string) => call('DELETE', url),
    async upload(method: Method, url: string, fields: Record<string, string | number | FilePart | undefined>) {
      const { payload, headers } = multipart(fields);
      const res = await app.inject({ method, url, headers: { ...auth, ...headers }, payload });
      return { status: res.statusCode, body: res.body ? safeJson(res.body) : null, raw: res };
    },
  };
}

function safeJson(text: string) {
  try { return JSON.parse(text); } catch { return text; }
}

/** A small real PDF, PNG and CSV for upload tests. */
export const SAMPLE = {
  pdf: () => ({ name: 'bill.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') }),
  png: () => ({ name: 'photo.png', type: 'image/png', content: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') }),
  csv: (rows = 3) => ({ name: 'addresses.csv', type: 'text/csv', content: 'address\n' + Array.from({ length: rows }, (_, i) => `${100 + i} Main St, Fresno, CA 93721`).join('\n') + '\n' }),
  exe: () => ({ name: 'virus.exe', type: 'application/octet-stream', content: Buffer.from('MZ not really') }),
};
