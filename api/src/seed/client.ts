import crypto from 'node:crypto';
import type { ApiApp } from '../context.js';

/** Calls the api in-process as one user; any non-2xx answer stops the seed with its body. */
export class SeedClient {
  constructor(private app: ApiApp, private token: string) {}

  private async send(method: string, url: string, headers: Record<string, string>, payload: string | Buffer) {
    const res = await this.app.inject({ method: method as any, url, headers: { authorization: `Token ${this.token}`, ...headers }, payload });
    if (res.statusCode >= 300) throw new Error(`seed: ${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
    return String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body;
  }

  json(method: string, url: string, body: unknown): Promise<any> {
    return this.send(method, url, { 'content-type': 'application/json' }, JSON.stringify(body));
  }

  form(method: string, url: string, fields: Record<string, string>): Promise<any> {
    return this.send(method, url, { 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams(fields).toString());
  }

  upload(method: string, url: string, fields: Record<string, string | number>, file: { name: string; type: string; content: string | Buffer }): Promise<any> {
    const boundary = `----seed${crypto.randomBytes(8).toString('hex')}`;
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content), Buffer.from(`\r\n--${boundary}--\r\n`));
    return this.send(method, url, { 'content-type': `multipart/form-data; boundary=${boundary}` }, Buffer.concat(parts));
  }
}
