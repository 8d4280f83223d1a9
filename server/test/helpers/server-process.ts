import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../src/paths';
import { TEST_DATA_ENCRYPTION_KEY_BASE64 } from './data-encryption-key';

const tsconfig = path.join(projectRoot, 'server/tsconfig.json');
const entry = path.join(projectRoot, 'server/src/server.ts');

export type ServerProcess = {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
};

/**
 * Runs the real server entry point (server.ts) as its own process: node with tsx as a loader.
 * Not tsx's CLI, which runs the server in a child of its own and turns a SIGTERM into a SIGKILL
 * when that child takes over 30 ms to acknowledge it (as it can on a busy machine).
 */
export function startServerProcess(env: Record<string, string | undefined>): ServerProcess {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY_BASE64,
    TSX_TSCONFIG_PATH: tsconfig,
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
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

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Waits for the server's "listening" log line (it needs LOG_LEVEL info or lower), then asks
 * /api/health once. Fails at once if the process exits, or after `timeoutMs`; a server that
 * did not become healthy is killed, so no failed test leaves one running.
 */
export async function waitForHealth(port: number, server: ServerProcess, timeoutMs = 30_000) {
  const line = `Server listening at http://127.0.0.1:${port}`;
  const failure = (why: string) => {
    server.child.kill('SIGKILL');
    return new Error(`server did not become healthy (${why}): ${JSON.stringify(server.output())}`);
  };
  await new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      server.child.stdout?.off('data', onData);
      server.child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    // Registered after the listener that collects the output, so the chunk is already in it.
    const onData = () => {
      if (server.output().stdout.includes(line)) finish();
    };
    const onExit = () => finish(failure('it exited'));
    const timer = setTimeout(() => finish(failure(`no "${line}" in ${timeoutMs} ms`)), timeoutMs);
    server.child.stdout?.on('data', onData);
    server.child.on('exit', onExit);
    if (server.child.exitCode !== null || server.child.signalCode !== null) onExit();
    else onData();
  });
  const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch((error: unknown) => {
    throw failure(`health could not be asked: ${String(error)}`);
  });
  if (!res.ok) throw failure(`health answered ${res.status}`);
  return (await res.json()) as unknown;
}
