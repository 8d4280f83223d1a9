import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../src/db/database';

// PGlite has one session; its thread (server/src/db/pglite-worker.mjs) serves several
// connections on it. These pin the rules that make that safe: a transaction has the session to
// itself, and a connection gone inside its transaction leaves nothing behind.

let server: EmbeddedServer;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client(server.connection);
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return client;
}

const rows = async (client: pg.Client) =>
  (await client.query<{ id: number; v: string }>('select id, v from t order by id')).rows;

beforeAll(async () => {
  server = await startEmbeddedServer(undefined);
});
afterAll(async () => {
  await server.stop();
});
beforeEach(async () => {
  const setup = await connect();
  await setup.query('drop table if exists t; create table t (id serial primary key, v text)');
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
});

describe('the embedded database thread', () => {
  it("keeps another connection's write out of an open transaction that rolls back", async () => {
    const a = await connect();
    const b = await connect();
    await a.query('begin');
    // b's insert reaches the thread while a's transaction is open: it waits for its end.
    const bInsert = b.query("insert into t (v) values ('b')");
    await a.query("insert into t (v) values ('a')");
    await a.query('rollback');
    await bInsert;
    expect((await rows(b)).map((row) => row.v)).toEqual(['b']);
  });

  it('runs a waiting write after the transaction commits, not inside it', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('begin');
    const bInsert = b.query("insert into t (v) values ('b')");
    await a.query("insert into t (v) values ('a1')");
    await a.query("insert into t (v) values ('a2')");
    await a.query('commit');
    await bInsert;
    expect((await rows(b)).map((row) => row.v)).toEqual(['a1', 'a2', 'b']);
  });

  it('rolls back the transaction of a connection that goes away inside it', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('begin');
    await a.query("insert into t (v) values ('a')");
    const bInsert = b.query("insert into t (v) values ('b')");
    // The socket closes without COMMIT or ROLLBACK, as a killed client's would.
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await bInsert;
    expect((await rows(b)).map((row) => row.v)).toEqual(['b']);
    // b is in no transaction of a's: its next statements commit on their own.
    await b.query("insert into t (v) values ('b2')");
    const c = await connect();
    expect((await rows(c)).map((row) => row.v)).toEqual(['b', 'b2']);
  });

  it('answers an error and keeps the connection usable', async () => {
    const a = await connect();
    await a.query('insert into t (id, v) values (1, $1)', ['x']);
    await expect(a.query('insert into t (id, v) values (1, $1)', ['y'])).rejects.toMatchObject({
      code: '23505',
    });
    expect((await a.query<{ n: number }>('select count(*)::int as n from t')).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('closes PGlite and ends its thread by itself when stopped, without being terminated', async () => {
    const own = await startEmbeddedServer(undefined);
    const client = new pg.Client(own.connection);
    await client.connect();
    await client.query('select 1');
    await client.end();
    // A terminated thread exits with code 1; one that closed PGlite and ended exits with 0.
    expect(await own.stop()).toBe(0);
  });
});
