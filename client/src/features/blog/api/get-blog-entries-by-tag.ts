import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@common/constants';
import { blogEntriesResponseSchema, type BlogEntry } from '@common/contracts/blog';
import { apiRequest } from '@/lib/api-client';
import { refetchOnReturn } from '../utils/refetch-on-return';

/** GET /api/blog/entries/tag/{tag}?lang=: the entries carrying one tag. */
export async function getBlogEntriesByTag(tag: string, lang: Language): Promise<BlogEntry[]> {
  const res = await apiRequest(
    'GET',
    `/api/blog/entries/tag/${encodeURIComponent(tag)}?${new URLSearchParams({ lang })}`,
  );
  return blogEntriesResponseSchema.parse(await res.json());
}

export function blogEntriesByTagQueryOptions(tag: string, lang: Language) {
  return queryOptions({
    queryKey: ['/api/blog/entries/tag', tag, lang],
    queryFn: () => getBlogEntriesByTag(tag, lang),
    refetchOnMount: refetchOnReturn,
  });
}

/** The entries for `tag`; idle while no tag is chosen. */
export function useBlogEntriesByTag(tag: string | null, lang: Language) {
  return useQuery({
    ...blogEntriesByTagQueryOptions(tag ?? '', lang),
    enabled: tag !== null,
  });
}
