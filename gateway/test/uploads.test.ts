import { describe, expect, it } from 'vitest';
import { createGateway } from '../src/yoga.js';
import { gqlUpload } from './harness.js';

describe('upload limits', () => {
  it('refuses a file over UPLOAD_MAX_MB while parsing, before any upstream call', async () => {
    // No api listens on port 9: an upstream call would answer UPSTREAM_UNAVAILABLE instead.
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', uploadMaxBytes: 1000 } });
    const res = await gqlUpload(gateway, 'mutation($file: File!) { uploadResource(file: $file) { message } }', { file: null }, { file: new File(['x'.repeat(5000)], 'big.pdf') });
    expect(res.status).toBe(413);
    expect(res.body.errors![0]).toMatchObject({ message: 'File size limit exceeded: 1000 bytes', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } });
  });
});
