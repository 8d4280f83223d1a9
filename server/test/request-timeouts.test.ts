import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { TEST_DATA_ENCRYPTION_KEY } from './helpers/data-encryption-key';
import { createTestDatabase } from './helpers/test-database';

// A client that sends its headers and then stops (or drips the body a byte at a time) must not
// hold a connection for ever: the server answers 408 and closes it once the configured time
// to receive the request has passed. Small limits here so the test ends quickly.

const REQUEST_TIMEOUT_MS = 400;
const HEADERS_TIMEOUT_MS = 200;

let app: App;
let drop: () => Promise<void>;
let port: number;
// Destroyed at the end, so a connection the server failed to close does not hold up close().
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  app = await buildApp({
    database: test.database,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app?.close();
  await drop?.();
});

/** Opens a raw connection, writes `text`, and resolves with what came back once it closes. */
function sendAndWaitForClose(text: string): Promise<{ received: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1' });
    sockets.add(socket);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ received, elapsedMs: Date.now() - started }));
    socket.write(text);
  });
}

describe('slow clients', () => {
  it('a request whose body never arrives is closed with 408', async () => {
    const { received, elapsedMs } = await sendAndWaitForClose(
      'POST /api/chat/messages HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"sessionId":',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
  }, 10_000);

  it('headers that never end are closed with 408', async () => {
    const { received } = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: local');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  }, 10_000);

  it('a prompt request is answered as usual', async () => {
    const { received } = await sendAndWaitForClose(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
  }, 10_000);
});
