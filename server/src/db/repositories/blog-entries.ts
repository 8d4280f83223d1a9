import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { requirementCategorySchema } from '@common/contracts/visa-requirements';
import { isCountryCode, type CountryCode } from '@common/country-codes';
import type { TagFilter } from '../../domain/blog/blog-tags';
import type { StoredInquiry } from '../../domain/blog/compose-blog-entry';
import type { Db } from '../database';
import { preparedPerDatabase } from '../prepared';
import { blogEntries } from '../schema';

type NewBlogEntry = {
  sessionId: string;
  nationality: CountryCode;
  destination: CountryCode;
  category: StoredInquiry['category'];
  days: number | null;
};

const insertOnce = preparedPerDatabase('insert_blog_entry', (db) =>
  db
    .insert(blogEntries)
    .values({
      sessionId: sql.placeholder('sessionId'),
      nationality: sql.placeholder('nationality'),
      destination: sql.placeholder('destination'),
      category: sql.placeholder('category'),
      days: sql.placeholder('days'),
    })
    .onConflictDoNothing({
      target: [blogEntries.sessionId, blogEntries.nationality, blogEntries.destination],
    })
    .returning({ id: blogEntries.id }),
);

/** Records an inquiry once per session and pair; true when this call stored it. */
export async function insertBlogEntry(db: Db, entry: NewBlogEntry): Promise<boolean> {
  const inserted = await insertOnce(db).execute(entry);
  return inserted.length > 0;
}

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
