import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@common/constants';
import { blogEntriesResponseSchema, type BlogEntry } from '@common/contracts/blog';
import { apiRequest } from '@/lib/api-client';
import { refetchOnReturn } from '../utils/refetch-on-return';

/** GET /api/blog/entries?lang=: the newest entries, written in the UI language. */
export async function getBlogEntries(lang: Language): Promise<BlogEntry[]> {
  const res = await apiRequest('GET', `/api/blog/entries?${new URLSearchParams({ lang })}`);
  return blogEntriesResponseSchema.parse(await res.json());
}

export function blogEntriesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['/api/blog/entries', lang],
    queryFn: () => getBlogEntries(lang),
    refetchOnMount: refetchOnReturn,
  });
}

export function useBlogEntries(lang: Language, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...blogEntriesQueryOptions(lang), enabled });
}
