import { max, sql } from 'drizzle-orm';
import { isCountryCode } from '@common/country-codes';
import {
  overrideCategorySchema,
  type OverrideRequirement,
} from '../../domain/visa-import/override-category';
import type { Db } from '../database';
import { visaRequirementOverrides } from '../schema';

/** An imported requirement as stored, with where and when it came from. */
export type VisaOverride = OverrideRequirement & { source: string; importedAt: Date };

// 6 parameters a row; PostgreSQL allows 65,535 parameters in one statement.
const INSERT_BATCH = 2_000;

/**
 * Replaces every override with `rows`, in one transaction: readers see the previous import or
 * this one, never a mix, and a failure leaves the previous import in place.
 */
export async function replaceVisaOverrides(
  db: Db,
  rows: readonly OverrideRequirement[],
  origin: { source: string; importedAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Two imports at once would both delete, then collide on insert: the second waits here.
    // EXCLUSIVE still lets running instances read the previous import meanwhile.
    await tx.execute(sql`LOCK TABLE ${visaRequirementOverrides} IN EXCLUSIVE MODE`);
    await tx.delete(visaRequirementOverrides);
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(visaRequirementOverrides).values(
        rows.slice(start, start + INSERT_BATCH).map((row) => ({
          nationality: row.nationality,
          destination: row.destination,
          category: row.category,
          days: row.days,
          source: origin.source,
          importedAt: origin.importedAt,
        })),
      );
    }
  });
}

/** Removes every override (a revert): the authored policies answer again. Returns how many. */
export async function deleteAllVisaOverrides(db: Db): Promise<number> {
  const deleted = await db
    .delete(visaRequirementOverrides)
    .returning({ nationality: visaRequirementOverrides.nationality });
  return deleted.length;
}

/** Every override, checked on the way out of storage. */
export async function loadVisaOverrides(db: Db): Promise<VisaOverride[]> {
  const rows = await db.select().from(visaRequirementOverrides);
  return rows.map((row) => {
    const category = overrideCategorySchema.safeParse(row.category);
    if (!category.success || !isCountryCode(row.nationality) || !isCountryCode(row.destination)) {
      throw new Error(
        `visa_requirement_overrides holds an invalid row: ${row.nationality},${row.destination},${row.category}`,
      );
    }
    return {
      nationality: row.nationality,
      destination: row.destination,
      category: category.data,
      days: row.days,
      source: row.source,
      importedAt: row.importedAt,
    };
  });
}

/** When the current overrides were imported (null: none). One index lookup. */
export async function latestVisaOverrideImport(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ latest: max(visaRequirementOverrides.importedAt) })
    .from(visaRequirementOverrides);
  return row?.latest ?? null;
}
