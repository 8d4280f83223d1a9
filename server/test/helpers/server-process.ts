import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../src/paths';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const tsconfig = path.join(projectRoot, 'server/tsconfig.json');
const entry = path.join(projectRoot, 'server/src/server.ts');

export type ServerProcess = {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
};

/** Runs the real server entry point (server.ts) as its own process. */
export function startServerProcess(env: Record<string, string | undefined>): ServerProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child = spawn(tsx, ['--tsconfig', tsconfig, entry], { env: merged, cwd: projectRoot });
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

/** Polls /api/health until it answers, or the process exits, or time runs out. */
export async function waitForHealth(port: number, server: ServerProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return (await res.json()) as unknown;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy: ${JSON.stringify(server.output())}`);
}
