import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { killDuringBurst } from './helpers/durability-kill';

// Issue 10 §5 on the embedded database (every pass): SIGKILL during a burst of bookings.
// PGlite writes its files through the host file system on every commit, so a committed booking
// is in the kernel's page cache when the request is answered and survives the process.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-durability-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('SIGKILL during a burst of bookings on PGlite', () => {
  it('keeps every acknowledged booking, and the restart finds the data-directory lock free', async () => {
    await killDuringBurst({ DATA_DIR: dataDir, DATABASE_URL: undefined }, [5700, 5701]);
  }, 120_000);
});
