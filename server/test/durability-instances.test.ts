import { afterAll, describe, expect, it } from 'vitest';
import {
  clientIp,
  createPostgresDatabase,
  killServer,
  postgresServerUrl,
  registerOverHttp,
  startServerNode,
} from './helpers/durability-servers';
import { waitForHealth, type ServerProcess } from './helpers/server-process';

// Issue 10 §5: two app instances on one PostgreSQL share everything a user sees: the sign-in
// (bearer token and cookie) and a chat session (messages, history, the next completion).

const PORT_A = 5720;
const PORT_B = 5721;

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of servers) await killServer(server);
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

type Call = { status: number; body: unknown };

function client(port: number) {
  return async (path: string, init: { method?: string; body?: unknown; headers?: object } = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': clientIp(),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as unknown } satisfies Call;
  };
}

describe.runIf(postgresServerUrl)('two instances on one PostgreSQL', () => {
  it('share sign-ins and chat sessions', async () => {
    const database = await createPostgresDatabase(postgresServerUrl ?? '');
    cleanups.push(database.drop);
    // One after the other: the second also shows that migrating an up-to-date database is fine.
    for (const port of [PORT_A, PORT_B]) {
      const server = startServerNode({ DATABASE_URL: database.url, PORT: String(port) });
      servers.push(server);
      await waitForHealth(port, server, 60_000);
    }
    const [a, b] = [client(PORT_A), client(PORT_B)];

    // Signed in through A: the bearer token and the cookie both work on B, for the same user.
    const user = await registerOverHttp(`http://127.0.0.1:${PORT_A}`);
    expect(user.cookie).toMatch(/^algotrip_session=/);
    const byBearer = await b('/api/user', { headers: { authorization: `Bearer ${user.token}` } });
    expect(byBearer).toMatchObject({ status: 200, body: { id: user.userId } });
    const byCookie = await b('/api/user', { headers: { cookie: user.cookie } });
    expect(byCookie).toMatchObject({ status: 200, body: { id: user.userId } });
    const signedOut = await b('/api/user');
    expect(signedOut.status).toBe(401);

    // A chat turn through A, which stores it (signed in: A claims the session).
    const auth = { authorization: `Bearer ${user.token}` };
    const sessionId = 'twoInstancesChat00001';
    const first = await a('/api/chat/completions', {
      method: 'POST',
      headers: auth,
      body: { sessionId, message: 'I am Indian', language: 'en' },
    });
    expect(first.status).toBe(200);
    const firstReply = first.body as { content: string; type: string; metadata: object };
    expect(firstReply.metadata).toMatchObject({ nationalityCode: 'IN' });

    // B reads the whole conversation back, for the same user and no other.
    const history = await b(`/api/chat/history?sessionId=${sessionId}`, { headers: auth });
    expect(history.status).toBe(200);
    const items = history.body as { role: string; content: string; metadata: object }[];
    expect(items.map((item) => [item.role, item.content])).toEqual([
      ['user', 'I am Indian'],
      ['assistant', firstReply.content],
    ]);
    const other = await registerOverHttp(`http://127.0.0.1:${PORT_B}`);
    const stranger = await b(`/api/chat/history?sessionId=${sessionId}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stranger.status).toBe(404);

    // B continues from what the history holds, as the client does: the nationality named on A
    // carries into the answer about the destination named now.
    const last = items.at(-1)?.metadata as { nationality?: string; flowStep?: string };
    expect(last.nationality).toBe('India');
    const next = await b('/api/chat/completions', {
      method: 'POST',
      headers: auth,
      body: {
        sessionId,
        message: 'I want to visit Japan',
        nationality: last.nationality,
        flowStep: last.flowStep,
        language: 'en',
      },
    });
    expect(next.status).toBe(200);
    expect((next.body as { metadata: object }).metadata).toMatchObject({
      nationalityCode: 'IN',
      destinationCode: 'JP',
    });
    // B stored its turn too: A reads both turns, in order.
    const fromA = await a(`/api/chat/history?sessionId=${sessionId}`, { headers: auth });
    expect((fromA.body as { content: string }[]).map((item) => item.content)).toEqual([
      'I am Indian',
      firstReply.content,
      'I want to visit Japan',
      (next.body as { content: string }).content,
    ]);

    // Sign-out through B ends the session on A too.
    const logout = await b('/api/logout', { method: 'POST', headers: auth });
    expect(logout.status).toBe(200);
    expect((await a('/api/user', { headers: auth })).status).toBe(401);
    expect((await a('/api/user', { headers: { cookie: user.cookie } })).status).toBe(401);

    for (const server of servers) server.child.kill('SIGTERM');
    for (const server of servers) expect(await server.exited).toBe(0);
  }, 90_000);
});
