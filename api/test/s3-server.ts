import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-protocol server for the tests (issue 27): s3rver on a free loopback port with its own
 * folder, never a mock of the SDK. Its credentials are its fixed S3RVER / S3RVER pair, which the
 * SDK reads from the environment like any deployment's.
 */
export async function startS3Server(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  await server.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      // Clients keep connections alive: end them, or close() waits for them forever.
      const http = (server as unknown as { httpServer?: import('node:http').Server }).httpServer;
      const closing = server.close();
      http?.closeAllConnections();
      await closing;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
