import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
import { markOneSession } from './prepared';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: DatabaseConfig['kind'];
  db: Db;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Closes the connection (and the PGlite data-directory lock). Safe to call twice. */
  close(): Promise<void>;
};

export class DatabaseUnavailableError extends Error {}

// Any number: every instance that migrates the same PostgreSQL database takes this lock.
const MIGRATION_LOCK_ID = 7_412_019;
// Longest a request waits for a new PostgreSQL connection before it is answered 503.
const CONNECT_TIMEOUT_MS = 5_000;
// Connections to the embedded database's thread (measured: 8 rather than 1 gave bookings
// +18 % in `npm run bench`).
const EMBEDDED_CONNECTIONS = 8;
// The health check's connection, by name (the embedded database's thread serves it first).
const HEALTH_CHECK_APPLICATION = 'algotrip-health-check';
// The embedded database's thread answers on this port number's socket name in its directory.
const SOCKET_PORT = 5432;
// How long the embedded database's thread has to close PGlite and end before it is terminated.
const WORKER_STOP_TIMEOUT_MS = 15_000;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig | { kind: 'pglite-memory' },
  migrationsFolder: string,
): Promise<Database> {
  if (config.kind === 'postgres') {
    return openPool(
      'postgres',
      { connectionString: config.url, max: 20 },
      `the database at DATABASE_URL (${describeTarget(config.url)})`,
      migrationsFolder,
      async () => undefined,
    );
  }
  return openPglite(config.kind === 'pglite' ? config.dataDir : undefined, migrationsFolder);
}

/** The embedded database's thread and where to reach it. */
export type EmbeddedServer = {
  /** The `pg` settings of a connection to it (a Unix socket's directory and port). */
  connection: { host: string; port: number; user: string; database: string };
  /** Stops the thread (closing PGlite) and removes the socket's directory; resolves with the
   * thread's exit code (0: it closed PGlite and ended by itself). */
  stop(): Promise<number>;
};

/**
 * Starts PGlite in a worker thread (decision 021), answering on a Unix socket in a fresh
 * directory only this user can enter.
 */
export async function startEmbeddedServer(dataDir: string | undefined): Promise<EmbeddedServer> {
  const socketDir = await fs.mkdtemp(path.join(os.tmpdir(), 'algotrip-db-'));
  try {
    const worker = await startWorker(dataDir, path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`));
    return {
      connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
      stop: async () => {
        const code = await stopWorker(worker);
        await fs.rm(socketDir, { recursive: true, force: true });
        return code;
      },
    };
  } catch (error) {
    await fs.rm(socketDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * PGlite through the same driver as PostgreSQL, its queries run by its own thread: no query
 * runs on the HTTP event loop.
 */
async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
): Promise<Database> {
  // The lock comes first: a second process must never open the directory at all.
  const lock = dataDir === undefined ? undefined : await acquireDataDirLock(dataDir);
  let server: EmbeddedServer | undefined;
  const stop = async () => {
    await server?.stop();
    await lock?.release();
  };
  try {
    server = await startEmbeddedServer(dataDir);
    // PGlite runs one batch at a time; several connections keep the next batches queued in
    // its thread, so it never waits for this thread between them. While a transaction is open
    // the other connections wait (decision 021), so a statement on `db` inside a transaction
    // would wait for itself, exactly as it would for the one connection of a pool of one.
    return await openPool(
      'pglite',
      { ...server.connection, max: EMBEDDED_CONNECTIONS },
      'the embedded database',
      migrationsFolder,
      stop,
    );
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

function startWorker(dataDir: string | undefined, socketPath: string): Promise<Worker> {
  const worker = new Worker(workerFile(), { workerData: { dataDir, socketPath } });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The database thread stopped (${code})`)));
  });
}

/**
 * Asks the thread to close PGlite and end on its own. `worker.terminate()` on a thread that has
 * run WebAssembly can spin forever in Node's environment teardown (nodejs/node#47748, rare on
 * Linux), so it is only the fallback for a thread that has not ended in time. Resolves with the
 * thread's exit code: 0 when it ended by itself.
 */
async function stopWorker(worker: Worker): Promise<number> {
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  // A failure while closing ends the thread with a non-zero code instead of crashing this one.
  worker.on('error', () => undefined);
  worker.postMessage('close');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), WORKER_STOP_TIMEOUT_MS);
  });
  const code = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (code !== undefined) return code;
  await worker.terminate();
  return exited;
}

/**
 * The worker's module: beside the built server bundle (`pglite-worker.js`, an entry of its own
 * in the build), or beside this file when the server runs from source.
 */
function workerFile(): URL {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.ts') ? 'pglite-worker.mjs' : 'pglite-worker.js';
  return new URL(file, import.meta.url);
}

async function openPool(
  kind: Database['kind'],
  config: pg.PoolConfig,
  target: string,
  migrationsFolder: string,
  afterEnd: () => Promise<void>,
): Promise<Database> {
  const pool = new pg.Pool({
    ...config,
    // While the database is unreachable a request fails fast (503) instead of waiting forever
    // for a connection; TCP keep-alive notices a silently dead server.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // The health check's own connection: it answers whether the database does, without queueing
  // behind every request waiting for one of the pool's connections (the embedded database's
  // thread also runs its statements first, knowing it by its name).
  const probe = new pg.Pool({
    ...config,
    max: 1,
    application_name: HEALTH_CHECK_APPLICATION,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process: the pool drops it
  // and opens a fresh one on the next request, so service resumes when the database returns.
  pool.on('error', () => undefined);
  probe.on('error', () => undefined);
  const end = async () => {
    await Promise.all([pool.end(), probe.end()]);
    await afterEnd();
  };
  try {
    const client = await pool.connect().catch((error: unknown) => {
      throw new DatabaseUnavailableError(`Cannot connect to ${target}: ${errorText(error)}`);
    });
    try {
      // Several instances may start at once: one migrates, the others wait for it.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    const db = drizzle({ client: pool, schema });
    const ping = async () => {
      await probe.query('select 1');
    };
    if (kind === 'pglite') markOneSession(db);
    return withClose(kind, db, ping, end);
  } catch (error) {
    await end().catch(() => undefined);
    throw error;
  }
}

function withClose(
  kind: Database['kind'],
  db: Db,
  ping: () => Promise<void>,
  closeOnce: () => Promise<void>,
): Database {
  let closing: Promise<void> | undefined;
  return {
    kind,
    db,
    ping,
    close: () => (closing ??= closeOnce()),
  };
}

function describeTarget(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
