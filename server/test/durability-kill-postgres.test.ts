import { afterAll, describe, it } from 'vitest';
import { createPostgresDatabase, postgresServerUrl } from './helpers/durability-servers';
import { killDuringBurst } from './helpers/durability-kill';

// Issue 10 §5 on PostgreSQL: the PostgreSQL pass (DATABASE_URL set, as in .ci/run and every db
// test here) runs it on a fresh database of its own.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

describe.runIf(postgresServerUrl)('SIGKILL during a burst of bookings on PostgreSQL', () => {
  it('keeps every acknowledged booking', async () => {
    const database = await createPostgresDatabase(postgresServerUrl ?? '');
    cleanups.push(database.drop);
    await killDuringBurst({ DATABASE_URL: database.url }, [5702, 5703]);
  }, 120_000);
});
