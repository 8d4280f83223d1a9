// Test support: the real API server in a child process, so client tests talk to the actual
// routes and database instead of a mock. Client code never imports server code; it is started
// by path, as `npm run dev` does.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { registerResponseSchema, type RegisterResponse } from '@common/contracts/auth';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export type RealServer = {
  origin: string;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('No TCP port'));
        else resolve(address.port);
      });
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the server from source on a free port with a fresh embedded database; `env` adds
 * settings (a mailer, say).
 */
export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-client-test-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    path.join(projectRoot, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'server/tsconfig.json', 'server/src/server.ts'],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        // info: the "Server listening" line tells when it is up; later lines are discarded.
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));

  const stop = async () => {
    child.kill('SIGTERM');
    const timeout = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timeout);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const listening = `Server listening at ${origin}`;
  let startupOutput: string | undefined = '';
  const up = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(
      () => resolve(`did not log "${listening}" within ${STARTUP_TIMEOUT_MS} ms`),
      STARTUP_TIMEOUT_MS,
    );
    const done = (failure?: string) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(failure);
    };
    const onExit = () => done('exited while starting');
    child.on('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (startupOutput === undefined) return;
      startupOutput += chunk.toString('utf8');
      if (startupOutput.includes(listening)) {
        startupOutput = undefined; // from here on the output is only drained
        done();
      }
    });
  });
  if (up === undefined) {
    const res = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (res?.ok) return { origin, stop };
  }
  await stop();
  throw new Error(`The server ${up ?? 'did not answer /api/health'}:\n${stderr}`);
}

type Reconfigurable = { reconfigure: (settings: { url: string }) => void };

function isReconfigurable(value: unknown): value is Reconfigurable {
  return (
    typeof value === 'object' &&
    value !== null &&
    'reconfigure' in value &&
    typeof value.reconfigure === 'function'
  );
}

let resolvingFetch: typeof fetch | undefined;

/**
 * Makes the jsdom page live at `origin`, so the app's relative '/api/…' URLs reach the server
 * as they would in a browser. Node's fetch does not resolve relative URLs, so this wraps it to
 * resolve them against the page's base URL first, as a browser does.
 */
export function pointPageAt(origin: string): void {
  const jsdom: unknown = Reflect.get(globalThis, 'jsdom');
  if (!isReconfigurable(jsdom)) throw new Error('pointPageAt needs the jsdom test environment');
  jsdom.reconfigure({ url: `${origin}/` });

  if (resolvingFetch && globalThis.fetch === resolvingFetch) return;
  const nodeFetch = globalThis.fetch;
  resolvingFetch = (input: RequestInfo | URL, init?: RequestInit) =>
    nodeFetch(typeof input === 'string' ? new URL(input, document.baseURI) : input, init);
  vi.stubGlobal('fetch', resolvingFetch);
}

let userCount = 0;

/** A user name no other test (or earlier run) has taken. */
export function uniqueName(prefix = 'user'): string {
  userCount += 1;
  return `${prefix}${Date.now().toString(36)}${userCount}${Math.random().toString(36).slice(2, 6)}`;
}

/** Registers a user straight through the API; the page's storage is left alone. */
export async function registerUser(
  origin: string,
  overrides: { username?: string; email?: string; password?: string } = {},
): Promise<RegisterResponse & { password: string }> {
  const username = overrides.username ?? uniqueName();
  const password = overrides.password ?? 'secret-password';
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username,
      email: overrides.email ?? `${username}@example.com`,
      password,
    }),
  });
  if (res.status !== 201) throw new Error(`Registration failed: ${res.status} ${await res.text()}`);
  return { ...registerResponseSchema.parse(await res.json()), password };
}
