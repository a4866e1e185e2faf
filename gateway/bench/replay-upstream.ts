/**
 * A stand-in for the REST api that answers instantly: while recording it passes each request on
 * to the real api and keeps the answer (status, content type, body) under `METHOD path?query`;
 * while replaying it serves the kept answer without looking at anything else (the caller's token
 * included). The gateway's upstream is then as cheap as it can be, so what a benchmark measures
 * in the gateway process is the gateway's own work.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Answer { status: number; contentType: string; body: Buffer }
/** The answers as JSON (bodies as text: the api answers JSON). */
export type SavedAnswers = Record<string, { status: number; contentType: string; body: string }>;

export class ReplayUpstream {
  private answers = new Map<string, Answer>();
  private mode: 'record' | 'replay' = 'record';
  private server: http.Server;
  /** Requests answered from the recording, and requests it did not hold (404s). */
  served = 0;
  missed: string[] = [];
  /** Upstream calls made while recording (one GraphQL operation's calls, say). */
  recorded: string[] = [];

  constructor(private target: string) {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 60_000;
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  replay() { this.mode = 'replay'; }

  save(): SavedAnswers {
    return Object.fromEntries([...this.answers].map(([key, a]) => [key, { status: a.status, contentType: a.contentType, body: a.body.toString('utf8') }]));
  }

  load(saved: SavedAnswers) {
    for (const [key, a] of Object.entries(saved)) this.answers.set(key, { ...a, body: Buffer.from(a.body, 'utf8') });
    this.replay();
  }

  /** Bytes of every answer recorded for these keys. */
  bytesOf(keys: string[]) { return keys.reduce((sum, key) => sum + (this.answers.get(key)?.body.length ?? 0), 0); }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const key = `${req.method} ${req.url}`;
    if (req.url?.endsWith('/health/')) { res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'); return; }
    if (this.mode === 'replay') {
      const answer = this.answers.get(key);
      req.resume();
      if (!answer) { this.missed.push(key); res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}'); return; }
      this.served++;
      res.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': answer.body.length }).end(answer.body);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'accept', 'x-forwarded-for']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(this.target + req.url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const body = Buffer.from(await upstream.arrayBuffer());
    const answer = { status: upstream.status, contentType: upstream.headers.get('content-type') ?? 'application/json', body };
    this.answers.set(key, answer);
    this.recorded.push(key);
    res.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': body.length }).end(body);
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
