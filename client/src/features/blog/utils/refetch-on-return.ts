// Fetched this recently, the data is the app's own prefetch as it opened on the blog.
const JUST_FETCHED_MS = 2_000;

/**
 * The blog's refetchOnMount: every chat can add an entry, so a return to the blog asks again
 * (the cached list shows meanwhile), but data fetched a moment ago, by the start-up prefetch of
 * `prefetchBlogPage`, is not asked for twice.
 */
export function refetchOnReturn(
  query: { state: { dataUpdatedAt: number } },
  now = Date.now(),
): boolean | 'always' {
  const { dataUpdatedAt } = query.state;
  return dataUpdatedAt > 0 && now - dataUpdatedAt < JUST_FETCHED_MS ? false : 'always';
}
