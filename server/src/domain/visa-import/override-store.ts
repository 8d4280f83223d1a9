import type { Db } from '../../db/database';
import {
  latestVisaOverrideImport,
  loadVisaOverrides,
  type VisaOverride,
} from '../../db/repositories/visa-overrides';

export type OverrideAnswer = Pick<VisaOverride, 'category' | 'days' | 'source' | 'importedAt'>;

export type OverrideStore = {
  /** Reads every override from the table into memory, replacing what was there. */
  load(db: Db): Promise<void>;
  /** The imported answer for a nationality and destination, if any. O(1). */
  get(nationality: string, destination: string): OverrideAnswer | undefined;
  /** How many overrides are loaded. */
  size(): number;
  /**
   * Checks every `intervalMs` whether an import or revert happened (one cheap query) and
   * reloads only then, so instances pick up an import made against PostgreSQL without a
   * restart. The returned function stops it and resolves once a running check has finished.
   */
  startRefresh(db: Db, intervalMs: number, onError?: (error: unknown) => void): () => Promise<void>;
};

export function createOverrideStore(): OverrideStore {
  let answers = new Map<string, OverrideAnswer>();
  // The newest imported_at behind `answers` (null: no overrides); undefined before a load.
  let loadedStamp: number | null | undefined;

  const load = async (db: Db) => {
    const rows = await loadVisaOverrides(db);
    const next = new Map<string, OverrideAnswer>();
    let newest: number | null = null;
    for (const { nationality, destination, ...answer } of rows) {
      next.set(`${nationality}${destination}`, answer);
      newest = Math.max(newest ?? 0, answer.importedAt.getTime());
    }
    // Swapped in whole: a lookup sees the old import or the new one, never a mix.
    answers = next;
    loadedStamp = newest;
  };

  return {
    load,
    get: (nationality, destination) => answers.get(`${nationality}${destination}`),
    size: () => answers.size,
    startRefresh: (db, intervalMs, onError = () => undefined) => {
      let running: Promise<void> | undefined;
      const check = async () => {
        const latest = (await latestVisaOverrideImport(db))?.getTime() ?? null;
        if (latest !== loadedStamp) await load(db);
      };
      const timer = setInterval(() => {
        // A slow check is never overlapped by the next one.
        running ??= check()
          .catch(onError)
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}

// The instance the API consults; tests make their own with createOverrideStore.
const store = createOverrideStore();

export const loadOverrides = (db: Db): Promise<void> => store.load(db);

export const getOverride = (nationality: string, destination: string): OverrideAnswer | undefined =>
  store.get(nationality, destination);

export const startOverrideRefresh = (
  db: Db,
  intervalMs: number,
  onError?: (error: unknown) => void,
): (() => Promise<void>) => store.startRefresh(db, intervalMs, onError);
