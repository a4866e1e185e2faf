import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGateway } from '../src/yoga.js';

const post = async (gateway: ReturnType<typeof createGateway>, body: object) =>
  (await gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<any>;

describe('persisted operations (Relay)', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'persisted-')), 'persisted-queries.json');
  fs.writeFileSync(file, JSON.stringify({ abc123: 'mutation Ping { ping }' }));

  it('runs a persisted id and, with PERSISTED_OPERATIONS_ONLY, refuses anything else', async () => {
    const only = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', persistedOperationsFile: file, persistedOperationsOnly: true } });
    expect(await post(only, { documentId: 'abc123' })).toEqual({ data: { ping: true } });
    expect((await post(only, { query: 'mutation { ping }' })).errors[0].message).toMatch(/PersistedQueryOnly|persisted/i);
    expect((await post(only, { documentId: 'nope' })).errors[0].message).toMatch(/PersistedQueryNotFound/);
  });

  it('accepts ad-hoc operations too when not enforced', async () => {
    const open = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', persistedOperationsFile: file, persistedOperationsOnly: false } });
    expect(await post(open, { query: 'mutation { ping }' })).toEqual({ data: { ping: true } });
    expect(await post(open, { documentId: 'abc123' })).toEqual({ data: { ping: true } });
  });

  it('learns operations written to the file after it started (relay-compiler in watch mode)', async () => {
    const own = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'persisted-')), 'persisted-queries.json');
    fs.writeFileSync(own, JSON.stringify({ abc123: 'mutation Ping { ping }' }));
    const only = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', persistedOperationsFile: own, persistedOperationsOnly: true } });
    expect((await post(only, { documentId: 'def456' })).errors[0].message).toMatch(/PersistedQueryNotFound/);
    fs.writeFileSync(own, JSON.stringify({ abc123: 'mutation Ping { ping }', def456: 'mutation Ping2 { ping }' }));
    fs.utimesSync(own, new Date(), new Date(Date.now() + 5000));
    expect(await post(only, { documentId: 'def456' })).toEqual({ data: { ping: true } });
  });
});
