import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import {
  deleteAllVisaOverrides,
  latestVisaOverrideImport,
  loadVisaOverrides,
  replaceVisaOverrides,
} from '../src/db/repositories/visa-overrides';
import { visaRequirementOverrides } from '../src/db/schema';
import type { OverrideRequirement } from '../src/domain/visa-import/override-category';
import { createOverrideStore } from '../src/domain/visa-import/override-store';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});
beforeEach(async () => {
  await deleteAllVisaOverrides(database.db);
});

const first: OverrideRequirement[] = [
  { nationality: 'DE', destination: 'US', category: 'eta', days: null },
  { nationality: 'DE', destination: 'TH', category: 'visa_free', days: 60 },
  { nationality: 'IN', destination: 'DE', category: 'visa_required', days: null },
];
const second: OverrideRequirement[] = [
  { nationality: 'DE', destination: 'US', category: 'visa_required', days: null },
  { nationality: 'FR', destination: 'JP', category: 'visa_free', days: 90 },
];
const origin = (day: string, file = 'passport-index.csv') => ({
  source: `import ${day} ${file}`,
  importedAt: new Date(`${day}T10:00:00.000Z`),
});

const sorted = (rows: { nationality: string; destination: string }[]) =>
  [...rows].sort((a, b) =>
    `${a.nationality}${a.destination}`.localeCompare(`${b.nationality}${b.destination}`),
  );

describe('visa override storage', () => {
  it('stores an import with its source and date, and loads it back', async () => {
    await replaceVisaOverrides(database.db, first, origin('2026-11-22'));
    expect(sorted(await loadVisaOverrides(database.db))).toEqual(
      sorted(first.map((row) => ({ ...row, ...origin('2026-11-22') }))),
    );
    expect(await latestVisaOverrideImport(database.db)).toEqual(origin('2026-11-22').importedAt);
  });

  it('replaces the previous import entirely', async () => {
    await replaceVisaOverrides(database.db, first, origin('2026-11-22'));
    await replaceVisaOverrides(database.db, second, origin('2026-11-23', 'newer.csv'));
    expect(sorted(await loadVisaOverrides(database.db))).toEqual(
      sorted(second.map((row) => ({ ...row, ...origin('2026-11-23', 'newer.csv') }))),
    );
  });

  it('keeps the previous import when the new one fails part way', async () => {
    await replaceVisaOverrides(database.db, first, origin('2026-11-22'));
    // The same pair twice breaks the primary key after the delete ran.
    const broken = [...second, second[0]].filter((row) => row !== undefined);
    await expect(replaceVisaOverrides(database.db, broken, origin('2026-11-23'))).rejects.toThrow();
    expect(await loadVisaOverrides(database.db)).toHaveLength(first.length);
    expect(await latestVisaOverrideImport(database.db)).toEqual(origin('2026-11-22').importedAt);
  });

  it('imports a full-size file (more rows than one INSERT can carry)', async () => {
    // The table takes any two letters; 12,000 distinct pairs made of letters will do.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const letter = (n: number) => letters[n % 26] ?? 'A';
    const rows: OverrideRequirement[] = Array.from({ length: 12_000 }, (_, n) => ({
      nationality: `${letter(n)}${letter(Math.floor(n / 26))}`,
      destination: `${letter(Math.floor(n / 676))}${letter(Math.floor(n / 17_576))}`,
      category: 'eta',
      days: null,
    }));
    await replaceVisaOverrides(database.db, rows, origin('2026-11-22'));
    const [row] = await database.db.select({ n: count() }).from(visaRequirementOverrides);
    expect(row?.n).toBe(12_000);
  });

  it('runs two imports at once one after the other, leaving exactly one of them', async () => {
    await Promise.all([
      replaceVisaOverrides(database.db, first, origin('2026-11-22')),
      replaceVisaOverrides(database.db, second, origin('2026-11-23', 'newer.csv')),
    ]);
    const sources = new Set((await loadVisaOverrides(database.db)).map((row) => row.source));
    expect(sources.size).toBe(1);
  });

  it('reverts: deletes every override and says how many', async () => {
    await replaceVisaOverrides(database.db, first, origin('2026-11-22'));
    expect(await deleteAllVisaOverrides(database.db)).toBe(first.length);
    expect(await loadVisaOverrides(database.db)).toEqual([]);
    expect(await latestVisaOverrideImport(database.db)).toBeNull();
    expect(await deleteAllVisaOverrides(database.db)).toBe(0);
  });
});

describe('the override store', () => {
  it('answers a nationality and destination from the loaded import', async () => {
    await replaceVisaOverrides(database.db, first, origin('2026-11-22'));
    const store = createOverrideStore();
    expect(store.get('DE', 'US')).toBeUndefined();
    await store.load(database.db);
    expect(store.size()).toBe(3);
    expect(store.get('DE', 'TH')).toEqual({
      category: 'visa_free',
      days: 60,
      source: 'import 2026-11-22 passport-index.csv',
      importedAt: new Date('2026-11-22T10:00:00.000Z'),
    });
    expect(store.get('TH', 'DE')).toBeUndefined();
  });

  it('picks up a new import and a revert while running, without a restart', async () => {
    const store = createOverrideStore();
    await store.load(database.db);
    const errors: unknown[] = [];
    const stop = store.startRefresh(database.db, 20, (error) => errors.push(error));
    try {
      await replaceVisaOverrides(database.db, first, origin('2026-11-22'));
      await expect.poll(() => store.get('DE', 'US')?.category).toBe('eta');

      await replaceVisaOverrides(database.db, second, origin('2026-11-23', 'newer.csv'));
      await expect.poll(() => store.get('DE', 'US')?.category).toBe('visa_required');
      expect(store.get('DE', 'TH')).toBeUndefined();
      expect(store.get('FR', 'JP')?.source).toBe('import 2026-11-23 newer.csv');

      await deleteAllVisaOverrides(database.db);
      await expect.poll(() => store.size()).toBe(0);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });

  it('reloads only when the newest import date changed', async () => {
    await replaceVisaOverrides(database.db, first, origin('2026-11-22'));
    const store = createOverrideStore();
    await store.load(database.db);
    // A row changed behind the store's back, with the same import date, is not re-read:
    // proof that a check without a new import costs only the date query.
    await database.db
      .update(visaRequirementOverrides)
      .set({ category: 'no_admission' })
      .where(
        and(
          eq(visaRequirementOverrides.nationality, 'DE'),
          eq(visaRequirementOverrides.destination, 'US'),
        ),
      );
    // Only the refresh's interval is faked: one tick starts one check, and stop() waits for it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = store.startRefresh(database.db, 10);
      vi.advanceTimersByTime(10);
      await stop();
    } finally {
      vi.useRealTimers();
    }
    expect(store.get('DE', 'US')?.category).toBe('eta');
  });
});
