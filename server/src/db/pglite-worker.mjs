// The embedded database's thread (decision 021): PGlite runs here, never on the HTTP event
// loop, and answers the PostgreSQL wire protocol on a Unix socket only this process can reach,
// so the server talks to it through the same `pg` driver and Drizzle code as to PostgreSQL.
// Plain JavaScript: a worker thread does not inherit the parent's TypeScript loader, and the
// build bundles this file as it is (pglite-worker.js beside the server).
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string | undefined, socketPath: string }} */
const { dataDir, socketPath } = workerData;

const db = await PGlite.create(dataDir);

// Messages after which the client waits for an answer: Sync, a simple Query, Flush,
// Terminate. Everything before one of them is handed to PGlite in one call.
const ANSWERED = new Set(['S', 'Q', 'H', 'X'].map((c) => c.charCodeAt(0)));
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;

// PGlite runs one batch at a time, in arrival order, except that while a connection's
// transaction is open only that connection's batches run (as on a single-session server; the
// others wait in the queue), and that the health check's connection (application_name
// HEALTH_CHECK_APPLICATION) goes ahead of the queue: on PostgreSQL its own backend would not
// wait for the others either. A connection that closes inside its transaction is rolled back.
const HEALTH_CHECK_APPLICATION = 'algotrip-health-check';
/** @type {{ connection: { closed: boolean, urgent: boolean }, batch?: Uint8Array, reply?: (data: Uint8Array) => void, done: (error?: unknown) => void }[]} */
let queue = [];
let owner = null;
let pumping = false;

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    for (;;) {
      const index = queue.findIndex((job) => !owner || job.connection === owner);
      if (index < 0) break;
      const [job] = queue.splice(index, 1);
      try {
        if (job.batch) {
          await db.execProtocolRawStream(job.batch, { onRawData: job.reply });
        } else {
          await db.exec('ROLLBACK');
        }
        owner = db.isInTransaction() ? job.connection : null;
        job.done();
      } catch (error) {
        owner = null;
        job.done(error);
      }
    }
  } finally {
    pumping = false;
  }
}

function run(connection, batch, reply) {
  return new Promise((resolve, reject) => {
    const job = { connection, batch, reply, done: (error) => (error ? reject(error) : resolve()) };
    if (connection.urgent) queue.unshift(job);
    else queue.push(job);
    void pump();
  });
}

/** The application_name of a start-up packet (NUL-separated names and values after 8 bytes). */
function applicationName(packet) {
  const fields = packet.subarray(8).toString('utf8').split('\0');
  const at = fields.indexOf('application_name');
  return at >= 0 ? fields[at + 1] : undefined;
}

function forget(connection) {
  queue = queue.filter((job) => job.connection !== connection);
  if (owner === connection) {
    queue.unshift({ connection, done: () => undefined });
    void pump();
  }
}

function serve(socket) {
  const connection = { closed: false, urgent: false };
  let buffer = Buffer.alloc(0);
  let started = false;
  const reply = (data) => {
    if (!socket.destroyed) socket.write(Buffer.from(data));
  };
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    let end = 0;
    let cut = 0;
    for (;;) {
      if (!started) {
        // The start-up packet has no type byte. An SSL request is declined ('N': the socket is
        // private), a cancel request (not supported) ends the connection.
        if (buffer.length < 8) break;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (length === 8 && code === SSL_REQUEST) {
          socket.write('N');
          buffer = buffer.subarray(8);
          continue;
        }
        if (code === CANCEL_REQUEST) {
          socket.destroy();
          return;
        }
        if (buffer.length < length) break;
        connection.urgent =
          applicationName(buffer.subarray(0, length)) === HEALTH_CHECK_APPLICATION;
        started = true;
        end = cut = length;
        continue;
      }
      if (buffer.length - end < 5) break;
      const length = 1 + buffer.readInt32BE(end + 1);
      if (buffer.length - end < length) break;
      const type = buffer[end];
      end += length;
      if (ANSWERED.has(type)) cut = end;
    }
    if (cut === 0) return;
    const batch = new Uint8Array(buffer.subarray(0, cut));
    buffer = buffer.subarray(cut);
    run(connection, batch, reply).catch(() => socket.destroy());
  });
  const close = () => {
    if (connection.closed) return;
    connection.closed = true;
    forget(connection);
  };
  socket.on('close', close);
  socket.on('error', () => socket.destroy());
}

const server = net.createServer(serve);
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(socketPath, () => resolve(undefined));
});
parentPort?.postMessage('ready');

// On 'close' the thread closes PGlite and then ends by itself: with the socket closed and the
// port closed, nothing is left to keep it running (never terminated from outside; see
// stopWorker in database.ts).
parentPort?.on('message', async (message) => {
  if (message !== 'close') return;
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  await db.close();
  parentPort?.close();
});
