import fs from 'node:fs';
import path from 'node:path';

/** What route and domain code needs of a database: parameterised SQL, in or out of a transaction. */
export interface Queryable {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on a channel: onNotify runs for each NOTIFY committed by any connection (any api
   * process on PostgreSQL). Answers a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Runs fn in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (metrics, issue 27); absent for the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

/**
 * PGlite (embedded, files under dataDir/pgdata, or in memory when dataDir is null).
 * `loadDataDir`: a new database starts as a copy of this dump (a tar of PGlite's dumpDataDir) instead
 * of running initdb — the tests clone one migrated database this way. A database already on disk
 * under dataDir is opened as it is, and the dump is not used. dumpDataDir() makes such a dump.
 */
export async function openPglite(dataDir: string | null, opts: { loadDataDir?: Blob } = {}): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
  }
  // PGlite refuses to load a dump over an existing database.
  const loadDataDir = dir && fs.existsSync(path.join(dir, 'PG_VERSION')) ? undefined : opts.loadDataDir;
  const pg = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir });
  return {
    kind: 'pglite',
    query: (sql, params) => pg.query(sql, params as any[]) as any,
    transaction: (fn) => pg.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params as any[]) as any })),
    listen: (channel, onNotify) => pg.listen(channel, () => onNotify()),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}

/** A PostgreSQL server through a pg Pool. */
export async function openPostgres(url: string): Promise<Db> {
  const pgModule = await import('pg');
  const pg = pgModule.default;
  // Keep numerics and bigints as JS numbers, as PGlite does, so both databases answer alike.
  pg.types.setTypeParser(1700, (v: string) => Number(v));
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, admin kill) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', (error) => console.warn(`postgres: idle connection error: ${error.message}`));
  return {
    kind: 'postgres',
    query: (sql, params) => pool.query(sql, params as any[]) as any,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => client.query(sql, params as any[]) as any });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify) => listenPostgres(pgModule.default, url, channel, onNotify),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
  };
}

/**
 * LISTEN needs a connection of its own, outside the pool. When it drops (server restart) it is
 * opened again after a pause; notifications sent meanwhile are lost, which the events feed
 * tolerates (it also re-reads on a timer).
 */
async function listenPostgres(pg: typeof import('pg').default, url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: import('pg').Client | null = null;
  const reconnectLater = () => {
    if (!stopped) setTimeout(() => void connect().catch(reconnectLater), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => onNotify());
    next.on('error', (error) => {
      console.warn(`postgres: LISTEN connection lost: ${error.message}`);
      next.end().catch(() => undefined);
      if (client === next) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

export async function openDb(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
