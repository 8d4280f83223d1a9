import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../../src/paths';
import { TEST_DATA_ENCRYPTION_KEY_BASE64 } from './data-encryption-key';
import type { ServerProcess } from './server-process';

const entry = path.join(projectRoot, 'server/src/server.ts');

/**
 * The real server entry point as ONE node process (tsx as a loader, not its CLI, which would
 * run the server in a child of its own): SIGKILL then hits the server itself.
 */
export function startServerNode(env: Record<string, string | undefined>): ServerProcess {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    // info: waitForHealth waits for the "Server listening" line.
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    TSX_TSCONFIG_PATH: path.join(projectRoot, 'server/tsconfig.json'),
    // Many clients from one test: each request names its own address (X-Forwarded-For).
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_MAX: '1000',
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY_BASE64,
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: merged,
    cwd: projectRoot,
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** Stops a server that a test left running (SIGKILL: nothing of the test depends on it). */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A client address of its own per request, so per-IP limits never bite a test that means many users. */
export const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Registers a fresh user over HTTP; returns its token and the Set-Cookie session cookie. */
export async function registerOverHttp(baseUrl: string) {
  const username = `dur${randomBytes(5).toString('hex')}`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret-pass' }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { authToken: string; user: { id: string } };
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('algotrip_session='));
  return { username, token: body.authToken, userId: body.user.id, cookie: cookie?.split(';')[0] };
}

/** The PostgreSQL server of DATABASE_URL, when this run is the PostgreSQL pass. */
export const postgresServerUrl = process.env.DATABASE_URL || undefined;

/** A fresh database on that server, for real server processes; `drop` removes it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `algotrip_dur_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A TCP proxy in front of a shared service (PostgreSQL, Redis) that a test can cut (every
 * connection dropped, new ones refused) and restore on the same port, to play an outage without
 * stopping the machine's service. `listenPort` 0 takes a free port, kept for the restore.
 */
export async function startTcpProxy(listenPort: number, target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = listenPort;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (address !== null && typeof address !== 'string') port = address.port;
        server = s;
        resolve();
      });
    });
  const cut = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}
