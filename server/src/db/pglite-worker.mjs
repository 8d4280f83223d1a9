// The embedded database's thread (decision 021): PGlite runs here, never on the HTTP event
// loop, and answers the PostgreSQL wire protocol on a Unix socket only this process can reach,
// so the server talks to it through the same `pg` driver and Drizzle code as to PostgreSQL.
// Plain JavaScript: a worker thread does not inherit the parent's TypeScript loader, and the
// build bundles this file as it is (pglite-worker.js beside the server).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string | undefined, socketPath: string }} */
const { dataDir, socketPath } = workerData;

const db = await PGlite.create(dataDir);
// The server's pool holds one connection and queues its queries (PGlite runs one at a time
// anyway): the socket server interleaves the extended-protocol messages of concurrent
// connections into PGlite's one session (electric-sql/pglite#1046). A few may be open at once:
// the pool drops a connection after a failed query and opens the next while the old one is
// still closing.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
await server.start();
parentPort?.postMessage('ready');

parentPort?.on('message', async (message) => {
  if (message !== 'close') return;
  await server.stop();
  await db.close();
  parentPort?.postMessage('closed');
});
