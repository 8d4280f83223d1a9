import Fastify from 'fastify';
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { registerAbandonedRequestCheck } from './abandoned-requests';
import { registerInFlightTracking } from './in-flight';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

it('ends a request whose client left during an asynchronous hook, before its body is read', async () => {
  const app = Fastify();
  const inFlight = registerInFlightTracking(app);
  registerAbandonedRequestCheck(app);
  let hookReached: (socket: net.Socket) => void = () => {};
  const reached = new Promise<net.Socket>((resolve) => (hookReached = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Stands in for a rate-limit count or a session look-up on PostgreSQL: a wait that ends once
  // the server has seen the client leave.
  app.addHook('onRequest', async (request) => {
    hookReached(request.raw.socket);
    await released;
  });
  let handled = 0;
  app.post('/work', async () => {
    handled += 1;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  const { port } = app.server.address() as net.AddressInfo;

  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const body = '{"id":"1"}';
  socket.write(
    `POST /work HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body}`,
  );
  const serverSocket = await reached;
  const serverSocketClosed = once(serverSocket, 'close');
  socket.destroy();
  await serverSocketClosed;
  release();

  expect(await inFlight.whenIdle(2000)).toBe(true);
  expect(handled).toBe(0);
});
