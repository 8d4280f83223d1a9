import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batter', stored)).toBe(false);
  });

  it('leaves the thread pool to file reads during a burst of sign-ins', async () => {
    // Twenty hashes at once, as a burst of sign-ins makes. Each holds a libuv thread for tens
    // of milliseconds; if all of them were handed to libuv, a file read (a page load) would
    // queue behind them and finish only after nearly all of them.
    let hashed = 0;
    const burst = Array.from({ length: 20 }, (_, index) =>
      hashPassword(`burst password ${index}`).then(() => {
        hashed += 1;
      }),
    );
    await readFile(new URL(import.meta.url));
    const hashedBeforeTheRead = hashed;
    await Promise.all(burst);
    expect(hashedBeforeTheRead).toBeLessThan(10);
  });
});
