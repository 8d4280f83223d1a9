import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from './helpers/server-process';

const dataDirs: string[] = [];
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-data-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A start-up failure a user can fix: exit 1, exactly one line, no stack trace. */
function expectOneLineFailure(code: number | null, stderr: string, mentions: string) {
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(mentions);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('the server process', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a number (got "eighty")'],
    [{ PORT: '99999' }, 'PORT must be from 1 to 65535'],
    [{ DATABASE_URL: 'mysql://root@localhost/db' }, 'DATABASE_URL must start with postgres://'],
    [{ DATABASE_URL: 'nonsense' }, 'DATABASE_URL must be a URL'],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x', DATA_ENCRYPTION_KEY: undefined },
      'DATA_ENCRYPTION_KEY must be set when DATABASE_URL is set',
    ],
  ])('stops on bad configuration %o with one line', async (env, message) => {
    const server = startServerProcess({ DATA_DIR: tempDataDir(), ...env });
    const code = await server.exited;
    expectOneLineFailure(code, server.output().stderr, message);
  });

  it('says in one line when PostgreSQL cannot be reached', async () => {
    const port = await freePort();
    const server = startServerProcess({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/x` });
    const code = await server.exited;
    expectOneLineFailure(
      code,
      server.output().stderr,
      'Cannot connect to the database at DATABASE_URL',
    );
  });

  it('stops a server that does not become healthy in time, so no failed test leaves one', async () => {
    const port = await freePort();
    const server = startServerProcess({ DATA_DIR: tempDataDir(), PORT: String(port) });
    // No server starts within a millisecond.
    await expect(waitForHealth(port, server, 1)).rejects.toThrow('did not become healthy');
    expect(await server.exited).toBeNull();
    expect(server.child.signalCode).toBe('SIGKILL');
  });

  it('locks its PGlite data directory, and releases it on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const [portA, portB, portC] = [await freePort(), await freePort(), await freePort()];
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };

    const first = startServerProcess({ ...env, PORT: String(portA) });
    expect(await waitForHealth(portA, first)).toEqual({ status: 'ok', database: 'pglite' });

    // A second opener stops with a clear message before it touches the directory.
    const second = startServerProcess({ ...env, PORT: String(portB) });
    expectOneLineFailure(
      await second.exited,
      second.output().stderr,
      `The data directory ${fs.realpathSync(dataDir)} is in use by process`,
    );
    expect(await waitForHealth(portA, first)).toEqual({ status: 'ok', database: 'pglite' });

    // SIGTERM: a clean exit that closes PGlite and frees the directory.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output().stdout).toContain('database closed');

    const third = startServerProcess({ ...env, PORT: String(portC) });
    expect(await waitForHealth(portC, third)).toEqual({ status: 'ok', database: 'pglite' });
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000); // three server processes, one after another

  it('shuts down cleanly on SIGTERM with the configured database', async () => {
    const port = await freePort();
    const server = startServerProcess({ DATA_DIR: tempDataDir(), PORT: String(port) });
    await waitForHealth(port, server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('database closed');
  });
});
