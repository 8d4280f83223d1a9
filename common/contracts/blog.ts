import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../constants';

// The blog calls of product.md §11.8. Entries are written by the server from a resolved visa
// inquiry (never from the traveller's own words) and shown in the requested language.

export const blogLanguageQuerySchema = z.object({
  lang: z._default(z.enum(SUPPORTED_LANGUAGES), 'en'),
});

export const blogTagParamsSchema = z.object({
  /** Lower-case ASCII words joined by '-', e.g. 'japan' or 'visa-free'. */
  tag: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens'),
      z.maxLength(60),
    ),
});

/** A blog entry (product.md §9.1). */
export const blogEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  destination: z.string(),
  nationality: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
});
export type BlogEntry = z.infer<typeof blogEntrySchema>;
export const blogEntriesResponseSchema = z.array(blogEntrySchema);

/** A popular destination (product.md §9.1). */
export const popularDestinationSchema = z.object({
  destination: z.string(),
  /** The tag 'View All' filters by: the destination's lower-cased English name as a slug. */
  tag: z.string(),
  count: z.int().check(z.nonnegative()),
});
export type PopularDestination = z.infer<typeof popularDestinationSchema>;
export const popularDestinationsResponseSchema = z.array(popularDestinationSchema);
