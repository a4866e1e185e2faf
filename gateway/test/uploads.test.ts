import { describe, expect, it, vi } from 'vitest';
import { createGateway } from '../src/yoga.js';
import { gqlUpload } from './harness.js';

describe('upload limits', () => {
  it('refuses a file over UPLOAD_MAX_MB while parsing, before any upstream call', async () => {
    // No api listens on port 9: an upstream call would answer UPSTREAM_UNAVAILABLE instead.
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', uploadMaxBytes: 1000 } });
    const res = await gqlUpload(gateway, 'mutation($file: Upload!) { uploadResource(file: $file) { message } }', { file: null }, { file: new File(['x'.repeat(5000)], 'big.pdf') }, { authorization: 'Token some-token' });
    expect(res.status).toBe(413);
    expect(res.body.errors![0]).toMatchObject({ message: 'File size limit exceeded: 1000 bytes', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } });
  });
});

describe('uploads go through disk, not memory', () => {
  it('forwards the whole file to the api and removes the temporary copy after the response', async () => {
    const { realStack } = await import('./harness.js');
    const { createGateway: create } = await import('../src/yoga.js');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const stack = await realStack();
    const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-uploads-'));
    try {
      const gateway = create({ config: { apiUrl: stack.gateway.config.apiUrl, uploadTmpDir: tmpDir } });
      const { rows } = await stack.api.ctx.db.query<{ id: number }>(`INSERT INTO organizations (name) VALUES ('Up') RETURNING id`);
      const { hashToken, newToken } = await import('../../api/src/auth/passwords.js');
      const token = newToken();
      const user = await stack.api.ctx.db.query<{ id: number }>(`INSERT INTO users (email, password_hash, user_type, organization_id) VALUES ('up@x.test', 'x', 3, $1) RETURNING id`, [rows[0].id]);
      await stack.api.ctx.db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), user.rows[0].id]);
      const content = 'row,value\n' + Array.from({ length: 40_000 }, (_, i) => `${i},${i * 7}`).join('\n');
      const res = await gqlUpload(gateway, 'mutation($file: Upload!) { uploadResource(file: $file, name: "Big CSV") { resource { path } message } }',
        { file: null }, { file: new File([content], 'big.csv', { type: 'text/csv' }) }, { authorization: `Token ${token}` });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      const meta = await stack.api.inject({ url: `/api/get_media_file/${res.body.data.uploadResource.resource.path}/`, headers: { authorization: `Token ${token}` } });
      const download = await stack.api.inject({ url: new URL(meta.json().url).pathname + new URL(meta.json().url).search });
      expect(download.body).toBe(content);
      // The temporary file is removed once the response is sent: wait for that, not for a set time.
      await vi.waitFor(() => expect(fs.readdirSync(tmpDir)).toEqual([]), { timeout: 30_000, interval: 20 });
    } finally {
      await stack.close();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    }
  });
});
