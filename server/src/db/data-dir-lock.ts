import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export type DataDirLock = { release(): Promise<void> };

const LOCK_FILE = 'algotrip.lock';

/**
 * Takes an exclusive lock on a PGlite data directory before anything opens it:
 * two processes on one directory corrupt it for good (docs/decisions/002).
 *
 * On Linux the lock is a listening abstract Unix socket named after the directory's
 * real path: binding is atomic and the kernel frees it when the process dies, even on
 * SIGKILL, so there is no stale lock to clean up. Elsewhere a PID file created with
 * O_EXCL stands in, and a file whose process is gone is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const realDir = fs.realpathSync(dataDir);
  const infoFile = path.join(realDir, LOCK_FILE);

  if (process.platform === 'linux') {
    const name = `\0algotrip-data-${createHash('sha256').update(realDir).digest('hex').slice(0, 32)}`;
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') reject(lockedError(realDir, infoFile));
        else reject(error);
      });
      server.listen(name, () => resolve());
    });
    // The socket only marks ownership; it must not keep the process alive.
    server.unref();
    server.on('connection', (socket) => socket.destroy());
    fs.writeFileSync(infoFile, `${process.pid}\n`);
    return {
      release: async () => {
        removeIfOurs(infoFile);
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  }

  takePidFile(infoFile, realDir);
  return {
    release: async () => {
      removeIfOurs(infoFile);
    },
  };
}

function takePidFile(file: string, realDir: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== undefined && isAlive(holder)) throw lockedError(realDir, file);
      fs.rmSync(file, { force: true });
    }
  }
  throw lockedError(realDir, file);
}

function lockedError(realDir: string, infoFile: string): DataDirLockedError {
  const pid = readPid(infoFile);
  const holder = pid === undefined ? 'another process' : `process ${pid}`;
  return new DataDirLockedError(
    `The data directory ${realDir} is in use by ${holder}. Stop it first, or set DATA_DIR to another directory (two processes on one PGlite directory corrupt it).`,
  );
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfOurs(file: string): void {
  if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
}
