import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('lets one holder in at a time and names the holder', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    const second = acquireDataDirLock(dir);
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    await lock.release();
    const again = await acquireDataDirLock(dir);
    await again.release();
  });

  it('treats another path to the same directory as the same directory', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    const link = path.join(tempDir(), 'link');
    fs.symlinkSync(dir, link);
    await expect(acquireDataDirLock(`${link}/.`)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });

  it('does not block a different directory', async () => {
    const a = await acquireDataDirLock(tempDir());
    const b = await acquireDataDirLock(tempDir());
    await Promise.all([a.release(), b.release()]);
  });
});
