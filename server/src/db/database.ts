import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
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

// Handles of databases that only this process can write: PGlite runs inside the process and
// its data directory is locked against any other (decision 002).
const soleWriterHandles = new WeakSet<Db>();

/**
 * True when every write to this database goes through this process, so state kept in memory
 * in front of it (rate-limit counts, session look-ups) is never stale: PGlite. False for
 * PostgreSQL, which other instances write too (decision 018).
 */
export function isSoleWriter(db: Db): boolean {
  return soleWriterHandles.has(db);
}

// Any number: every instance that migrates the same PostgreSQL database takes this lock.
const MIGRATION_LOCK_ID = 7_412_019;
// Longest a request waits for a new PostgreSQL connection before it is answered 503.
const CONNECT_TIMEOUT_MS = 5_000;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig | { kind: 'pglite-memory' },
  migrationsFolder: string,
): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config.url, migrationsFolder);
  return openPglite(config.kind === 'pglite' ? config.dataDir : undefined, migrationsFolder);
}

async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
): Promise<Database> {
  // The lock comes first: a second process must never open the directory at all.
  const lock = dataDir === undefined ? undefined : await acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dataDir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    soleWriterHandles.add(db);
    const pglite = client;
    // The simple-query protocol: one round trip into the engine instead of Drizzle's five
    // (parse, describe, bind, execute, sync), for a check load balancers call often.
    const ping = async () => {
      await pglite.exec('select 1');
    };
    return withClose('pglite', db, ping, async () => {
      await client?.close();
      await lock?.release();
    });
  } catch (error) {
    await client?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, migrationsFolder: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    // While PostgreSQL is unreachable a request fails fast (503) instead of waiting forever for
    // a connection; TCP keep-alive notices a silently dead server.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process: the pool drops it
  // and opens a fresh one on the next request, so service resumes when PostgreSQL returns.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect().catch((error: unknown) => {
      throw new DatabaseUnavailableError(
        `Cannot connect to the database at DATABASE_URL (${describeTarget(url)}): ${errorText(error)}`,
      );
    });
    try {
      // Several instances may start at once: one migrates, the others wait for it.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    const db = drizzleNodePg({ client: pool, schema });
    const ping = async () => {
      await db.execute(sql`select 1`);
    };
    return withClose('postgres', db, ping, () => pool.end());
  } catch (error) {
    await pool.end().catch(() => undefined);
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
