import type { QueryClient } from '@tanstack/react-query';
import { Clock, Newspaper, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type Language } from '@common/constants';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { addEnglishTexts, currentLanguage } from '@/lib/i18n';
import blogTexts from 'virtual:english-section/blog';
import { blogEntriesQueryOptions, useBlogEntries } from '../api/get-blog-entries';
import { useBlogEntriesByTag } from '../api/get-blog-entries-by-tag';
import {
  popularDestinationsQueryOptions,
  usePopularDestinations,
} from '../api/get-popular-destinations';
import { isBlogTab, useBlogView } from '../hooks/use-blog-view';
import { useDocumentMeta } from '../hooks/use-document-meta';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { BlogSidebar } from './blog-sidebar';
import { PopularDestinations } from './popular-destinations';
import { RecentInquiries } from './recent-inquiries';
import { TagFilterBar } from './tag-filter-bar';

// The blog brings its own English texts (it uses only them and the first page's `common`), so
// it renders without waiting for the rest of English: the router loads it with plain lazy().
addEnglishTexts(blogTexts);

/**
 * Fetches what the blog shows as it opens (the recent entries, unfiltered, and the popular
 * destinations), for an app that starts on the blog: the requests go out while the app starts,
 * not after its first render.
 */
export async function prefetchBlogPage(client: QueryClient, language: Language): Promise<void> {
  await Promise.all([
    client.prefetchQuery(blogEntriesQueryOptions(language)),
    client.prefetchQuery(popularDestinationsQueryOptions(language)),
  ]);
}

/**
 * The visa inquiries blog (product.md §9.1). Icons are bundled lucide-react components rather than
 * the spec's icon-font stylesheet from a CDN: the CSP allows styles from this origin only, and a
 * bundle keeps the page working offline of third parties.
 */
export function BlogPage() {
  const { t, i18n } = useTranslation();
  // Entries are written in the UI language, so a switch of language fetches them again.
  const language = currentLanguage(i18n);
  const { view, showTab, filterByTag, clearFilter } = useBlogView();

  useDocumentMeta({
    title: t('blog.meta.title', { product: PRODUCT_NAME }),
    description: t('blog.meta.description', { product: PRODUCT_NAME }),
  });

  const allEntries = useBlogEntries(language, { enabled: view.tag === null });
  const taggedEntries = useBlogEntriesByTag(view.tag, language);
  const recent = view.tag === null ? allEntries : taggedEntries;
  const popular = usePopularDestinations(language);
  useLoadErrorToast([allEntries, taggedEntries, popular]);
  // The sidebar comes once the shown list has settled: under the list (on phones) it would
  // otherwise jump when the entries replace the five placeholders.
  const listSettled = !(view.tab === 'popular' ? popular : recent).isPending;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <header className="max-w-3xl">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
          <Newspaper aria-hidden="true" className="size-4 shrink-0" />
          {t('blog.eyebrow', { product: PRODUCT_NAME })}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {t('blog.title')}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('blog.description')}</p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs
          value={view.tab}
          onValueChange={(value) => {
            if (isBlogTab(value)) showTab(value);
          }}
        >
          <TabsList
            aria-label={t('blog.tabs.label')}
            className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto"
          >
            <TabsTrigger value="recent" className="whitespace-normal">
              <Clock aria-hidden="true" />
              {t('blog.tabs.recent')}
            </TabsTrigger>
            <TabsTrigger value="popular" className="whitespace-normal">
              <TrendingUp aria-hidden="true" />
              {t('blog.tabs.popular')}
            </TabsTrigger>
          </TabsList>

          <TabsContent value="recent">
            {view.tag !== null && <TagFilterBar tag={view.tag} onClear={clearFilter} />}
            <RecentInquiries
              query={recent}
              language={language}
              tag={view.tag}
              onTagClick={filterByTag}
            />
          </TabsContent>

          <TabsContent value="popular">
            <PopularDestinations query={popular} onViewAll={filterByTag} />
          </TabsContent>
        </Tabs>

        {listSettled && <BlogSidebar />}
      </div>
    </div>
  );
}
