import path from 'node:path';
import { tracingConfigured } from '@portal/service-kit/tracing';

/** Everything the api reads from the environment, with its default. docs/configuration.md lists each one. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  seedDemo: boolean;
  /** Tokens expire after this many minutes without use (spec §9: 1440). */
  sessionIdleMinutes: number;
  /** Secret for signing media URLs; generated and kept in dataDir when not given. */
  mediaSecret?: string;
  /**
   * Shared with the gateway (EVENTS_SECRET): the only credential of the events feed
   * (GET /api/events/) the gateway follows for subscriptions. Without it the feed is closed.
   */
  eventsSecret?: string;
  /** Lifetime of a signed media URL. */
  mediaUrlSeconds: number;
  /**
   * Object storage for every stored file (issue 27): set S3_BUCKET to keep files in an S3-compatible
   * bucket (created when missing) instead of DATA_DIR/media, so several api hosts serve the same
   * files. S3_ENDPOINT (MinIO, R2, …; AWS when empty), S3_REGION (us-east-1), S3_FORCE_PATH_STYLE
   * (true when an endpoint is given); credentials the SDK's standard way (AWS_ACCESS_KEY_ID, …).
   */
  s3?: { bucket: string; endpoint?: string; region?: string; forcePathStyle?: boolean };
  /** GET /metrics answers loopback callers; others only with `Authorization: Bearer <METRICS_TOKEN>` (issue 27). */
  metricsToken?: string;
  /** Spans for requests and queries (telemetry/tracing.ts): on when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing: boolean;
  /** Public origin of the api, used in links (sign URLs, mails). */
  publicUrl: string;
  /** Origin of the web app, used in invite and password-reset links. */
  webUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  uploadMaxBytes: number;
  /** UtilityAPI-compatible service; with none the api's own sandbox is used. */
  utilityApiUrl?: string;
  utilityApiKey?: string;
  /** Background job poll interval; 0 disables the in-process worker. */
  jobPollMs: number;
  /** Worker threads for CPU-heavy work: PDFs, bulk files (0: on the event loop). */
  workThreads: number;
  logLevel: string;
  /** Log every request (pino JSON); off by default so the console stays readable. */
  logRequests: boolean;
  /**
   * Which peers may tell the client's address in X-Forwarded-For (Fastify trustProxy): `loopback`
   * (the gateway on the same machine), a comma list of addresses, CIDRs and the names loopback,
   * linklocal, uniquelocal; true (any peer: only when nothing but the proxy can reach the api) or false.
   */
  trustProxy: boolean | string;
  /** Requests a minute per client address: POST /login/ (0 turns throttling off). */
  loginRateLimit: number;
  /** Requests a minute per client address, for each of sign-up, reset request, reset and invite lookup. */
  authRateLimit: number;
  /** Invites a minute per client address (POST /invited_users/; each sends a mail). */
  inviteRateLimit: number;
  /** Posts a minute of the public signing form, per client address and per link (0 turns it off). */
  signRateLimit: number;
  /** Requests a minute of the public link pages (signing page, web proposal page and its PDF), per client address and per link (0 off). */
  publicPageRateLimit: number;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function trustProxy(value: string | undefined): boolean | string {
  const v = (value ?? 'loopback').trim();
  if (v === '' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.API_HOST || '127.0.0.1';
  const port = int(env.API_PORT, 8000);
  const publicUrl = (env.API_PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/$/, '');
  return {
    host,
    port,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: (env.SEED_DEMO ?? 'true').toLowerCase() !== 'false',
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 1440),
    mediaSecret: env.MEDIA_SECRET || undefined,
    eventsSecret: env.EVENTS_SECRET || undefined,
    mediaUrlSeconds: int(env.MEDIA_URL_SECONDS, 300),
    metricsToken: env.METRICS_TOKEN || undefined,
    tracing: tracingConfigured(env),
    s3: env.S3_BUCKET ? {
      bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT || undefined, region: env.S3_REGION || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE.toLowerCase() === 'true' : undefined,
    } : undefined,
    publicUrl,
    webUrl: (env.WEB_URL || 'http://127.0.0.1:4000').replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Solar Portal <no-reply@portal.local>',
    uploadMaxBytes: int(env.UPLOAD_MAX_MB, 25) * 1024 * 1024,
    utilityApiUrl: env.UTILITY_API_URL || undefined,
    utilityApiKey: env.UTILITY_API_KEY || undefined,
    jobPollMs: int(env.JOB_POLL_MS, 500),
    workThreads: int(env.WORK_THREADS, 1),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === 'true',
    trustProxy: trustProxy(env.API_TRUST_PROXY),
    loginRateLimit: int(env.API_LOGIN_RATE_LIMIT, 20),
    authRateLimit: int(env.API_AUTH_RATE_LIMIT, 10),
    inviteRateLimit: int(env.API_INVITE_RATE_LIMIT, 30),
    signRateLimit: int(env.API_SIGN_RATE_LIMIT, 10),
    publicPageRateLimit: int(env.API_PUBLIC_PAGE_RATE_LIMIT, 60),
  };
}
