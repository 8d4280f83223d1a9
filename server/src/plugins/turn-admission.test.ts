import Fastify from 'fastify';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAbandonedRequestCheck } from './abandoned-requests';
import { registerInFlightTracking } from './in-flight';
import { createTurnAdmission, registerTurnAdmission } from './turn-admission';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createTurnAdmission', () => {
  it('starts at most perTurn requests a turn, the rest in arrival order in later turns', async () => {
    const admission = createTurnAdmission(2);
    const started: number[] = [];
    for (let i = 1; i <= 5; i += 1) admission.admit(() => started.push(i));
    expect(started).toEqual([1, 2]);
    expect(admission.waiting()).toBe(3);

    // The turn that follows starts the next two; requests arriving meanwhile queue behind.
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    admission.admit(() => started.push(6));
    expect(started).toEqual([1, 2, 3, 4]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(admission.waiting()).toBe(0);
  });

  it('keeps the order and forgets started requests while the queue never empties', async () => {
    const admission = createTurnAdmission(10);
    const started: number[] = [];
    let next = 0;
    const arrive = (n: number) => {
      for (let i = 0; i < n; i += 1) {
        const id = next++;
        admission.admit(() => started.push(id));
      }
    };
    // 12 arrive each turn, 10 start: the queue grows by 2 a turn and never drains.
    arrive(12);
    for (let turn = 0; turn < 300; turn += 1) {
      await nextTurn();
      arrive(12);
    }
    expect(started).toEqual(Array.from({ length: started.length }, (_, i) => i));
    expect(started.length).toBeGreaterThanOrEqual(3000);
    expect(admission.waiting()).toBe(next - started.length);
    expect(admission.held()).toBeLessThan(2048);
  });

  it('lets a request start at once when the server is idle again', async () => {
    const admission = createTurnAdmission(1);
    const started: string[] = [];
    admission.admit(() => started.push('a'));
    admission.admit(() => started.push('b'));
    for (let i = 0; i < 4; i += 1) await nextTurn();
    expect(started).toEqual(['a', 'b']);
    admission.admit(() => started.push('c'));
    expect(started).toEqual(['a', 'b', 'c']);
  });
});

describe('registerTurnAdmission', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('ends a request whose client left while it waited, without running its handler', async () => {
    const app = Fastify();
    const inFlight = registerInFlightTracking(app);
    registerTurnAdmission(app, 1);
    registerAbandonedRequestCheck(app);
    const handled: string[] = [];
    app.post('/work', async (request) => {
      handled.push((request.body as { id: string }).id);
      // Busy work keeps the turn long, so the client's timer fires while requests wait.
      const until = Date.now() + 30;
      while (Date.now() < until);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const { port } = app.server.address() as net.AddressInfo;

    // Every socket is connected before any request is sent, so all arrive in one turn.
    const sockets = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => {});
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    sockets.forEach((socket, i) => {
      const body = JSON.stringify({ id: String(i) });
      socket.write(
        `POST /work HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body}`,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const socket of sockets) socket.destroy();

    // Without the abandoned-request check, a released request waits forever for its closed
    // body stream.
    const idle = await inFlight.whenIdle(2000);
    expect(idle).toBe(true);
    expect(handled.length).toBeGreaterThan(0);
    expect(handled.length).toBeLessThan(sockets.length);
  });
});
