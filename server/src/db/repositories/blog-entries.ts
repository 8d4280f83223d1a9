import { count, desc, eq, or, type SQL } from 'drizzle-orm';
import { requirementCategorySchema } from '@common/contracts/visa-requirements';
import { isCountryCode, type CountryCode } from '@common/country-codes';
import type { TagFilter } from '../../domain/blog/blog-tags';
import type { StoredInquiry } from '../../domain/blog/compose-blog-entry';
import type { Db } from '../database';
import { blogEntries } from '../schema';

/** A blog entry as a chat turn stores it, in the turn's own statement (saveChatTurn). */
export type NewBlogEntry = {
  nationality: CountryCode;
  destination: CountryCode;
  category: StoredInquiry['category'];
  days: number | null;
};

function whereTag(filter: TagFilter): SQL | undefined {
  if (filter.kind === 'category') return eq(blogEntries.category, filter.category);
  return or(eq(blogEntries.destination, filter.code), eq(blogEntries.nationality, filter.code));
}

/** The newest entries, optionally only those carrying a tag. */
export async function listBlogEntries(
  db: Db,
  options: { limit: number; filter?: TagFilter },
): Promise<StoredInquiry[]> {
  const rows = await db
    .select()
    .from(blogEntries)
    .where(options.filter ? whereTag(options.filter) : undefined)
    .orderBy(desc(blogEntries.createdAt), desc(blogEntries.id))
    .limit(options.limit);
  return rows.flatMap((row) => {
    const category = requirementCategorySchema.safeParse(row.category);
    // Rows are written only from validated inquiries; one that is not is left off the blog.
    if (!category.success || !isCountryCode(row.nationality) || !isCountryCode(row.destination)) {
      return [];
    }
    return [
      {
        id: row.id,
        nationality: row.nationality,
        destination: row.destination,
        category: category.data,
        days: row.days,
        createdAt: row.createdAt,
      },
    ];
  });
}

/** Destinations by how many entries name them, most first (ties by code, for a stable order). */
export async function listPopularDestinations(
  db: Db,
  limit: number,
): Promise<{ destination: CountryCode; count: number }[]> {
  const entries = count();
  const rows = await db
    .select({ destination: blogEntries.destination, count: entries })
    .from(blogEntries)
    .groupBy(blogEntries.destination)
    .orderBy(desc(entries), blogEntries.destination)
    .limit(limit);
  return rows.flatMap((row) =>
    isCountryCode(row.destination) ? [{ destination: row.destination, count: row.count }] : [],
  );
}
